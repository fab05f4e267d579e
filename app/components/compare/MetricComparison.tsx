/**
 * The metrics of two revisions side by side: each value with its band, the change as an arrow and a number,
 * and whether it moves towards green ('bedre', 'dårligere', …), in words as well as colour.
 */
import { RagLabel } from '../../../engine/react/index.ts';
import {
  type Band,
  changeText,
  formatChangeSize,
  formatMetricValue,
  type MetricRow,
  verdictText,
  verdictTone,
} from '../../compare/metrics.ts';
import { DataTable } from '../DataTable.tsx';

function ValueCell({ value, band }: { value: number; band: Band | undefined }) {
  return (
    <>
      <span className="compare-value">{formatMetricValue(value)}</span>
      {band ? <RagLabel rag={band.rag} text={band.text} /> : null}
    </>
  );
}

/** What the arrow says, for a screen reader: 'steget med 3,2', 'faldet med 1', 'uændret'. */
function changeLabel(change: number): string {
  if (change === 0) return 'uændret';
  return `${change > 0 ? 'steget' : 'faldet'} med ${formatChangeSize(Math.abs(change))}`;
}

export function MetricComparison({ rows }: { rows: readonly MetricRow[] }) {
  if (rows.length === 0) {
    return <p className="notice">Ingen af målene har en værdi i begge versioner.</p>;
  }
  return (
    // A narrow screen scrolls the table sideways; the region is focusable so keyboards can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label="Målene side om side" tabIndex={0}>
      <DataTable
        className="compare-metrics"
        caption="Målene side om side"
        captionShown
        items={rows}
        rowKey={(row) => row.metric.id}
        rowAttributes={(row) => ({ 'data-metric': row.metric.uniqueName, 'data-verdict': row.verdict })}
        columns={[
          { name: 'Mål', rowHeader: true, cell: (row) => row.metric.name },
          { name: 'Forrige version', cell: (row) => <ValueCell value={row.from} band={row.fromBand} /> },
          { name: 'Denne version', cell: (row) => <ValueCell value={row.to} band={row.toBand} /> },
          {
            name: 'Ændring',
            cell: (row) => (
              <>
                <span aria-hidden="true">{changeText(row.change)}</span>
                <span className="visually-hidden">{changeLabel(row.change)}</span>
              </>
            ),
          },
          {
            name: 'Vurdering',
            cell: (row) => (
              <span className={`compare-verdict compare-${verdictTone[row.verdict]}`}>{verdictText[row.verdict]}</span>
            ),
          },
        ]}
      />
    </section>
  );
}
