import type { BigNumberProps } from '../../../../schemas/blocks/bigNumber.ts';
import { asRag, formatNumber } from '../../../index.ts';
import { RagLabel } from '../../RagLabel.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';

/** A large number with its label, RAG level and explanation. */
export function BigNumber({ props }: BlockRendererProps<BigNumberProps>) {
  const rag = asRag(props.rag);
  const band = props.band;
  const list = (band?.text ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return (
    <figure className="lk-big-number" data-rag={rag}>
      <figcaption className="lk-big-number-label">{props.label}</figcaption>
      <p className="lk-big-number-value" data-value>
        {formatNumber(props.value, props.format ?? { style: 'integer' })}
      </p>
      {rag ? <RagLabel rag={rag} /> : null}
      {band ? (
        <div className="lk-band">
          <h3>
            {band.min !== undefined && band.max !== undefined ? (
              <span className="lk-band-range">
                {formatNumber(band.min)}-{formatNumber(band.max)}:{' '}
              </span>
            ) : null}
            {band.headline}
          </h3>
          {list.length > 1 ? (
            <ul>
              {list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : list.length === 1 ? (
            <p>{list[0]}</p>
          ) : null}
        </div>
      ) : null}
    </figure>
  );
}
