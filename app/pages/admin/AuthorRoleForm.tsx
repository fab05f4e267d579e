/** The admin's change of a user's role (author, content editor, administrator); the server writes it in the history. */
import { useId, useState } from 'react';
import type { RoleChange } from '../../../schemas/api/admin.ts';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';

type AssignableRole = RoleChange['role'];
const roleChoices: { value: AssignableRole; text: string }[] = [
  { value: 'AUTHOR', text: 'Forfatter' },
  { value: 'CONTENT_EDITOR', text: 'Redaktør' },
  { value: 'ADMIN', text: 'Administrator' },
];
const assignable = (role: string): role is AssignableRole => roleChoices.some((choice) => choice.value === role);

export function AuthorRoleForm({ authorId, role }: { authorId: number; role: string }) {
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  const id = useId();
  const [chosen, setChosen] = useState<AssignableRole>(assignable(role) ? role : 'AUTHOR');
  const [changed, setChanged] = useState(false);
  if (!assignable(role)) return <p>Rollen ændres kun i databasen.</p>;
  return (
    <>
      <form
        className="filter"
        aria-label="Skift rolle"
        onSubmit={(event) => {
          event.preventDefault();
          setChanged(false);
          admin
            .changeRole(authorId, chosen)
            .then(() => setChanged(true))
            .catch((error: unknown) => errorDialog.show(error));
        }}
      >
        <label htmlFor={id}>Rolle</label>
        <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value as AssignableRole)}>
          {roleChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.text}
            </option>
          ))}
        </select>
        <button type="submit" className="button primary">
          Skift rolle
        </button>
      </form>
      {changed && (
        <p role="status" className="notice">
          Rollen er ændret.
        </p>
      )}
    </>
  );
}
