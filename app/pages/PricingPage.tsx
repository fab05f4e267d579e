/** '/pricing': the subscription tiers with their price per month and uploads, in Danish kroner. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
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
      <p>
        Vælg det abonnement, der passer til din skrivning. Begge giver den fulde rapport med alle sider for hvert
        manuskript, du analyserer; forskellen er, hvor mange analyser du får om måneden. Priserne er inklusive moms.
      </p>
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
      <section className="card" aria-labelledby="pricing-terms">
        <h2 id="pricing-terms">Godt at vide</h2>
        <ul className="steps">
          <li>Hver analyse bruger én upload. En ny version af et manuskript er en ny analyse.</li>
          <li>
            Du kan opsige dit abonnement når som helst under din profil. Det stopper ved udgangen af den periode, du er
            i, og du har adgang til dine rapporter indtil da.
          </li>
          <li>Dine fakturaer finder du under din profil.</li>
          <li>
            Vil du tegne et abonnement, så skriv til <a href="mailto:support@lektor.dk">support@lektor.dk</a>, om du
            ønsker Standard eller Premium.
          </li>
        </ul>
      </section>
      {!auth.signedIn && (
        <p>
          Vil du se, hvad du får? <Link to="/trial">Se prøverapporten</Link> eller{' '}
          <Link to="/login">opret en bruger</Link>.
        </p>
      )}
    </main>
  );
});
