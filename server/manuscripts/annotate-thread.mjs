// Entry of an annotation worker thread: registers the TypeScript loader, then serves 'Hent kommenteret manuskript'.
import { register } from 'tsx/esm/api';

register();
const task = await import('./annotate-task.ts');
export default task.runAnnotation;
