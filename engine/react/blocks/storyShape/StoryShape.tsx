import type { StoryShapeProps } from '../../../../schemas/blocks/storyShape.ts';
import type { BlockRendererProps } from '../../registry-types.ts';
import { pointAt, roadPath, storyShapeArt } from './story-shape-art.ts';

/** The picture of the book's story shape: a road over a landscape following the shape, a walker at its end. */
export function StoryShape({ props }: BlockRendererProps<StoryShapeProps>) {
  const art = storyShapeArt[props.type];
  if (!art) return null;
  const end = pointAt(art.course, 1);
  const label = props.name ? `Illustration af historieformen ${props.name}. ${art.title}` : art.title;
  return (
    <figure className="lk-story-shape">
      <svg viewBox="0 0 200 120" width="300" height="180" role="img" aria-label={label}>
        <title>{label}</title>
        <rect x="0" y="0" width="200" height="120" rx="10" fill="#eef2ff" />
        <circle cx="100" cy="16" r="8" fill="#fbbf24" />
        <path d="M0 104 Q50 92 100 102 T200 98 V120 H0 Z" fill="#bbf7d0" />
        <path d={roadPath(art.course)} fill="none" stroke="#92400e" strokeWidth="6" strokeLinecap="round" />
        <path d={roadPath(art.course)} fill="none" stroke="#fde68a" strokeWidth="1.5" strokeDasharray="4 4" />
        <g transform={`translate(${end.x.toFixed(1)} ${(end.y - 16).toFixed(1)})`} fill="#1e3a8a">
          <circle cx="0" cy="0" r="3.5" />
          <path d="M-3 4h6l1 8h-8z" />
        </g>
      </svg>
    </figure>
  );
}
