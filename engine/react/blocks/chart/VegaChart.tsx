import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type LoggerInterface, View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { chartLogger } from '../../../chart/chart-logger.ts';
import { type ChartRuntime, chartRuntime, knownRuntime } from '../../../chart/chart-runtime.ts';
import { copies, refusingLoader, stillSvg } from '../../../chart/still-svg.ts';
import { userText } from '../../../index.ts';
import { useEngineEnvironment } from '../../engine-context.ts';
import { chartTooltip, hideChartTooltip } from './chart-tooltip.ts';

export { danishNumbers, refusingLoader } from '../../../chart/still-svg.ts';

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
  /**
   * Drawn once as SVG markup and left still (print): no view kept for new values, no click or tooltip handlers,
   * and vega's string renderer instead of its element-by-element SVG renderer (drawStill).
   */
  still?: boolean;
  /**
   * The server's still drawing of the same chart (SVG markup, engine/chart/still-svg.ts), shown in the chart's place
   * until vega has drawn it live, so that a chart becoming live does not blink.
   */
  placeholder?: string;
}

type ChartState = 'loading' | 'ready' | 'error';

/** The chart compiler (with Vega-Lite) in a chunk of its own, fetched for the first chart not compiled ahead. */
const loadRuntimeCompiler = () => import('../../../chart/compile-runtime.ts');

/**
 * Removes the ARIA texts vega writes in English: 'visualization' on the element it draws into and 'group mark
 * container' on the groups it makes itself (the frame, a legend's entries), which no spec option reaches. The
 * chart's wrapper carries the Danish description instead.
 */
function stripVegaAria(element: HTMLElement): void {
  for (const name of ['role', 'aria-roledescription', 'aria-label']) element.removeAttribute(name);
  for (const labelled of element.querySelectorAll('[aria-roledescription], [aria-label], [role]')) {
    for (const name of ['role', 'aria-roledescription', 'aria-label']) labelled.removeAttribute(name);
  }
}

/**
 * Draws a chart once as SVG markup into `element` (print): the still drawing of engine/chart/still-svg.ts (the same
 * the server draws the print view's charts with), parsed by the browser in one go instead of vega creating and
 * updating each element from script.
 */
export async function drawStill(
  element: HTMLElement,
  made: ChartRuntime,
  values: readonly Record<string, unknown>[],
  logger: LoggerInterface,
): Promise<void> {
  element.innerHTML = await stillSvg(made, values, logger);
}

/**
 * Draws a Vega-Lite spec (or a full Vega spec) with vega itself, under a strict Content-Security-Policy: SVG,
 * vega's expression interpreter (no eval), no loads. The compiled dataflow comes from chartRuntime (compiled once
 * per spec and size); the view is made once per runtime and only given new values when the values change. The
 * state shown (`data-chart-state`) belongs to what is drawn: 'loading' until the view has run with these values,
 * 'error' when vega logs an error or throws.
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
  still,
  placeholder,
}: VegaChartProps) {
  const { logger, source } = useEngineEnvironment();
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ view: View; runtime: ChartRuntime } | null>(null);
  const clickRef = useRef(onPointClick);
  clickRef.current = onPointClick;
  const [status, setStatus] = useState<{ values: unknown; spec: unknown; state: ChartState }>({
    values: null,
    spec: null,
    state: 'loading',
  });
  // Where its dataflow was compiled: ahead by the server (engine/chart/compiled-charts.ts) or here.
  const [compiledAhead, setCompiledAhead] = useState(false);

  // Before the first paint: the server's drawing in the empty container, replaced when vega draws.
  const firstPlaceholder = useRef(placeholder);
  useLayoutEffect(() => {
    const element = container.current;
    if (element && firstPlaceholder.current !== undefined && element.childNodes.length === 0)
      element.innerHTML = firstPlaceholder.current;
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    const fail = () => {
      if (current) setStatus({ values, spec, state: 'error' });
    };
    const vegaLogger = chartLogger(logger, { source, chart: description }, fail);
    const broke = (error: unknown) => vegaLogger.error(error instanceof Error ? error.message : String(error));
    const draw = (made: ChartRuntime) => {
      if (!current) return;
      setCompiledAhead(made.ahead);
      // Drawn: ready, unless vega logged an error for these values meanwhile.
      const ready = () => {
        if (current)
          setStatus((now) => (now.state === 'error' && now.values === values ? now : { values, spec, state: 'ready' }));
      };
      if (still) {
        drawStill(element, made, values, vegaLogger).then(ready, broke);
        return;
      }
      let view = drawn.current?.runtime === made ? drawn.current.view : null;
      if (!view) {
        drawn.current?.view.finalize();
        element.replaceChildren();
        view = new View(made.runtime, {
          renderer: 'svg',
          loader: refusingLoader,
          logger: vegaLogger,
          expr: expressionInterpreter,
          tooltip: chartTooltip,
        } as never);
        view.addEventListener('click', (_event, item) => {
          const datum = (item as { datum?: Record<string, unknown> } | null)?.datum;
          if (datum) clickRef.current?.(datum);
        });
        if (made.dataName) view.data(made.dataName, copies(values));
        view.initialize(element);
        drawn.current = { view, runtime: made };
      } else if (made.dataName) {
        view.data(made.dataName, copies(values));
      }
      view.runAsync().then(() => {
        stripVegaAria(element);
        ready();
      }, broke);
    };
    const request = { spec, full: full === true, width, height, fit: fit === true, still: still === true };
    const known = knownRuntime(request);
    if (known) draw(known);
    else {
      // Not compiled ahead (a radar, a spec published since): the compiler's chunk, then the chart compiled here.
      loadRuntimeCompiler()
        .then(({ compileRuntime }) => {
          if (current) draw(chartRuntime(request, vegaLogger, compileRuntime));
        })
        .catch(broke);
    }
    return () => {
      current = false;
    };
  }, [spec, full, values, width, height, fit, description, logger, source, still]);

  // The view lives as long as the chart: finalized (its timers and listeners removed) when the chart goes.
  useEffect(
    () => () => {
      drawn.current?.view.finalize();
      drawn.current = null;
      hideChartTooltip();
    },
    [],
  );

  const state = status.values === values && status.spec === spec ? status.state : 'loading';
  return (
    <div className="lk-chart-body" data-chart-state={state} data-chart-compiled={compiledAhead ? 'ahead' : 'here'}>
      {/* One accessible element per chart: the image labelled by the chart's Danish description. What vega
          draws inside (marks, axes, legends) is hidden from assistive technology and carries no English labels. */}
      <div role="img" aria-label={description}>
        <div ref={container} aria-hidden="true" />
      </div>
      {state === 'error' ? <p className="lk-message">{userText.chartFailed}</p> : null}
    </div>
  );
}
