/**
 * A table of manuscripts as the lists show them: title (a link when it may be opened), optionally the author,
 * genre, audience, upload date and the analysis status; each row carries its id and status for the tests and the
 * live updates.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../engine/format.ts';
import type { Manuscript } from '../../schemas/api/manuscripts.ts';
import { DataTable } from './DataTable.tsx';
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

export function ManuscriptTable<M extends Row>({
  manuscripts,
  href,
  author,
  statusOf = (m) => m,
  afterStatus,
}: ManuscriptTableProps<M>) {
  return (
    <DataTable
      items={manuscripts}
      rowKey={(m) => m.id}
      rowAttributes={(m) => ({ 'data-manuscript-id': m.id, 'data-status': statusOf(m).status })}
      columns={[
        {
          name: 'Titel',
          cell: (m) => {
            const link = href?.(m);
            return link ? <Link to={link}>{m.title}</Link> : m.title;
          },
        },
        author !== undefined && { name: 'Forfatter', cell: author },
        { name: 'Genre', cell: (m) => m.genre },
        { name: 'Målgruppe', cell: (m) => m.audience },
        { name: 'Uploadet', cell: (m) => formatDate(m.created) },
        {
          name: 'Status',
          cell: (m) => (
            <>
              <ManuscriptStatus manuscript={statusOf(m)} />
              {afterStatus?.(m)}
            </>
          ),
        },
      ]}
    />
  );
}
