/** '/pricing': the subscription tiers with their price per month and uploads, in Danish kroner; texts from pages.json. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { InfoPageText } from '../components/InfoPageText.tsx';
import { LoadingView } from '../components/LoadingView.tsx';
import { formatMoney } from '../format.ts';
import { useStores } from '../stores/context.ts';

export const PricingPage = observer(function PricingPage() {
  const { texts, auth, userStatus, errorDialog } = useStores();
  useEffect(() => {
    texts.loadPricing().catch((error: unknown) => errorDialog.show(error));
  }, [texts, errorDialog]);
  const currentTier = userStatus.status ? userStatus.accessLevel : undefined;
  return (
    <main className="page">
      <h1>Priser</h1>
      <InfoPageText page="pricing" sections={[0]} />
      {!texts.pricing ? (
        <LoadingView text="Henter priser…" />
      ) : (
        <ul className="pricing">
          {texts.pricing.map((tier) => (
            <li key={tier.tier} className="card pricing-tier" aria-labelledby={`tier-${tier.tier}`}>
              <h2 id={`tier-${tier.tier}`}>{tier.name}</h2>
              <p className="price">
                {formatMoney(tier.priceMinorPerMonth, tier.currency)} <span className="muted">pr. måned</span>
              </p>
              <p>{tier.uploadsPerPeriod} analyser om måneden</p>
              <p>{tier.description}</p>
              {currentTier === tier.tier && <p className="notice">Dit nuværende abonnement</p>}
            </li>
          ))}
        </ul>
      )}
      <InfoPageText page="pricing" sections={[1]} sectionClassName="card" />
      {!auth.signedIn && (
        <p>
          Vil du se, hvad du får? <Link to="/trial">Se prøverapporten</Link> eller{' '}
          <Link to="/login">opret en bruger</Link>.
        </p>
      )}
    </main>
  );
});
