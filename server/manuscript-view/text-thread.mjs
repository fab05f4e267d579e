// Entry of a text worker thread of the manuscript view: registers the TypeScript loader, then reads texts.
import { register } from 'tsx/esm/api';

register();
const task = await import('./text-task.ts');
export default task.readText;
