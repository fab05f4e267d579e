/**
 * Chart dataflows compiled ahead, by the server (issue 26 point 6): Vega-Lite's compile and vega's parse are about a
 * third of the script a chart page runs the first time it is shown on a slow machine (docs/PERFORMANCE.md). The
 * parsed dataflow is plain JSON (vega's `parse` with `ast: true`), so the server compiles every screen chart of the
 * published definitions once (screen-charts.ts) and the app hands them here; chartRuntime takes a chart's dataflow
 * from here when its complete spec is among them and compiles it itself otherwise. No vega here: the app fills this
 * before the chart code has loaded.
 */
import type { Runtime } from 'vega';
import { contentKey } from './drawing.ts';

/** One compiled chart: the content key of its complete spec (chart-runtime.ts, completeSpec) and its dataflow. */
export interface CompiledChart {
  key: string;
  runtime: Runtime;
}

const compiled = new Map<string, Runtime>();

/** Keeps compiled charts for chartRuntime (a later set for the same key replaces the earlier). */
export function addCompiledCharts(charts: readonly CompiledChart[]): void {
  for (const chart of charts) compiled.set(chart.key, chart.runtime);
}

/** The dataflow compiled ahead for exactly this complete spec, if there is one. */
export function compiledChart(complete: Record<string, unknown>): Runtime | undefined {
  return compiled.size === 0 ? undefined : compiled.get(contentKey(complete));
}

/** How many compiled charts are kept. */
export function compiledChartCount(): number {
  return compiled.size;
}

/** Forgets them all (tests). */
export function forgetCompiledCharts(): void {
  compiled.clear();
}
