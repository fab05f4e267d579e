import { useEffect, useRef, useState } from 'react';
import embed, { type VisualizationSpec } from 'vega-embed';
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
  description: string;
  onPointClick?: (datum: Record<string, unknown>) => void;
}

type ChartState = 'loading' | 'ready' | 'error';

/** Numbers on axes, labels and tooltips as Danish readers write them: 0,5 and 12.500 (d3-format locale). */
export const danishNumbers = { decimal: ',', thousands: '.', grouping: [3], currency: ['', '\u00a0kr.'] };

/**
 * Renders a Vega-Lite spec as SVG with vega's expression interpreter (no eval, no new Function) and no
 * injected styles, so it runs under a strict Content-Security-Policy.
 */
export default function VegaChart({ spec, full, values, width, height, description, onPointClick }: VegaChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  const { logger, source } = useEngineEnvironment();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let finalize: (() => void) | undefined;
    let cancelled = false;
    const complete = (
      full
        ? { ...spec, description }
        : {
            $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
            ...spec,
            description,
            width,
            height,
            data: { values },
          }
    ) as VisualizationSpec;
    setState('loading');
    let failed = false;
    const vegaLogger = chartLogger(logger, { source, chart: description }, () => {
      failed = true;
      if (!cancelled) setState('error');
    });
    embed(element, complete, {
      logger: vegaLogger,
      renderer: 'svg',
      actions: false,
      ast: true,
      expr: expressionInterpreter,
      defaultStyle: false,
      formatLocale: danishNumbers,
      tooltip: { disableDefaultStyle: true },
      config: { font: 'inherit' },
    })
      .then(async (result) => {
        finalize = () => result.finalize();
        if (cancelled) return finalize();
        if (onPointClick) {
          result.view.addEventListener('click', (_event, item) => {
            const datum = (item as { datum?: Record<string, unknown> } | null)?.datum;
            if (datum) onPointClick(datum);
          });
        }
        await result.view.runAsync();
        if (!cancelled && !failed) setState('ready');
      })
      .catch((error: Error) => {
        vegaLogger.error(error.message);
      });
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec, full, values, width, height, description, onPointClick, logger, source]);
  return (
    <div className="lk-chart-body" data-chart-state={state}>
      {/* One accessible element per chart: the labelled image. vega-embed puts its own roles on the element it
          renders into and on inner mark groups (some nameless), so that subtree is hidden from assistive tech. */}
      <div role="img" aria-label={description}>
        <div ref={ref} aria-hidden="true" />
      </div>
      {state === 'error' ? <p className="lk-message">{userText.chartFailed}</p> : null}
    </div>
  );
}
