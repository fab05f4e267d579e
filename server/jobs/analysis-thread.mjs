// Entry of an analysis worker thread: registers the TypeScript loader, then serves the analysis task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./analysis-task.ts');
export default task.runAnalysisTask;
export const analyseForStore = task.runStoredAnalysisTask;
