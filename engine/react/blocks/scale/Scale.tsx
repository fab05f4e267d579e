import type { ScaleProps } from '../../../../schemas/blocks/scale.ts';
import { formatNumber } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

/** A scale with ticks and a marker at the value, clamped to the scale's ends. */
export function Scale({ props }: BlockRendererProps<ScaleProps>) {
  const min = props.min ?? 0;
  const max = props.max ?? 100;
  const ticks = props.ticks ?? [0, 25, 50, 75, 100];
  const position = (v: number) => ((Math.min(max, Math.max(min, v)) - min) / (max - min)) * 100;
  const valueText = props.valueText ?? formatNumber(props.value, { decimals: 0 });
  return (
    <figure className="lk-scale">
      <figcaption>{props.label}</figcaption>
      <meter className="lk-visually-hidden" min={min} max={max} value={props.value} aria-label={props.label}>
        {valueText}
      </meter>
      <div className="lk-scale-track" aria-hidden="true">
        <span
          className="lk-scale-marker"
          data-position={position(props.value)}
          style={{ left: `${position(props.value)}%` }}
        >
          <span className="lk-scale-marker-value">{valueText}</span>
        </span>
      </div>
      <ol className="lk-scale-ticks" aria-hidden="true">
        {ticks.map((tick) => (
          <li key={tick} style={{ left: `${position(tick)}%` }}>
            {formatNumber(tick)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
