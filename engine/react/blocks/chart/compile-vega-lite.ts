/**
 * Compiles a Vega-Lite spec the way the chart will, for the load-time check (engine/chart-spec.ts): an error or
 * a warning (a channel vega-lite drops, an unknown type) throws. Node tools and tests only: it loads vega-lite,
 * which the app keeps in the chart's lazy chunk.
 */
import { compile, type TopLevelSpec } from 'vega-lite';

const words = (parts: unknown[]) => parts.map(String).join(' ');

export function compileVegaLite(spec: Record<string, unknown>): unknown {
  const logger = {
    level: () => logger,
    info: () => logger,
    debug: () => logger,
    warn: (...parts: unknown[]) => {
      throw new Error(words(parts));
    },
    error: (...parts: unknown[]) => {
      throw new Error(words(parts));
    },
  };
  return compile(spec as unknown as TopLevelSpec, { logger: logger as never });
}
