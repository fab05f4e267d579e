import type { MessageProps } from '../../../../schemas/blocks/message.ts';
import { asRag, userText } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

const icons = { G: '✓', A: '!', R: '✕' } as const;

/** A short text; with `rag`, a conclusion icon in the RAG colour before it. */
export function Message({ props }: BlockRendererProps<MessageProps>) {
  const rag = asRag(props.rag);
  return (
    <p className={props.tone === 'empty' ? 'lk-message lk-empty' : 'lk-message'} data-rag={rag}>
      {rag ? (
        <span className={`lk-conclusion lk-conclusion-${rag}`} role="img" aria-label={userText.ragLabel[rag]}>
          {icons[rag]}
        </span>
      ) : null}
      {props.text}
    </p>
  );
}
