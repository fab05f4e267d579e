/**
 * Payment: a checkout the signed-in author starts (its clientReferenceId goes with them to the payment page) and
 * the return from the payment page (spec §2 /payment carries clientReferenceId).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { isoDateTime, subscriptionTiers } from './common.ts';

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

/** A started checkout: the payment page returns with this clientReferenceId until `expiresAt`. */
export const checkoutSchema = {
  $id: 'api/payment/checkout',
  title: 'Checkout',
  type: 'object',
  additionalProperties: false,
  required: ['clientReferenceId', 'tier', 'expiresAt'],
  properties: {
    clientReferenceId,
    tier: { type: 'string', enum: subscriptionTiers },
    expiresAt: isoDateTime,
  },
} as const;
export type Checkout = FromSchema<typeof checkoutSchema>;
