// Entry of the thread that compiles the published definitions' screen charts: registers the TypeScript loader, then
// compiles them (screen-charts-task.ts).
import { register } from 'tsx/esm/api';

register();
const task = await import('./screen-charts-task.ts');
export default task.compileScreenChartsTask;
