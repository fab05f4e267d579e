import type { MetricBallsProps } from '../../../../schemas/blocks/metricBalls.ts';
import { asArray, asRag, formatValue } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

type Item = MetricBallsProps['items'][number];

export function MetricBalls({ props }: BlockRendererProps<MetricBallsProps>) {
  const items = asArray<Item>(props.items);
  return (
    <ul className="lk-metric-balls">
      {items.map((item) => (
        <li key={item.label} data-rag={asRag(item.rag)}>
          <span className="lk-ball">{formatValue(item.value, item.format)}</span>
          <span className="lk-ball-label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
