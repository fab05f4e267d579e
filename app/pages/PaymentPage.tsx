/** '/payment?clientReferenceId=…': records the return from the payment page, refreshes the status, goes home. */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingView } from '../components/LoadingView.tsx';
import { useStores } from '../stores/context.ts';

export function PaymentPage() {
  const { profile, session, auth, errorDialog } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const clientReferenceId = params.get('clientReferenceId');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const record = clientReferenceId ? profile.recordPaymentReturn(clientReferenceId) : Promise.resolve();
    record
      .then(() => {
        // the subscription may have changed: the status is loaded again on the way home
        if (auth.signedIn) session.reset();
      })
      .catch((error: unknown) => errorDialog.show(error))
      .finally(() => navigate('/', { replace: true }));
  }, [clientReferenceId, profile, session, auth, errorDialog, navigate]);
  return <LoadingView text="Registrerer din betaling…" />;
}
