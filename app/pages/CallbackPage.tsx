/**
 * '/callback': completes the sign-in (and tells the server, which may refuse it with a Danish reason: an e-mail the
 * provider has not verified, an account the operator must link), then goes to '/' (or where the author was going).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../api/api-error.ts';
import { LoadingView } from '../components/LoadingView.tsx';
import { useStores } from '../stores/context.ts';

export function CallbackPage() {
  const root = useStores();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | false>(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    root
      .completeSignIn()
      // Only a path of this app: never another origin ('//host').
      .then((returnTo) =>
        navigate(returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/', { replace: true }),
      )
      .catch((error: unknown) => {
        console.error('sign-in callback failed', error);
        setFailed(error instanceof ApiRequestError && error.status !== 0 ? error.message : '');
      });
  }, [root, navigate]);
  if (failed !== false) {
    return (
      <main className="page">
        <h1>Login mislykkedes</h1>
        {failed && <p role="alert">{failed}</p>}
        <p>
          Vi kunne ikke gennemføre dit login. <Link to="/login">Prøv igen</Link>.
        </p>
      </main>
    );
  }
  return <LoadingView text="Logger ind…" />;
}
