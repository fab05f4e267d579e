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

/**
 * One compiled chart as the server sends it: the content key of its complete spec (chart-runtime.ts, completeSpec)
 * and its dataflow as JSON text. Text, not objects: the 2-3 MB of all the published charts would be one long parse
 * on the page's thread when they arrive (about 50 ms on a fast machine), so each is parsed when a chart needs it.
 */
export interface CompiledChart {
  key: string;
  runtime: string;
}

/** By key: the dataflow's text until a chart first needs it, then the parsed dataflow. */
const compiled = new Map<string, string | Runtime>();

/** Keeps compiled charts for chartRuntime (a later set for the same key replaces the earlier). */
export function addCompiledCharts(charts: readonly CompiledChart[]): void {
  for (const chart of charts) compiled.set(chart.key, chart.runtime);
}

/**
 * The dataflow compiled ahead for exactly this complete spec, if there is one (parsed on its first use; text that
 * does not parse is dropped, and the chart is compiled in place).
 */
export function compiledChart(complete: Record<string, unknown>): Runtime | undefined {
  if (compiled.size === 0) return undefined;
  const key = contentKey(complete);
  const kept = compiled.get(key);
  if (typeof kept !== 'string') return kept;
  try {
    const runtime = JSON.parse(kept) as Runtime;
    compiled.set(key, runtime);
    return runtime;
  } catch {
    compiled.delete(key);
    return undefined;
  }
}

/** How many compiled charts are kept. */
export function compiledChartCount(): number {
  return compiled.size;
}

/** Forgets them all (tests). */
export function forgetCompiledCharts(): void {
  compiled.clear();
}
