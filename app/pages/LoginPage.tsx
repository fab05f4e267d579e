/**
 * '/login' reached inside the app (a guard's redirect, a link; a document opened at '/login' is the small page of
 * its own, login-main.ts): signed in already → '/'; otherwise starts the sign-in at the identity provider
 * ('/login?signup=1': at its registration, for 'Opret bruger').
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../api/api-error.ts';
import { PROVIDER_UNAVAILABLE } from '../auth/begin-sign-in.ts';
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
    if (!known || auth.signedIn) return;
    auth.signIn(returnTo, signUp).catch((error: unknown) => {
      // The sign-in begins by reading the provider's discovery document: a failure is the provider not answering.
      console.error('the sign-in could not begin', error);
      errorDialog.show(new ApiRequestError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE));
    });
  }, [known, auth, returnTo, signUp, errorDialog]);
  if (known && auth.signedIn) return <Navigate to="/" replace />;
  return <LoadingView text="Sender dig til login…" />;
});
