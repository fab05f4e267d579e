/**
 * Vega-Lite's compile with a logger that throws: an error or a warning (a channel vega-lite drops, an unknown type)
 * fails the load-time check (engine/chart-spec.ts). Takes vega-lite's `compile` as given, so that the server can
 * import vega-lite on its first check instead of at start (blocks/contracts.ts) and the Node tools statically
 * (compile-vega-lite.ts).
 */
import type { TopLevelSpec, compile as vegaLiteCompile } from 'vega-lite';

const words = (parts: unknown[]) => parts.map(String).join(' ');

export function compileStrictly(compile: typeof vegaLiteCompile, spec: Record<string, unknown>): unknown {
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
