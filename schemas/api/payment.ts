/** The return from the payment page (spec §2 /payment carries clientReferenceId). */
import type { FromSchema } from 'json-schema-to-ts';

export const paymentReturnSchema = {
  $id: 'api/payment/return',
  title: 'Payment return',
  type: 'object',
  additionalProperties: false,
  required: ['clientReferenceId'],
  properties: { clientReferenceId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}$' } },
} as const;
export type PaymentReturn = FromSchema<typeof paymentReturnSchema>;
