/** The author's manuscripts: a paged list with the status of each analysis. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ManuscriptTable } from '../components/ManuscriptTable.tsx';
import { Pager } from '../components/Pager.tsx';
import { paths } from '../routes/paths.ts';
import { useStores } from '../stores/context.ts';
import type { PagedList } from '../stores/PagedList.ts';

export const ManuscriptsPage = observer(function ManuscriptsPage() {
  const { manuscripts, liveManuscripts, userStatus, errorDialog, upload } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  const list = manuscripts.list;
  useEffect(() => {
    list.load().catch((error: unknown) => errorDialog.show(error));
  }, [list, errorDialog]);
  // Rows of running analyses follow their progress stream while the list is on screen.
  const page = list.current;
  useEffect(() => {
    if (page) liveManuscripts.sync();
  }, [page, liveManuscripts]);
  useEffect(() => () => liveManuscripts.stop(), [liveManuscripts]);
  if (!list.current) return <p role="status">Indlæser manuskripter…</p>;
  if (list.total === 0) return <p>Du har ikke uploadet nogen manuskripter endnu.</p>;
  const canOpen = userStatus.hasSubscription || userStatus.isAdmin;
  return (
    <section aria-labelledby="manuscripts-heading">
      <h2 id="manuscripts-heading">Manuskripter</h2>
      {!canOpen && (
        <p className="notice">
          Du skal have et abonnement for at se rapporterne. <Link to="/pricing">Se priserne</Link>.
        </p>
      )}
      <ManuscriptTable
        manuscripts={list.items}
        href={(m) => (canOpen ? `${paths.manuscript(m.id)}/dashboard` : undefined)}
        statusOf={(m) => liveManuscripts.lifecycleOf(m)}
        afterStatus={(m) =>
          liveManuscripts.lifecycleOf(m).status === 'failed' && (
            <button
              type="button"
              className="button small"
              aria-label={`Upload »${m.title}« igen`}
              onClick={() => upload.open({ title: m.title, genreId: m.genreId, audienceId: m.audienceId })}
            >
              Upload igen
            </button>
          )
        }
      />
      <Pager list={list as PagedList<unknown>} label="Sider med manuskripter" onError={onError} />
    </section>
  );
});
