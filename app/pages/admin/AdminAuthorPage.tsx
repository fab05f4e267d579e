/**
 * 'admin/author/:authorId': one author with role and subscriptions; change the role, grant a subscription; links to
 * history, manuscripts.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../engine/format.ts';
import { LoadingView } from '../../components/LoadingView.tsx';
import { paths } from '../../routes/paths.ts';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import { SubscriptionRows } from '../profile/ProfileSubscriptions.tsx';
import { AuthorRoleForm } from './AuthorRoleForm.tsx';

export const AdminAuthorPage = observer(function AdminAuthorPage() {
  const id = Number(useParams().authorId);
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  const ids = { tier: useId(), months: useId() };
  const [tier, setTier] = useState<'STANDARD' | 'PREMIUM'>('STANDARD');
  const [months, setMonths] = useState(1);
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    admin.loadAuthor(id).catch((error: unknown) => errorDialog.show(error));
  }, [admin, id, errorDialog]);
  const author = admin.author;
  if (!author || author.id !== id) return <LoadingView />;
  const uploadsLeft =
    author.complimentaryUploadsRemaining + author.subscriptionUploadsRemaining + author.purchasedUploadsRemaining;
  return (
    <section aria-labelledby="admin-author-heading">
      <h2 id="admin-author-heading">{author.name}</h2>
      <dl className="card facts">
        <dt>E-mail</dt>
        <dd>{author.email ?? '–'}</dd>
        <dt>Oprettet</dt>
        <dd>{formatDate(author.created)}</dd>
        <dt>Uploads tilbage</dt>
        <dd>{uploadsLeft}</dd>
        <dt>Manuskripter</dt>
        <dd>
          <Link to={paths.adminAuthorManuscripts(author.id)}>{author.manuscriptCount} manuskripter</Link>
        </dd>
      </dl>
      <p>
        <Link to={paths.adminAuthorHistory(author.id)}>Se historik</Link>
      </p>
      <h3>Rolle</h3>
      <AuthorRoleForm authorId={author.id} role={author.role} />
      <h3>Abonnementer</h3>
      {author.subscriptions.length === 0 ? (
        <p>Ingen abonnementer.</p>
      ) : (
        <SubscriptionRows items={author.subscriptions} />
      )}
      <form
        className="filter"
        aria-label="Tildel abonnement"
        onSubmit={(event) => {
          event.preventDefault();
          setGranted(false);
          admin
            .grantSubscription(author.id, { tier, months })
            .then(() => setGranted(true))
            .catch((error: unknown) => errorDialog.show(error));
        }}
      >
        <label htmlFor={ids.tier}>Abonnement</label>
        <select id={ids.tier} value={tier} onChange={(e) => setTier(e.target.value as 'STANDARD' | 'PREMIUM')}>
          <option value="STANDARD">Standard</option>
          <option value="PREMIUM">Premium</option>
        </select>
        <label htmlFor={ids.months}>Måneder</label>
        <input
          id={ids.months}
          type="number"
          min={1}
          max={36}
          value={months}
          onChange={(e) => setMonths(Math.min(36, Math.max(1, Number(e.target.value) || 1)))}
        />
        <button type="submit" className="button primary">
          Tildel abonnement
        </button>
      </form>
      {granted && (
        <p role="status" className="notice">
          Abonnementet er tildelt.
        </p>
      )}
    </section>
  );
});
