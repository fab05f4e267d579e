/**
 * Webhook signatures as Stripe makes them: the header `Stripe-Signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256 of `<t>.<raw body>` with the webhook secret. An event is believed only when one v1 matches and t is
 * within five minutes of the receiver's clock (an old captured event cannot be replayed later).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The header value for a payload signed at `now`. */
export function signatureHeader(payload: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Why a signature is refused, or undefined when it holds. */
export function signatureProblem(
  header: string | undefined,
  payload: string,
  secret: string,
  now = new Date(),
): 'missing' | 'mismatch' | 'stale' | undefined {
  if (!header) return 'missing';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) return 'missing';
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return undefined;
}
