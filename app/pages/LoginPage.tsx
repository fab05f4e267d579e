/** '/login': signed in already → '/'; otherwise starts the sign-in at the identity provider. */
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
  useEffect(() => {
    if (known && !auth.signedIn) auth.signIn(returnTo).catch((error: unknown) => errorDialog.show(error));
  }, [known, auth, returnTo, errorDialog]);
  if (known && auth.signedIn) return <Navigate to="/" replace />;
  return <LoadingView text="Sender dig til login…" />;
});
