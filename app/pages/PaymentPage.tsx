/**
 * '/payment?clientReferenceId=…': the return from the payment page. It records the return and asks whether the
 * checkout is paid (only the provider's webhook activates it). Paid: the status is loaded again and the page
 * thanks the author, names the subscription and the uploads she now has, and says where the invoice is. Not paid
 * (the author cancelled, or left the payment page halfway): the page says so, and that nothing has changed. A
 * return that beat the provider's webhook asks again a few times before saying so. A visitor who is not signed in
 * goes home without a call and without an error (spec: '/payment' redirects to home).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingView } from '../components/LoadingView.tsx';
import { useLoginStateKnown } from '../routes/guards.tsx';
import { useStores } from '../stores/context.ts';
import { tierText } from './profile/ProfileSubscriptions.tsx';

/** How often, and how far apart, a return not yet paid asks again (Stripe's webhook may come a moment later). */
const CHECKS = 5;
const CHECK_INTERVAL_MS = 1500;

export const PaymentPage = observer(function PaymentPage() {
  const { profile, session, auth, userStatus, errorDialog } = useStores();
  const known = useLoginStateKnown();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  // Leaving the page stops the asking again (and its navigation home).
  const shown = useRef(true);
  const [notPaid, setNotPaid] = useState(false);
  const [paid, setPaid] = useState<{ tier: keyof typeof tierText | null } | undefined>(undefined);
  const clientReferenceId = params.get('clientReferenceId');
  const cancelled = params.get('cancelled') === '1';
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  useEffect(() => {
    if (started.current || !known) return;
    started.current = true;
    if (!clientReferenceId || !auth.signedIn) {
      navigate('/', { replace: true });
      return;
    }
    const check = async (checksLeft: number): Promise<void> => {
      const answer = await profile.recordPaymentReturn(clientReferenceId);
      if (!shown.current) return;
      if (answer.status === 'PAID') {
        // the subscription has changed: the status is loaded again for the thank-you
        session.reset();
        await session.ensureLoaded();
        if (shown.current) setPaid({ tier: answer.tier });
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
  }, [known, clientReferenceId, cancelled, profile, session, auth, errorDialog, navigate]);
  if (paid) {
    const tier = paid.tier ? `${tierText[paid.tier]}-abonnement` : 'abonnement';
    return (
      <main className="page">
        <h1>Tak for din betaling</h1>
        <p role="status">
          Dit {tier} er betalt og gælder fra i dag. Du har nu {userStatus.uploadsLeft} uploads tilbage.
        </p>
        <p>
          Fakturaen finder du under <Link to="/userprofile">din profil</Link> på fanen Fakturaer, hvor du kan hente den
          som PDF.
        </p>
        <p>
          <Link to="/overview/manuscripts">Til dine manuskripter</Link> · <Link to="/overview">Til overblikket</Link>
        </p>
      </main>
    );
  }
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
});
