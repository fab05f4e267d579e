import { type Rag, userText } from '../index.ts';

/** A RAG level as a coloured marker with its Danish name (colour is never the only cue). */
export function RagLabel({ rag, text }: { rag: Rag; text?: string }) {
  return (
    <span className={`lk-rag lk-rag-${rag}`} data-rag={rag}>
      <span className="lk-rag-dot" aria-hidden="true" />
      {text ?? userText.ragLabel[rag]}
    </span>
  );
}
