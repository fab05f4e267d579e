import { lazy, Suspense, useMemo, useState } from 'react';
import type { ChartProps } from '../../../../schemas/blocks/chart.ts';
import { asArray, userText } from '../../../index.ts';
import { InfoDialog } from '../../InfoDialog.tsx';
import { printFit } from '../../print-layout.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';
import { type RadarPoint, radarSpec } from './radar-spec.ts';

/** vega, vega-lite and vega-embed load in their own lazy chunk: the first page needs none of them. */
const VegaChart = lazy(() => import('./VegaChart.tsx'));

/** A Vega-Lite chart at its screen or print size; clicking a point can open an 'Info' dialog. */
export function Chart({ props, context }: BlockRendererProps<ChartProps>) {
  const [info, setInfo] = useState<Record<string, unknown> | null>(null);
  const screenSize = props.size ?? { width: 640, height: 280 };
  const size = context.print ? printFit(props.printSize ?? screenSize) : screenSize;
  const values = useMemo(() => asArray<Record<string, unknown>>(props.values), [props.values]);
  const radar = props.kind === 'radar';
  const spec = useMemo(
    () => (radar ? radarSpec(values as unknown as RadarPoint[], size.width, size.height) : (props.spec ?? {})),
    [radar, values, size.width, size.height, props.spec],
  );
  const pointInfo = props.pointInfo;
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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="lk-chart-scroll" aria-label={props.title ?? props.description} tabIndex={0}>
        <Suspense fallback={<div data-chart-state="loading">{userText.chartLoading}</div>}>
          <VegaChart
            spec={spec}
            full={radar}
            values={values}
            width={size.width}
            height={size.height}
            fit={context.print === true}
            description={props.description}
            onPointClick={pointInfo ? setInfo : undefined}
          />
        </Suspense>
      </section>
      {info && pointInfo ? (
        <InfoDialog
          title={pointInfo.titleField ? `${userText.info}: ${String(info[pointInfo.titleField])}` : userText.info}
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
