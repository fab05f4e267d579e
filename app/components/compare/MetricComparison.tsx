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

function ValueCell({ value, band }: { value: number; band: Band | undefined }) {
  return (
    <td>
      <span className="compare-value">{formatMetricValue(value)}</span>
      {band ? <RagLabel rag={band.rag} text={band.text} /> : null}
    </td>
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
      <table className="table compare-metrics">
        <caption>Målene side om side</caption>
        <thead>
          <tr>
            <th scope="col">Mål</th>
            <th scope="col">Forrige version</th>
            <th scope="col">Denne version</th>
            <th scope="col">Ændring</th>
            <th scope="col">Vurdering</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.metric.id} data-metric={row.metric.uniqueName} data-verdict={row.verdict}>
              <th scope="row">{row.metric.name}</th>
              <ValueCell value={row.from} band={row.fromBand} />
              <ValueCell value={row.to} band={row.toBand} />
              <td>
                <span aria-hidden="true">{changeText(row.change)}</span>
                <span className="visually-hidden">{changeLabel(row.change)}</span>
              </td>
              <td>
                <span className={`compare-verdict compare-${verdictTone[row.verdict]}`}>
                  {verdictText[row.verdict]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
