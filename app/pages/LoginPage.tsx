/**
 * '/login': signed in already → '/'; otherwise starts the sign-in at the identity provider ('/login?signup=1':
 * at its registration, for 'Opret bruger').
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingView } from '../components/LoadingView.tsx';
import { useLoginStateKnown } from '../routes/guards.tsx';
import { useStores } from '../stores/context.ts';

export const LoginPage = observer(function LoginPage() {
  const { auth, errorDialog } = useStores();
  const known = useLoginStateKnown();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo') ?? undefined;
  const signUp = params.get('signup') === '1';
  useEffect(() => {
    if (known && !auth.signedIn) auth.signIn(returnTo, signUp).catch((error: unknown) => errorDialog.show(error));
  }, [known, auth, returnTo, signUp, errorDialog]);
  if (known && auth.signedIn) return <Navigate to="/" replace />;
  return <LoadingView text="Sender dig til login…" />;
});
