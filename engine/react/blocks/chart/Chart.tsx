import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ChartProps } from '../../../../schemas/blocks/chart.ts';
import { chartDrawing, drawingKey } from '../../../chart/drawing.ts';
import { asArray, developerText, readerText, userText } from '../../../index.ts';
import { EngineEnvironmentContext } from '../../engine-context.ts';
import { InfoDialog } from '../../InfoDialog.tsx';
import { PassagesDialog } from '../../PassagesDialog.tsx';
import { passageKeyOf } from '../../passages-source.ts';
import type { BlockRendererProps } from '../../registry-types.ts';
import { useChartCode } from './chart-code.ts';
import { ServerChart } from './ServerChart.tsx';
import { useNearView } from './use-near-view.ts';

/** A Vega-Lite chart at its screen or print size; clicking a point can open an 'Info' or a 'Passager' dialog. */
export function Chart({ props, context }: BlockRendererProps<ChartProps>) {
  const [info, setInfo] = useState<Record<string, unknown> | null>(null);
  const [passagePoint, setPassagePoint] = useState<{ key: string; label: string } | null>(null);
  const env = useContext(EngineEnvironmentContext);
  const [near, nearRef] = useNearView(env?.chartsWhenNear === true && context.print !== true);
  const passages = env?.passages ? props.passages : undefined;
  const print = context.print === true;
  // What is drawn (spec, values, size) comes from the engine, as the server works it out for print's charts.
  const drawing = useMemo(() => chartDrawing(props, print), [props, print]);
  const { spec, values, width, height } = drawing;
  const radar = drawing.full;
  // The server's drawing of exactly these spec, values and size, when it made one (server/print): every print chart;
  // on screen the dashboard's, shown still until the reader reaches for the chart (pointer or focus), which then
  // becomes vega's live chart with its tooltips and clicks.
  const serverCharts = env?.stillCharts;
  const serverSvg = useMemo(
    () => (serverCharts && values.length > 0 ? serverCharts.get(drawingKey(drawing)) : undefined),
    [serverCharts, drawing, values],
  );
  const [live, setLive] = useState(false);
  const goLive = useCallback(() => setLive(true), []);
  const still = serverSvg !== undefined && (print || !live);
  // vega and vega-lite load in their own chunk (the first page needs none of them), asked for once a chart is near.
  const VegaChart = useChartCode(near === 'near' && !still && values.length > 0)?.default;
  const logger = env?.logger;
  const source = env?.source;
  useEffect(() => {
    if (print && serverCharts && values.length > 0 && serverSvg === undefined)
      logger?.warn(developerText.chartNotFromServer, { source, chart: props.description });
  }, [print, serverCharts, serverSvg, values, logger, source, props.description]);
  const pointInfo = props.pointInfo;
  const keyField = passages?.keyField;
  const labelField = passages?.labelField;
  const onPointClick = useCallback(
    (datum: Record<string, unknown>) => {
      if (pointInfo) setInfo(datum);
      else if (keyField) setPassagePoint(pointOf(datum, keyField, labelField) ?? null);
    },
    [pointInfo, keyField, labelField],
  );
  const infoText = info && pointInfo ? asArray<string>(info[pointInfo.textField]) : [];
  if (values.length === 0) {
    return (
      <figure className="lk-chart">
        {props.title ? <figcaption>{props.title}</figcaption> : null}
        <p className="lk-message lk-empty">{props.emptyText ?? userText.noChartData}</p>
      </figure>
    );
  }
  return (
    <figure className="lk-chart">
      {props.title ? <figcaption>{props.title}</figcaption> : null}
      {/* A wide chart scrolls sideways on narrow screens; the region is focusable so keyboards can scroll it. */}
      <section
        ref={nearRef}
        className="lk-chart-scroll"
        aria-label={props.title ?? props.description}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        {...(serverSvg !== undefined && !print
          ? { onPointerEnter: goLive, onPointerDown: goLive, onFocus: goLive }
          : {})}
      >
        {serverSvg !== undefined && (still || !VegaChart) ? (
          // Still, or becoming live: the server's drawing stays until vega's code has come.
          <ServerChart svg={serverSvg} description={props.description} />
        ) : near === 'near' && VegaChart ? (
          <VegaChart
            spec={spec}
            full={radar}
            values={values}
            width={width}
            height={height}
            fit={print}
            still={print}
            description={props.description}
            onPointClick={pointInfo || passages ? onPointClick : undefined}
            {...(serverSvg !== undefined ? { placeholder: serverSvg } : {})}
          />
        ) : near === 'near' ? (
          <div data-chart-state="loading">{userText.chartLoading}</div>
        ) : (
          // Not near the viewport (or not known yet: loading until the browser says): the chart's room, drawn
          // when the reader scrolls towards it.
          <div
            className="lk-chart-deferred"
            data-chart-state={near === 'far' ? 'deferred' : 'loading'}
            style={{ minHeight: height }}
          />
        )}
      </section>
      {passages ? <PointButtons values={values} option={passages} onOpen={setPassagePoint} /> : null}
      {passagePoint !== null && passages ? (
        <PassagesDialog
          model={passages.model}
          passageKey={passagePoint.key}
          label={passagePoint.label}
          {...(passages.title ? { what: passages.title } : {})}
          onClose={() => setPassagePoint(null)}
        />
      ) : null}
      {info && pointInfo ? (
        <InfoDialog
          title={pointInfo.titleField ? `${userText.info}: ${readerText(info[pointInfo.titleField])}` : userText.info}
          isOpen
          onClose={() => setInfo(null)}
        >
          {infoText.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
            <p key={i}>{paragraph}</p>
          ))}
        </InfoDialog>
      ) : null}
    </figure>
  );
}

/**
 * The points with passages as buttons, one per key in the order of the values: the keyboard's way to what a click
 * on a point opens (labelled by the option's `labelField`, e.g. the part's place in the book).
 */
function PointButtons({
  values,
  option,
  onOpen,
}: {
  values: readonly Record<string, unknown>[];
  option: NonNullable<ChartProps['passages']>;
  onOpen: (point: { key: string; label: string }) => void;
}) {
  const points = new Map<string, { key: string; label: string }>();
  for (const datum of values) {
    const point = pointOf(datum, option.keyField, option.labelField);
    if (point && !points.has(point.key)) points.set(point.key, point);
  }
  return (
    <details className="lk-point-passages">
      <summary>{userText.passagesPoints}</summary>
      <p>{userText.passagesPointOpen}</p>
      <ul>
        {[...points.values()].map((point) => (
          <li key={point.key}>
            <Button className="lk-passage-link" onPress={() => onOpen(point)}>
              {point.label}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A datum's passage key and the label it is shown by. */
function pointOf(datum: Record<string, unknown>, keyField: string, labelField: string | undefined) {
  const key = passageKeyOf(datum, keyField);
  if (key === undefined) return undefined;
  const label = labelField === undefined ? undefined : datum[labelField];
  return { key, label: label === undefined || label === null ? key : readerText(label) };
}
