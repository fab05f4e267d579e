/**
 * A chart's compiler: Vega-Lite's compile and vega's parse, from a complete spec (chart-runtime.ts, completeSpec)
 * to the parsed dataflow a view runs. The server compiles the published definitions' screen charts ahead with it
 * (screen-charts.ts) and draws the print view's charts with it (server/print); the browser loads it, in a chunk of
 * its own (Vega-Lite's 270 kB; vega's parser stays in vega's chunk, which the view shares), only for a chart that
 * was not compiled ahead (VegaChart), so a report page's charts need no Vega-Lite (issue 33 point 4).
 */
import { type LoggerInterface, parse, type Runtime, type Spec } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { chartConfig } from './chart-runtime.ts';

/**
 * Compiles a complete spec to vega's parsed dataflow, as plain JSON (expressions as syntax trees for vega's
 * interpreter). Vega-Lite's errors and warnings go to `logger`; an error throws.
 */
export function compileRuntime(complete: Record<string, unknown>, full: boolean, logger: LoggerInterface): Runtime {
  const vegaSpec = full
    ? (structuredClone(complete) as Spec)
    : compile(complete as unknown as TopLevelSpec, { config: chartConfig as never, logger: logger as never }).spec;
  hideVegaAria(vegaSpec as unknown as Record<string, unknown>);
  return parse(vegaSpec, full ? (chartConfig as never) : undefined, { ast: true });
}

/**
 * `aria: false` on the view and on every mark, axis and legend of a Vega spec, nested groups included: Vega-Lite's
 * `aria: false` reaches the items, but vega still labels each mark's container ('rect mark container').
 */
export function hideVegaAria(spec: Record<string, unknown>): void {
  spec.aria = false;
  for (const key of ['marks', 'axes', 'legends']) {
    const list = spec[key];
    if (!Array.isArray(list)) continue;
    for (const item of list as Record<string, unknown>[]) {
      if (key === 'marks') hideVegaAria(item);
      else item.aria = false;
    }
  }
}
