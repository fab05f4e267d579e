/**
 * '/pricing': the subscription tiers with their price per month and uploads (configuration on the server), in
 * Danish kroner, each with a button that starts a checkout at the payment provider (signed out: sign up first).
 * The introduction and 'Godt at vide' are pages.json 'pricing' (content store).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { InfoPageText } from '../components/InfoPageText.tsx';
import { LoadingView } from '../components/LoadingView.tsx';
import { formatMoney } from '../format.ts';
import { useLoginStateKnown } from '../routes/guards.tsx';
import { useStores } from '../stores/context.ts';

type Tier = 'STANDARD' | 'PREMIUM';

export const PricingPage = observer(function PricingPage() {
  const { texts, auth, session, userStatus, profile, errorDialog } = useStores();
  const known = useLoginStateKnown();
  useEffect(() => {
    texts.loadPricing().catch((error: unknown) => errorDialog.show(error));
  }, [texts, errorDialog]);
  // Back from the payment page, the browser may show this page as it was left: waiting for the checkout.
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) profile.checkoutLeft();
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, [profile]);
  // The buttons depend on the author's current tier.
  useEffect(() => {
    if (known && auth.signedIn) session.ensureLoaded().catch((error: unknown) => errorDialog.show(error));
  }, [known, auth.signedIn, session, errorDialog]);
  const currentTier = userStatus.status ? userStatus.accessLevel : undefined;
  const buy = (tier: Tier) => {
    profile
      .startCheckout(tier)
      .then((checkout) => window.location.assign(checkout.checkoutUrl))
      .catch((error: unknown) => errorDialog.show(error));
  };
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
              {currentTier === tier.tier ? (
                <p className="notice">Dit nuværende abonnement</p>
              ) : auth.signedIn ? (
                <button
                  type="button"
                  className="button primary"
                  disabled={profile.checkoutTier !== null}
                  aria-describedby={`tier-${tier.tier}`}
                  onClick={() => buy(tier.tier)}
                >
                  {profile.checkoutTier === tier.tier
                    ? 'Sender dig til betaling…'
                    : `${currentTier === 'STANDARD' || currentTier === 'PREMIUM' ? 'Skift til' : 'Køb'} ${tier.name}`}
                </button>
              ) : (
                <Link className="button primary" to={`/login?signup=1&returnTo=${encodeURIComponent('/pricing')}`}>
                  Opret bruger og køb {tier.name}
                </Link>
              )}
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
