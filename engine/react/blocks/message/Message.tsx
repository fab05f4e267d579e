import type { BlockRendererProps } from '../../registry-types.ts';
import type { MessageProps } from './schema.ts';

export function Message({ props }: BlockRendererProps<MessageProps>) {
  return <p className={props.tone === 'empty' ? 'lk-message lk-empty' : 'lk-message'}>{props.text}</p>;
}
