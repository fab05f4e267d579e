/**
 * Compiles a Vega-Lite spec the way the chart will, for the load-time check (engine/chart-spec.ts): an error or
 * a warning (a channel vega-lite drops, an unknown type) throws. Node tools and tests only: it loads vega-lite,
 * which the app keeps in the chart's lazy chunk.
 */
import { compile } from 'vega-lite';
import { compileStrictly } from './strict-compile.ts';

export function compileVegaLite(spec: Record<string, unknown>): unknown {
  return compileStrictly(compile, spec);
}
