import type { TipsProps } from '../../../../schemas/blocks/tips.ts';
import { asArray, userText } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

/** A list of tips; nothing when there are none. */
export function Tips({ props }: BlockRendererProps<TipsProps>) {
  const items = asArray<string>(props.items).filter((t) => typeof t === 'string' && t.trim());
  if (items.length === 0) return null;
  return (
    <section className="lk-tips">
      <h2>{props.title ?? userText.tips}</h2>
      <ul>
        {items.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
