/**
 * One named list of two revisions: what is new ('Nye'), what is gone ('Fjernede'), the counts that changed and,
 * for the characters, the names spelt differently ('Omdøbte').
 */
import { type ReactNode, useId, useState } from 'react';
import type { ListDelta } from '../../compare/lists.ts';
import { formatMetricValue } from '../../compare/metrics.ts';

/** How many entries of a part show before 'Vis alle': a long rewrite changes dozens of names and words. */
export const SHOWN_AT_FIRST = 10;

function Part({ heading, items }: { heading: string; items: readonly { key: string; text: ReactNode }[] }) {
  const id = useId();
  const listId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN_AT_FIRST);
  return (
    <div className="compare-list-part">
      <h4 id={id}>
        {heading} ({items.length})
      </h4>
      {items.length === 0 ? (
        <p className="hint">Ingen.</p>
      ) : (
        <ul aria-labelledby={id} id={listId}>
          {shown.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      )}
      {items.length > SHOWN_AT_FIRST && (
        <button
          type="button"
          className="button small"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? 'Vis færre' : `Vis alle ${items.length}`}
        </button>
      )}
    </div>
  );
}

export function ListComparison({ title, delta }: { title: string; delta: ListDelta }) {
  const id = useId();
  const entries = (list: ListDelta['added']) =>
    list.map((e) => ({
      key: e.name,
      text: (
        <>
          {e.name} <span className="hint">({formatMetricValue(e.count)})</span>
        </>
      ),
    }));
  return (
    <section className="compare-list" aria-labelledby={id} data-list={title}>
      <h3 id={id}>{title}</h3>
      <div className="compare-list-parts">
        <Part heading="Nye" items={entries(delta.added)} />
        <Part heading="Fjernede" items={entries(delta.removed)} />
        {delta.renamed.length > 0 && (
          <Part
            heading="Omdøbte"
            items={delta.renamed.map((r) => ({
              key: `${r.from}→${r.to}`,
              text: (
                <>
                  {r.from} → {r.to}{' '}
                  <span className="hint">
                    ({formatMetricValue(r.fromCount)} → {formatMetricValue(r.toCount)})
                  </span>
                </>
              ),
            }))}
          />
        )}
        <Part
          heading="Ændret antal"
          items={delta.changed.map((c) => ({
            key: c.name,
            text: `${c.name}: ${formatMetricValue(c.from)} → ${formatMetricValue(c.to)}`,
          }))}
        />
      </div>
    </section>
  );
}
