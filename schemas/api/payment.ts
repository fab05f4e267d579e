/**
 * Payment: a checkout the signed-in author starts (its clientReferenceId goes with them to the payment page) and
 * the return from the payment page (spec §2 /payment carries clientReferenceId).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { isoDateTime, nullable, subscriptionTiers } from './common.ts';

const clientReferenceId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}$' } as const;

export const paymentReturnSchema = {
  $id: 'api/payment/return',
  title: 'Payment return',
  type: 'object',
  additionalProperties: false,
  required: ['clientReferenceId'],
  properties: { clientReferenceId },
} as const;
export type PaymentReturn = FromSchema<typeof paymentReturnSchema>;

export const checkoutRequestSchema = {
  $id: 'api/payment/checkout-request',
  title: 'Checkout request',
  type: 'object',
  additionalProperties: false,
  required: ['tier'],
  properties: { tier: { type: 'string', enum: subscriptionTiers } },
} as const;
export type CheckoutRequest = FromSchema<typeof checkoutRequestSchema>;

/**
 * A started checkout: the app sends the author to `checkoutUrl` (Stripe's page, or the built-in test checkout),
 * which returns to /payment with this clientReferenceId until `expiresAt`.
 */
export const checkoutSchema = {
  $id: 'api/payment/checkout',
  title: 'Checkout',
  type: 'object',
  additionalProperties: false,
  required: ['clientReferenceId', 'tier', 'expiresAt', 'checkoutUrl'],
  properties: {
    clientReferenceId,
    tier: { type: 'string', enum: subscriptionTiers },
    expiresAt: isoDateTime,
    checkoutUrl: { type: 'string', pattern: '^https?://\\S+$', maxLength: 2000 },
  },
} as const;
export type Checkout = FromSchema<typeof checkoutSchema>;

/**
 * The answer to a payment return: PAID once the provider's webhook has activated the checkout's subscription,
 * OPEN while it has not (the checkout was abandoned, or the webhook is still on its way).
 */
export const paymentReturnAnswerSchema = {
  $id: 'api/payment/return-answer',
  title: 'Payment return answer',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'tier'],
  properties: {
    status: { type: 'string', enum: ['PAID', 'OPEN'] },
    tier: { ...nullable({ type: 'string', enum: subscriptionTiers }), description: "The checkout's tier, if known." },
  },
} as const;
export type PaymentReturnAnswer = FromSchema<typeof paymentReturnAnswerSchema>;

/**
 * A payment provider's webhook event (Stripe's shape; the built-in test checkout sends the same). Only the
 * fields read are described: the rest of a Stripe event is let through. Signed: see server/billing/webhook.ts.
 */
export const paymentEventSchema = {
  $id: 'api/payment/webhook-event',
  title: 'Payment webhook event',
  type: 'object',
  required: ['id', 'type', 'data'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 255 },
    type: { type: 'string', minLength: 1, maxLength: 255 },
    data: {
      type: 'object',
      required: ['object'],
      properties: {
        object: {
          type: 'object',
          properties: {
            id: { type: 'string', maxLength: 255 },
            client_reference_id: { type: ['string', 'null'], maxLength: 255 },
            subscription: { type: ['string', 'null'], maxLength: 255 },
            payment_status: { type: 'string', maxLength: 50 },
          },
        },
      },
    },
  },
} as const;
