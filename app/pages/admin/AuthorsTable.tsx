/** A table of authors (admin/authors and admin/newusers). */
import { Link } from 'react-router';
import { formatDate } from '../../../engine/format.ts';
import { paths } from '../../routes/paths.ts';
import type { AdminAuthorRow } from '../../stores/AdminStore.ts';
import { knownAccessLevel, knownRole } from '../../stores/user-info.ts';

const accessText = { NONE: 'Intet', STANDARD: 'Standard', PREMIUM: 'Premium' } as const;
const roleText = { AUTHOR: 'Forfatter', ADMIN: 'Admin', DEVELOPER: 'Udvikler', CONTENT_EDITOR: 'Redaktør' } as const;

export function AuthorsTable({ authors }: { authors: readonly AdminAuthorRow[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Navn</th>
          <th scope="col">E-mail</th>
          <th scope="col">Rolle</th>
          <th scope="col">Abonnement</th>
          <th scope="col">Oprettet</th>
          <th scope="col">Manuskripter</th>
        </tr>
      </thead>
      <tbody>
        {authors.map((a) => (
          <tr key={a.id} data-author-id={a.id}>
            <td>
              <Link to={paths.adminAuthor(a.id)}>{a.name}</Link>
            </td>
            <td>{a.email ?? '–'}</td>
            <td>{roleText[knownRole(a.role)]}</td>
            <td>{accessText[knownAccessLevel(a.accessLevel)]}</td>
            <td>{formatDate(a.created)}</td>
            <td>
              <Link
                to={paths.adminAuthorManuscripts(a.id)}
                aria-label={`${a.manuscriptCount} manuskripter af ${a.name}`}
              >
                {a.manuscriptCount}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
