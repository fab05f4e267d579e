/** '/callback': completes the sign-in, then goes to '/' (or where the author was going, path and query). */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingView } from '../components/LoadingView.tsx';
import { useStores } from '../stores/context.ts';

export function CallbackPage() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    auth
      .completeSignIn()
      // Only a path of this app: never another origin ('//host').
      .then((returnTo) =>
        navigate(returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/', { replace: true }),
      )
      .catch((error: unknown) => {
        console.error('sign-in callback failed', error);
        setFailed(true);
      });
  }, [auth, navigate]);
  if (failed) {
    return (
      <main className="page">
        <h1>Login mislykkedes</h1>
        <p>
          Vi kunne ikke gennemføre dit login. <Link to="/login">Prøv igen</Link>.
        </p>
      </main>
    );
  }
  return <LoadingView text="Logger ind…" />;
}
