import { useCallback, useMemo, useState } from 'react';
import { VegaEmbed } from 'react-vega';
import type { Loader } from 'vega';
import type { EmbedOptions, Result, VisualizationSpec } from 'vega-embed';
import { expressionInterpreter } from 'vega-interpreter';
import { userText } from '../../../index.ts';
import { useEngineEnvironment } from '../../engine-context.ts';
import { chartLogger } from './chart-logger.ts';

export interface VegaChartProps {
  spec: Record<string, unknown>;
  /** `spec` is a complete Vega spec with its own data and size (e.g. the radar), not Vega-Lite without data. */
  full?: boolean;
  values: Record<string, unknown>[];
  width: number;
  height: number;
  /** The whole chart, axes and legend included, fits `width` x `height` (print); otherwise they add to it. */
  fit?: boolean;
  description: string;
  onPointClick?: (datum: Record<string, unknown>) => void;
}

type ChartState = 'loading' | 'ready' | 'error';

/** Numbers on axes, labels and tooltips as Danish readers write them: 0,5 and 12.500 (d3-format locale). */
export const danishNumbers = { decimal: ',', thousands: '.', grouping: [3], currency: ['', '\u00a0kr.'] };

/**
 * A chart loads nothing: its data are the bound values. Every load vega would make (a data url, an image) is
 * refused here as well as by the spec check at load and by the page's Content-Security-Policy.
 */
const refuse = (uri: unknown) => Promise.reject(new Error(`a chart loads nothing (${String(uri)})`));
export const refusingLoader = {
  options: {},
  fileAccess: false,
  load: refuse,
  sanitize: refuse,
  http: refuse,
  file: refuse,
} as unknown as Loader;

/**
 * Vega-Lite fits only a single or layered view to a size; a faceted or concatenated chart keeps its own size
 * (the print CSS scales its svg down to the page).
 */
function fitsAsOneView(spec: Record<string, unknown>): boolean {
  const encoding = (spec.encoding ?? {}) as Record<string, unknown>;
  const composed = ['facet', 'concat', 'hconcat', 'vconcat', 'repeat'].some((key) => key in spec);
  return !composed && !('row' in encoding) && !('column' in encoding) && !('facet' in encoding);
}

/** What every chart is drawn with: SVG, vega's expression interpreter (no eval), no injected styles, no loads. */
const baseOptions: EmbedOptions = {
  renderer: 'svg',
  actions: false,
  ast: true,
  expr: expressionInterpreter,
  defaultStyle: false,
  formatLocale: danishNumbers,
  tooltip: { disableDefaultStyle: true },
  config: { font: 'inherit' },
  loader: refusingLoader,
};

/**
 * Renders a Vega-Lite spec (or a full Vega spec) through react-vega's VegaEmbed, under a strict
 * Content-Security-Policy. The state shown (`data-chart-state`) belongs to the spec being drawn: a new spec
 * starts at 'loading'; vega's errors (through the engine logger) make it 'error'.
 */
export default function VegaChart({
  spec,
  full,
  values,
  width,
  height,
  fit,
  description,
  onPointClick,
}: VegaChartProps) {
  const { logger, source } = useEngineEnvironment();
  const complete = useMemo(
    () =>
      (full
        ? { ...spec, description }
        : {
            $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
            ...spec,
            description,
            width,
            height,
            ...(fit && fitsAsOneView(spec) ? { autosize: { type: 'fit', contains: 'padding' } } : {}),
            data: { values },
          }) as VisualizationSpec,
    [spec, full, values, width, height, fit, description],
  );
  const [status, setStatus] = useState<{ spec: VisualizationSpec | null; state: ChartState }>({
    spec: null,
    state: 'loading',
  });
  const options = useMemo<EmbedOptions>(
    () => ({
      ...baseOptions,
      logger: chartLogger(logger, { source, chart: description }, () => setStatus({ spec: complete, state: 'error' })),
    }),
    [complete, logger, source, description],
  );
  const onEmbed = useCallback(
    async (result: Result) => {
      if (onPointClick) {
        result.view.addEventListener('click', (_event, item) => {
          const datum = (item as { datum?: Record<string, unknown> } | null)?.datum;
          if (datum) onPointClick(datum);
        });
      }
      await result.view.runAsync();
      setStatus((now) => (now.spec === complete && now.state === 'error' ? now : { spec: complete, state: 'ready' }));
    },
    [complete, onPointClick],
  );
  const onError = useCallback(
    (error: unknown) => options.logger?.error(error instanceof Error ? error.message : String(error)),
    [options],
  );
  const state = status.spec === complete ? status.state : 'loading';
  return (
    <div className="lk-chart-body" data-chart-state={state}>
      {/* One accessible element per chart: the labelled image. vega-embed puts its own roles on the element it
          renders into and on inner mark groups (some nameless), so that subtree is hidden from assistive tech. */}
      <div role="img" aria-label={description}>
        <VegaEmbed spec={complete} options={options} onEmbed={onEmbed} onError={onError} aria-hidden="true" />
      </div>
      {state === 'error' ? <p className="lk-message">{userText.chartFailed}</p> : null}
    </div>
  );
}
