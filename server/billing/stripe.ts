/**
 * Stripe as payment provider, through its REST API with fetch (no SDK): a Checkout Session in subscription mode
 * per order, carrying the order's client_reference_id; webhooks are verified with STRIPE_WEBHOOK_SECRET.
 */
import { billingErrors } from '../errors.ts';
import type { CheckoutOrder, PaymentProvider } from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a stand-in in tests. */
  apiUrl: string;
}

/** Stripe's form encoding of a flat list of fields (nested names written out: line_items[0][quantity]). */
function form(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
}

export function stripeProvider({ secretKey, webhookSecret, apiUrl }: StripeOptions): PaymentProvider {
  const post = async (path: string, fields: Record<string, string | number>) => {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form(fields),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw billingErrors.paymentProviderFailed();
    }
    if (!response.ok) throw billingErrors.paymentProviderFailed();
    return (await response.json()) as Record<string, unknown>;
  };

  return {
    name: 'stripe',
    webhookSecret,
    async createCheckout(order: CheckoutOrder) {
      const session = await post('/v1/checkout/sessions', {
        mode: 'subscription',
        locale: 'da',
        client_reference_id: order.clientReferenceId,
        customer_email: order.customerEmail,
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
        'line_items[0][quantity]': 1,
        'line_items[0][price_data][currency]': 'dkk',
        'line_items[0][price_data][unit_amount]': order.priceMinorPerMonth,
        'line_items[0][price_data][tax_behavior]': 'inclusive',
        'line_items[0][price_data][recurring][interval]': 'month',
        'line_items[0][price_data][product_data][name]': `Lektør ${order.tierName}`,
        'metadata[tier]': order.tier,
        'subscription_data[metadata][tier]': order.tier,
      });
      if (typeof session.url !== 'string') throw billingErrors.paymentProviderFailed();
      return { checkoutUrl: session.url };
    },
    async cancelAtPeriodEnd(providerSubscriptionId: string) {
      await post(`/v1/subscriptions/${encodeURIComponent(providerSubscriptionId)}`, { cancel_at_period_end: 'true' });
    },
  };
}
