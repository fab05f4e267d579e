/**
 * '/': to /overview with a subscription (or for an admin), to the editor ('/redaktion') for a content editor without
 * one, otherwise to the pricing page.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { LoadingView } from '../components/LoadingView.tsx';
import { useLoginStateKnown } from '../routes/guards.tsx';
import { useStores } from '../stores/context.ts';

export const HomeRedirect = observer(function HomeRedirect() {
  const { auth, session, userStatus, errorDialog } = useStores();
  const known = useLoginStateKnown();
  useEffect(() => {
    if (known && auth.signedIn) session.ensureLoaded().catch((error: unknown) => errorDialog.show(error));
  }, [known, auth.signedIn, session, errorDialog]);
  if (!known || (auth.signedIn && !session.loaded)) return <LoadingView />;
  const target = !auth.signedIn
    ? '/pricing'
    : userStatus.hasSubscription || userStatus.isAdmin
      ? '/overview'
      : userStatus.isContentEditor
        ? '/redaktion'
        : '/pricing';
  return <Navigate to={target} replace />;
});
