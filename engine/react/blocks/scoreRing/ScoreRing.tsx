import type { ScoreRingProps } from '../../../../schemas/blocks/scoreRing.ts';
import { asRag, clampFraction, formatNumber, ragColours } from '../../../index.ts';
import { RagLabel } from '../../RagLabel.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';

const radius = 52;
const circumference = 2 * Math.PI * radius;

/** A ring filled to the score (clamped to 0..1) in its RAG colour, with the score as text in the centre. */
export function ScoreRing({ props }: BlockRendererProps<ScoreRingProps>) {
  const value = clampFraction(props.value);
  const rag = asRag(props.rag);
  const text = props.text ?? formatNumber(value, { style: 'fraction' });
  return (
    <figure className="lk-score-ring" data-rag={rag} data-value={value}>
      <svg viewBox="0 0 120 120" width="140" height="140" role="img" aria-label={`${props.label}: ${text}`}>
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#e5e7eb" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          stroke={rag ? ragColours[rag] : '#4b5563'}
          strokeWidth="12"
          strokeDasharray={`${value * circumference} ${circumference}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="67" textAnchor="middle" fontSize="22" fontWeight="700" fill="#1f2937">
          {text}
        </text>
      </svg>
      <figcaption>
        <span className="lk-ring-label">{props.label}</span>
        {rag ? <RagLabel rag={rag} /> : null}
        {props.caption ? <span className="lk-ring-caption">{props.caption}</span> : null}
      </figcaption>
    </figure>
  );
}
