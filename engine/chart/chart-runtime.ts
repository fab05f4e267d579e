/**
 * A chart's Vega dataflow, built once per spec and size: Vega-Lite's compile and Vega's parse are the costly
 * steps of drawing a chart (issue 26 point 6: 5 % of the print view was vega-lite's compile alone), and the same
 * spec is drawn again whenever its page is opened again, a tab is shown or the store hands the block new values.
 * The values are not part of the compiled spec: a Vega-Lite chart reads them from the named data set
 * `chartDataName`, which the view fills (`view.data`), so one compiled runtime serves every set of values.
 * The compiler itself (compile-runtime.ts, with Vega-Lite: a third of the chart code) is handed in: the browser
 * loads it only for a chart the server did not compile ahead (issue 33 point 4).
 */
import type { LoggerInterface, Runtime } from 'vega';
import { compiledChart } from './compiled-charts.ts';

/** The data set a Vega-Lite chart's values go into. */
export const chartDataName = 'source';

/**
 * Vega-Lite's configuration for every chart: the page's font, and no ARIA attributes of vega's own. Vega writes
 * its mark and axis descriptions in English ('X-axis titled … for a linear scale with values from …', 'line
 * mark'); the chart's Danish description labels the chart as a whole instead (VegaChart).
 */
export const chartConfig = { font: 'inherit', aria: false, axis: { aria: false }, legend: { aria: false } };

export interface ChartRuntimeRequest {
  /** A Vega-Lite spec without data, or (full) a complete Vega spec with its own data and size. */
  spec: Record<string, unknown>;
  full: boolean;
  width: number;
  height: number;
  /** The whole chart, axes and legend included, fits width x height (print). */
  fit: boolean;
  /** Drawn still, as markup (print): nothing to point at, so no tooltips are worked out for its marks. */
  still?: boolean;
}

export interface ChartRuntime {
  runtime: Runtime;
  /** The data set the values go into; undefined for a full Vega spec, which brings its own. */
  dataName: string | undefined;
  /** The dataflow was compiled ahead by the server (compiled-charts.ts), not here. */
  ahead: boolean;
}

/** How many compiled charts are kept: the print view has about 40, a report page up to 11. */
const capacity = 120;
const cache = new Map<string, ChartRuntime>();

/**
 * Vega-Lite fits only a single or layered view to a size; a faceted or concatenated chart keeps its own size
 * (the print CSS scales its svg down to the page).
 */
export function fitsAsOneView(spec: Record<string, unknown>): boolean {
  const encoding = (spec.encoding ?? {}) as Record<string, unknown>;
  const composed = ['facet', 'concat', 'hconcat', 'vconcat', 'repeat'].some((key) => key in spec);
  return !composed && !('row' in encoding) && !('column' in encoding) && !('facet' in encoding);
}

/**
 * The complete spec handed to the compiler: the block's spec with its size and named data. Not its description:
 * vega's own ARIA is off, the chart's wrapper carries the Danish description (VegaChart), so charts that differ
 * only in what they say they show (the dialogue's eight 'Top 10' word charts) share one compiled dataflow.
 */
export function completeSpec(request: ChartRuntimeRequest): Record<string, unknown> {
  const { spec, full, width, height, fit, still } = request;
  if (full) return spec;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    ...(still ? withoutTooltips(spec) : spec),
    width,
    height,
    ...(fit && fitsAsOneView(spec) ? { autosize: { type: 'fit', contains: 'padding' } } : {}),
    data: { name: chartDataName },
  };
}

/**
 * The spec without its tooltips (the `tooltip` channel of an encoding, a mark's or the config's `tooltip`): a still
 * chart shows none, and vega would otherwise work out each mark's tooltip text with its expression interpreter
 * (the interpreter was the largest part of vega's work in a profile of the print view).
 */
export function withoutTooltips(spec: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    const kept: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) if (key !== 'tooltip') kept[key] = strip(child);
    return kept;
  };
  return strip(spec) as Record<string, unknown>;
}

/** Compiles a complete spec (completeSpec) to vega's parsed dataflow: compile-runtime.ts's compileRuntime. */
export type RuntimeCompiler = (complete: Record<string, unknown>, full: boolean, logger: LoggerInterface) => Runtime;

/** The kept dataflow for `key`, made the most recently used. */
function kept(key: string): ChartRuntime | undefined {
  const made = cache.get(key);
  if (!made) return undefined;
  // Most recently used last, so the oldest is the first key.
  cache.delete(key);
  cache.set(key, made);
  return made;
}

function keep(key: string, made: ChartRuntime): ChartRuntime {
  cache.set(key, made);
  if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
  return made;
}

/**
 * The dataflow of a chart when it needs no compiling here: kept from an earlier draw, or compiled ahead by the
 * server for exactly this spec and size; undefined otherwise.
 */
export function knownRuntime(request: ChartRuntimeRequest): ChartRuntime | undefined {
  const complete = completeSpec(request);
  return known(complete, JSON.stringify(complete), request.full);
}

/** knownRuntime for a complete spec and its key, worked out once by the caller. */
function known(complete: Record<string, unknown>, key: string, full: boolean): ChartRuntime | undefined {
  const found = kept(key);
  if (found || full) return found;
  const ahead = compiledChart(complete);
  return ahead ? keep(key, { runtime: ahead, dataName: chartDataName, ahead: true }) : undefined;
}

/**
 * The parsed dataflow of a chart: known (knownRuntime), or compiled with `compile` on first use and then kept (at
 * most `capacity`, the oldest dropped first). Vega-Lite's errors and warnings go to `logger` on that first compile;
 * an error throws, and nothing is kept.
 */
export function chartRuntime(
  request: ChartRuntimeRequest,
  logger: LoggerInterface,
  compile: RuntimeCompiler,
): ChartRuntime {
  const complete = completeSpec(request);
  const key = JSON.stringify(complete);
  const found = known(complete, key, request.full);
  if (found) return found;
  return keep(key, {
    runtime: compile(complete, request.full, logger),
    dataName: request.full ? undefined : chartDataName,
    ahead: false,
  });
}

/** Forgets every compiled chart (tests). */
export function clearChartRuntimes(): void {
  cache.clear();
}
