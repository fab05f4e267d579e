import type { WhatIsProps } from '../../../../schemas/blocks/whatIs.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

/** The explanation block; renders nothing until the text has been fetched. */
export function WhatIs({ props }: BlockRendererProps<WhatIsProps>) {
  if (!props.head && !props.text) return null;
  return (
    <section className="lk-what-is">
      {props.head ? <h2>{props.head}</h2> : null}
      {props.text
        ?.split(/\n+/)
        .filter((p) => p.trim())
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </section>
  );
}
