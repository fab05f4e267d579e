import type { RecommendationProps } from '../../../../schemas/blocks/recommendation.ts';
import { asArray, asRag, userText } from '../../../index.ts';
import { RagLabel } from '../../RagLabel.tsx';
import type { BlockRendererProps } from '../../registry-types.ts';

type Item = RecommendationProps['items'] extends (infer T)[] | undefined ? T : never;

/** The layout class by number of recommendations: under 3, 4, 5 or 6 (spec §9). */
export function recommendationLayout(count: number): string {
  if (count <= 3) return 'lk-recs-small';
  return `lk-recs-${Math.min(count, 6)}`;
}

/**
 * Recommendations with RAG labels; a check icon for G; the 'all done' message when every recommendation of the
 * page is G (or `allDone`, bound by a page that also counts elements marked done). Empty results are ignored: a
 * page without recommendations shows neither list nor message.
 */
export function Recommendation({ props }: BlockRendererProps<RecommendationProps>) {
  const items = asArray<Item>(props.items).filter((item) => item && (item.message || item.RAG));
  if (items.length === 0) return null;
  const allGreen = props.allDone ?? items.every((item) => item.RAG === 'G');
  return (
    <section className={`lk-recommendations ${recommendationLayout(items.length)}`}>
      {props.title ? <h2>{props.title}</h2> : null}
      {allGreen ? <p className="lk-all-done">{userText.allRecommendationsDone}</p> : null}
      <ul>
        {items.map((item, i) => {
          const rag = asRag(item.RAG);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: recommendations have no id
            <li key={i} className="lk-recommendation" data-rag={rag}>
              {rag === 'G' ? (
                <span className="lk-check" role="img" aria-label={userText.completed}>
                  ✓
                </span>
              ) : null}
              {item.name ? <h3>{item.name}</h3> : null}
              {item.message ? <p>{item.message}</p> : null}
              {rag ? <RagLabel rag={rag} text={item.RAGText} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
