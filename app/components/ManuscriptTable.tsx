/**
 * A table of manuscripts as the lists show them: title (a link when it may be opened), optionally the author,
 * genre, audience, upload date and the analysis status; each row carries its id and status for the tests and the
 * live updates.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../engine/format.ts';
import type { Manuscript } from '../../schemas/api/manuscripts.ts';
import { ManuscriptStatus } from './ManuscriptStatus.tsx';

type Row = Pick<
  Manuscript,
  'id' | 'title' | 'genre' | 'audience' | 'created' | 'status' | 'progress' | 'failureReason'
>;

export interface ManuscriptTableProps<M extends Row> {
  manuscripts: readonly M[];
  /** Where the title leads; none: the title is plain text. */
  href?: (manuscript: M) => string | undefined;
  /** The author column, for the admin's list of everyone's manuscripts. */
  author?: (manuscript: M) => ReactNode;
  /** The status as it is now (a running analysis' progress stream), by default the row's own. */
  statusOf?: (manuscript: M) => Pick<Manuscript, 'status' | 'progress' | 'failureReason'>;
  /** What follows the status in its cell (e.g. 'Upload igen' after a failure). */
  afterStatus?: (manuscript: M) => ReactNode;
}

function ManuscriptTableView<M extends Row>({
  manuscripts,
  href,
  author,
  statusOf = (m) => m,
  afterStatus,
}: ManuscriptTableProps<M>) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Titel</th>
          {author && <th scope="col">Forfatter</th>}
          <th scope="col">Genre</th>
          <th scope="col">Målgruppe</th>
          <th scope="col">Uploadet</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {manuscripts.map((m) => {
          const link = href?.(m);
          const status = statusOf(m);
          return (
            <tr key={m.id} data-manuscript-id={m.id} data-status={status.status}>
              <td>{link ? <Link to={link}>{m.title}</Link> : m.title}</td>
              {author && <td>{author(m)}</td>}
              <td>{m.genre}</td>
              <td>{m.audience}</td>
              <td>{formatDate(m.created)}</td>
              <td>
                <ManuscriptStatus manuscript={status} />
                {afterStatus?.(m)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export const ManuscriptTable = observer(ManuscriptTableView) as <M extends Row>(
  props: ManuscriptTableProps<M>,
) => ReactNode;
