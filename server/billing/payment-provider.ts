/**
 * The payment provider behind 'Køb' on the pricing page. Two implementations: Stripe (server/billing/stripe.ts,
 * when STRIPE_SECRET_KEY is set) and the built-in test checkout (server/billing/test-checkout.ts, the default).
 * Both send the author to a checkout page that returns to /payment?clientReferenceId=…, and both report a paid
 * checkout by a signed webhook event to POST /api/payment/webhook (server/billing/webhook.ts).
 */
import type { Tier } from './tiers.ts';

export interface CheckoutOrder {
  clientReferenceId: string;
  tier: Tier;
  /** The tier's name as the pricing page shows it. */
  tierName: string;
  priceMinorPerMonth: number;
  customerEmail: string;
  /** Where the checkout page sends the author after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** The secret webhook events are signed with. */
  readonly webhookSecret: string;
  /** Creates the provider's checkout for an order; answers the page the author is sent to. */
  createCheckout(order: CheckoutOrder): Promise<{ checkoutUrl: string }>;
  /** Asks the provider to stop charging after the current period (a subscription it knows by id). */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
}

/**
 * The part of a provider's webhook event Lektør reads (Stripe's event shape): a paid checkout
 * (`checkout.session.completed` with client_reference_id and, for Stripe, the subscription id) or a subscription
 * the provider ended (`customer.subscription.deleted`). Other types are acknowledged and ignored.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  data: {
    object: {
      id?: string;
      client_reference_id?: string | null;
      subscription?: string | null;
      payment_status?: string;
    };
  };
}
