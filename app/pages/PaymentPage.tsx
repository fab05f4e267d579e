/**
 * '/payment?clientReferenceId=…': the return from the payment page. It records the return and asks whether the
 * checkout is paid (only the provider's webhook activates it). Paid: the status is loaded again and the author
 * goes home. Not paid (the author cancelled, or left the payment page halfway): the page says so, and that
 * nothing has changed. A return that beat the provider's webhook asks again a few times before saying so.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingView } from '../components/LoadingView.tsx';
import { useStores } from '../stores/context.ts';

/** How often, and how far apart, a return not yet paid asks again (Stripe's webhook may come a moment later). */
const CHECKS = 5;
const CHECK_INTERVAL_MS = 1500;

export function PaymentPage() {
  const { profile, session, auth, errorDialog } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  // Leaving the page stops the asking again (and its navigation home).
  const shown = useRef(true);
  const [notPaid, setNotPaid] = useState(false);
  const clientReferenceId = params.get('clientReferenceId');
  const cancelled = params.get('cancelled') === '1';
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!clientReferenceId) {
      navigate('/', { replace: true });
      return;
    }
    const check = async (checksLeft: number): Promise<void> => {
      const answer = await profile.recordPaymentReturn(clientReferenceId);
      if (!shown.current) return;
      if (answer.status === 'PAID') {
        // the subscription has changed: the status is loaded again on the way home
        if (auth.signedIn) session.reset();
        navigate('/', { replace: true });
        return;
      }
      if (cancelled || checksLeft <= 1) {
        setNotPaid(true);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
      return check(checksLeft - 1);
    };
    check(CHECKS).catch((error: unknown) => {
      errorDialog.show(error);
      navigate('/', { replace: true });
    });
  }, [clientReferenceId, cancelled, profile, session, auth, errorDialog, navigate]);
  if (!notPaid) return <LoadingView text="Registrerer din betaling…" />;
  return (
    <main className="page">
      <h1>Betalingen blev ikke gennemført</h1>
      <p role="status">
        Du har ikke betalt noget, og dit abonnement er ikke ændret. Når du er klar, kan du vælge et abonnement igen på
        prissiden.
      </p>
      <p>
        <Link to="/pricing">Til priserne</Link> · <Link to="/">Til forsiden</Link>
      </p>
    </main>
  );
}
