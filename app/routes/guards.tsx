/**
 * Route guards: wait while the sign-in state loads (polling every 250 ms), then load the session once;
 * login, subscription (STANDARD or PREMIUM, else to /) and admin (ADMIN or DEVELOPER) guards.
 */
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingView } from '../components/LoadingView.tsx';
import { useStores } from '../stores/context.ts';

export const LOGIN_POLL_MS = 250;

/** Resolves when the sign-in state is known, checking every 250 ms. */
export function useLoginStateKnown(): boolean {
  const { auth } = useStores();
  const [known, setKnown] = useState(!auth.loading);
  useEffect(() => {
    if (known) return;
    const timer = setInterval(() => {
      if (!auth.loading) {
        setKnown(true);
        clearInterval(timer);
      }
    }, LOGIN_POLL_MS);
    return () => clearInterval(timer);
  }, [auth, known]);
  return known;
}

export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const { auth, session, errorDialog } = useStores();
  const known = useLoginStateKnown();
  const location = useLocation();
  const loaded = session.loaded;
  useEffect(() => {
    if (known && auth.signedIn && !loaded) session.ensureLoaded().catch((error: unknown) => errorDialog.show(error));
  }, [known, auth.signedIn, loaded, session, errorDialog]);
  if (!known) return <LoadingView />;
  if (!auth.signedIn) {
    return <Navigate to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (!session.loaded) return <LoadingView />;
  return children;
});

export const RequireSubscription = observer(function RequireSubscription({ children }: { children: ReactNode }) {
  const { userStatus } = useStores();
  if (!userStatus.hasSubscription && !userStatus.isAdmin) return <Navigate to="/" replace />;
  return children;
});

export const RequireAdmin = observer(function RequireAdmin({ children }: { children: ReactNode }) {
  const { userStatus } = useStores();
  if (!userStatus.isAdmin) return <Navigate to="/" replace />;
  return children;
});

export const RequireContentEditor = observer(function RequireContentEditor({ children }: { children: ReactNode }) {
  const { userStatus } = useStores();
  if (!userStatus.isContentEditor) return <Navigate to="/" replace />;
  return children;
});
