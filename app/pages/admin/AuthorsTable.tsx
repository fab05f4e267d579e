/** A table of authors (admin/authors and admin/newusers). */
import { Link } from 'react-router';
import { formatDate } from '../../../engine/format.ts';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { paths } from '../../routes/paths.ts';
import type { AdminAuthorRow } from '../../stores/AdminStore.ts';
import { knownAccessLevel, knownRole } from '../../stores/user-info.ts';

const accessText = { NONE: 'Intet', STANDARD: 'Standard', PREMIUM: 'Premium' } as const;
const roleText = { AUTHOR: 'Forfatter', ADMIN: 'Admin', DEVELOPER: 'Udvikler', CONTENT_EDITOR: 'Redaktør' } as const;

const columns: Column<AdminAuthorRow>[] = [
  { name: 'Navn', cell: (a) => <Link to={paths.adminAuthor(a.id)}>{a.name}</Link> },
  { name: 'E-mail', cell: (a) => a.email ?? '–' },
  { name: 'Rolle', cell: (a) => roleText[knownRole(a.role)] },
  { name: 'Abonnement', cell: (a) => accessText[knownAccessLevel(a.accessLevel)] },
  { name: 'Oprettet', cell: (a) => formatDate(a.created) },
  {
    name: 'Manuskripter',
    cell: (a) => (
      <Link to={paths.adminAuthorManuscripts(a.id)} aria-label={`${a.manuscriptCount} manuskripter af ${a.name}`}>
        {a.manuscriptCount}
      </Link>
    ),
  },
];

export function AuthorsTable({ authors }: { authors: readonly AdminAuthorRow[] }) {
  return (
    <DataTable
      columns={columns}
      items={authors}
      rowKey={(a) => a.id}
      rowAttributes={(a) => ({ 'data-author-id': a.id })}
    />
  );
}
