// Entry of an upload-check worker thread: registers the TypeScript loader, then serves the import check.
import { register } from 'tsx/esm/api';

register();
const task = await import('./upload-check-task.ts');
export default task.runUploadCheck;
export const checkFile = task.runFileCheck;
