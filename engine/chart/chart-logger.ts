import type { LoggerInterface } from 'vega';
import { developerText, type EngineLogger } from '../index.ts';

/**
 * A vega logger that hands vega's warnings and errors to the engine's logger (so a page test sees them),
 * and reports an error so the chart can show its failed state.
 */
export function chartLogger(
  logger: EngineLogger,
  detail: Record<string, unknown>,
  onError: () => void,
): LoggerInterface {
  let level = 2;
  const text = (args: readonly unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  const vegaLogger = {
    level(value?: number) {
      if (value === undefined) return level;
      level = value;
      return vegaLogger;
    },
    error(...args: readonly unknown[]) {
      logger.error(developerText.chartError(text(args)), detail);
      onError();
      return vegaLogger;
    },
    warn(...args: readonly unknown[]) {
      logger.warn(developerText.chartWarning(text(args)), detail);
      return vegaLogger;
    },
    info: () => vegaLogger,
    debug: () => vegaLogger,
  };
  return vegaLogger as unknown as LoggerInterface;
}
