// Entry of the print charts' worker thread: registers the TypeScript loader, then draws charts.
import { register } from 'tsx/esm/api';

register();
const task = await import('./chart-task.ts');
export default task.renderPrintCharts;
