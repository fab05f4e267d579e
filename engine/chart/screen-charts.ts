/**
 * Every screen chart of the published definitions compiled ahead (compiled-charts.ts): the server runs this once per
 * publication, in a thread of its own (server/editor/compiled-charts.ts), and the app keeps the answer. A chart is
 * compiled exactly as the browser would compile it on screen (chartDrawing's size, completeSpec, compileRuntime), so
 * its content key is the one chartRuntime looks up. The radar is left out: its spec is made from its values.
 */
import type { LoggerInterface } from 'vega';
import type { ChartProps } from '../../schemas/blocks/chart.ts';
import { completeSpec } from './chart-runtime.ts';
import { compileRuntime } from './compile-runtime.ts';
import type { CompiledChart } from './compiled-charts.ts';
import { chartDrawing, contentKey } from './drawing.ts';

export interface ScreenChartFailure {
  /** The chart block's id (or its place) and what vega or Vega-Lite said. */
  chart: string;
  message: string;
}

/** The chart blocks of a definition's JSON, wherever they are nested (tabs, sections, columns). */
function chartBlocks(value: unknown, found: { id: string; props: ChartProps }[]): void {
  if (Array.isArray(value)) {
    for (const item of value) chartBlocks(item, found);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const block = value as { type?: unknown; id?: unknown; props?: unknown };
  if (block.type === 'chart' && block.props && typeof block.props === 'object') {
    found.push({ id: typeof block.id === 'string' ? block.id : '?', props: block.props as ChartProps });
  }
  for (const child of Object.values(value)) chartBlocks(child, found);
}

/** A vega logger that keeps errors (the chart is then left out) and drops warnings. */
function failureLogger(onError: (message: string) => void): LoggerInterface {
  const logger = {
    level: () => logger,
    error: (...args: unknown[]) => {
      onError(args.map(String).join(' '));
      return logger;
    },
    warn: () => logger,
    info: () => logger,
    debug: () => logger,
  };
  return logger as unknown as LoggerInterface;
}

/**
 * The compiled dataflow of every different screen chart in `definitions` (report definitions as JSON), as the
 * JSON text the app keeps (compiled-charts.ts), and the charts that could not be compiled (the browser compiles
 * those itself, and shows their error as before).
 */
export function compileScreenCharts(definitions: readonly unknown[]): {
  charts: CompiledChart[];
  failures: ScreenChartFailure[];
} {
  const blocks: { id: string; props: ChartProps }[] = [];
  for (const definition of definitions) chartBlocks(definition, blocks);
  const charts: CompiledChart[] = [];
  const failures: ScreenChartFailure[] = [];
  const seen = new Set<string>();
  for (const { id, props } of blocks) {
    if (props.kind === 'radar' || !props.spec || typeof props.spec !== 'object') continue;
    const { spec, width, height } = chartDrawing({ ...props, values: [] }, false);
    const complete = completeSpec({ spec, full: false, width, height, fit: false });
    const key = contentKey(complete);
    if (seen.has(key)) continue;
    seen.add(key);
    let error: string | undefined;
    try {
      const runtime = compileRuntime(
        complete,
        false,
        failureLogger((message) => {
          error ??= message;
        }),
      );
      if (error === undefined) charts.push({ key, runtime: JSON.stringify(runtime) });
    } catch (thrown) {
      error ??= thrown instanceof Error ? thrown.message : String(thrown);
    }
    if (error !== undefined) failures.push({ chart: id, message: error });
  }
  return { charts, failures };
}
