/** One named list of two revisions: what is new ('Nye'), what is gone ('Fjernede') and the counts that changed. */
import { useId } from 'react';
import type { ListDelta, ListEntry } from '../../compare/lists.ts';
import { formatMetricValue } from '../../compare/metrics.ts';

function Entries({ heading, entries }: { heading: string; entries: readonly ListEntry[] }) {
  const id = useId();
  return (
    <div className="compare-list-part">
      <h4 id={id}>
        {heading} ({entries.length})
      </h4>
      {entries.length === 0 ? (
        <p className="hint">Ingen.</p>
      ) : (
        <ul aria-labelledby={id}>
          {entries.map((e) => (
            <li key={e.name}>
              {e.name} <span className="hint">({formatMetricValue(e.count)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ListComparison({ title, delta }: { title: string; delta: ListDelta }) {
  const id = useId();
  const changedId = useId();
  return (
    <section className="compare-list" aria-labelledby={id} data-list={title}>
      <h3 id={id}>{title}</h3>
      <div className="compare-list-parts">
        <Entries heading="Nye" entries={delta.added} />
        <Entries heading="Fjernede" entries={delta.removed} />
        <div className="compare-list-part">
          <h4 id={changedId}>Ændret antal ({delta.changed.length})</h4>
          {delta.changed.length === 0 ? (
            <p className="hint">Ingen.</p>
          ) : (
            <ul aria-labelledby={changedId}>
              {delta.changed.map((c) => (
                <li key={c.name}>
                  {c.name}: {formatMetricValue(c.from)} → {formatMetricValue(c.to)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
