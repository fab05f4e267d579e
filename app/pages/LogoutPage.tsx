/** '/logout': clears user info and rules and signs out, back to the origin. */
import { useEffect, useRef } from 'react';
import { LoadingView } from '../components/LoadingView.tsx';
import { useStores } from '../stores/context.ts';

export function LogoutPage() {
  const root = useStores();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    root.signOut().catch((error: unknown) => {
      console.error('sign-out failed', error);
      window.location.assign('/');
    });
  }, [root]);
  return <LoadingView text="Logger ud…" />;
}
