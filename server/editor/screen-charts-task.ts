/**
 * Runs inside the screen-charts thread: every screen chart of the published definitions compiled to vega's dataflow
 * (engine/chart/screen-charts.ts), answered as the JSON the route sends, so the 2-3 MB of dataflows cross to the
 * main thread as one string instead of being cloned object by object. Each dataflow is itself JSON text in it (the
 * app parses one when a chart needs it: engine/chart/compiled-charts.ts).
 */
import { compileScreenCharts, type ScreenChartFailure } from '../../engine/chart/screen-charts.ts';

export interface ScreenChartsTask {
  /** The published definitions' JSON. */
  definitions: unknown[];
}

export interface ScreenChartsResult {
  /** `{"charts":[{"key":…,"runtime":…},…]}` (schemas/api/compiled-charts.ts). */
  json: string;
  charts: number;
  failures: ScreenChartFailure[];
  ms: number;
}

export function compileScreenChartsTask(task: ScreenChartsTask): ScreenChartsResult {
  const started = performance.now();
  const { charts, failures } = compileScreenCharts(task.definitions);
  return {
    json: JSON.stringify({ charts }),
    charts: charts.length,
    failures,
    ms: Math.round(performance.now() - started),
  };
}
