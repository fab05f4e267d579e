import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { addMonths } from './subscriptions.ts';
import { defaultTierTable, tierTableFromEnv, vatOf } from './tiers.ts';
import { signatureHeader, signatureProblem } from './webhook-signature.ts';

describe('webhook signatures (Stripe-Signature: t=…,v1=HMAC-SHA256 of t.body)', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  const body = '{"id":"evt_1","type":"checkout.session.completed"}';

  it('a header made with the secret holds, at the time it was made and up to five minutes from it', () => {
    const header = signatureHeader(body, 'whsec_a', now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureProblem(header, body, 'whsec_a', now)).toBeUndefined();
    expect(signatureProblem(header, body, 'whsec_a', new Date(now.getTime() + 299_000))).toBeUndefined();
  });

  it('another secret, another body, no header, a broken header or an old one are refused', () => {
    const header = signatureHeader(body, 'whsec_a', now);
    expect(signatureProblem(header, body, 'whsec_b', now)).toBe('mismatch');
    expect(signatureProblem(header, `${body} `, 'whsec_a', now)).toBe('mismatch');
    expect(signatureProblem(undefined, body, 'whsec_a', now)).toBe('missing');
    expect(signatureProblem('t=abc,v1=00', body, 'whsec_a', now)).toBe('missing');
    expect(signatureProblem('v1=00', body, 'whsec_a', now)).toBe('missing');
    expect(signatureProblem(header, body, 'whsec_a', new Date(now.getTime() + 301_000))).toBe('stale');
  });

  it('one matching v1 among several holds (Stripe signs with old and new secrets while they are rolled)', () => {
    const good = signatureHeader(body, 'whsec_new', now);
    const [t, v1] = good.split(',');
    expect(signatureProblem(`${t},v1=${'0'.repeat(64)},${v1}`, body, 'whsec_new', now)).toBeUndefined();
  });
});

describe('tiers, moms and periods', () => {
  it('moms is a fifth of a price that includes 25 % VAT, in whole øre', () => {
    expect(vatOf(14_900)).toBe(2_980);
    expect(vatOf(29_900)).toBe(5_980);
    expect(vatOf(12_345)).toBe(2_469);
    expect(vatOf(0)).toBe(0);
  });

  it('prices and uploads per tier come from the environment, with the defaults otherwise', () => {
    expect(tierTableFromEnv({})).toEqual(defaultTierTable);
    expect(configFromEnv({ TIER_PREMIUM_PRICE_MINOR: '39900', TIER_STANDARD_UPLOADS: '12' }).tiers).toEqual({
      STANDARD: { priceMinorPerMonth: 14_900, uploadsPerPeriod: 12 },
      PREMIUM: { priceMinorPerMonth: 39_900, uploadsPerPeriod: 50 },
    });
    expect(() => tierTableFromEnv({ TIER_STANDARD_PRICE_MINOR: '149,00' })).toThrow(
      "TIER_STANDARD_PRICE_MINOR must be a whole number ≥ 0, not '149,00'",
    );
  });

  it('a month on is the same day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-25T08:00:00Z'), 1).toISOString()).toBe('2026-12-25T08:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T08:00:00Z'), 3).toISOString()).toBe('2027-03-15T08:00:00.000Z');
  });
});

describe('mail and payment configuration', () => {
  it('SMTP_URL, or SMTP_HOST with port, user and password; none: the outbox', () => {
    expect(configFromEnv({}).mail).toEqual({ smtpUrl: undefined, from: 'Lektør <noreply@lektor.dk>' });
    expect(configFromEnv({ SMTP_URL: 'smtp://a:b@mail.example:2525', MAIL_FROM: 'x@y.dk' }).mail).toEqual({
      smtpUrl: 'smtp://a:b@mail.example:2525',
      from: 'x@y.dk',
    });
    expect(
      configFromEnv({ SMTP_HOST: 'mail.example', SMTP_PORT: '465', SMTP_USER: 'lektør', SMTP_PASS: 'p@ss' }).mail
        .smtpUrl,
    ).toBe('smtps://lekt%C3%B8r:p%40ss@mail.example:465');
    expect(configFromEnv({ SMTP_HOST: 'mail.example' }).mail.smtpUrl).toBe('smtp://mail.example:587');
  });

  it('Stripe only with its secret key; the test checkout otherwise', () => {
    expect(configFromEnv({}).payments.stripeSecretKey).toBeUndefined();
    const seller = {
      SELLER_NAME: 'Lektør ApS',
      SELLER_ADDRESS: 'Nørregade 7, 1165 København K',
      SELLER_CVR: '12345678',
    };
    const stripe = configFromEnv({ STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', ...seller });
    expect(stripe.payments).toEqual({
      stripeSecretKey: 'sk_x',
      webhookSecret: 'whsec_x',
      stripeApiUrl: 'https://api.stripe.com',
    });
    expect(stripe.seller).toEqual({
      name: 'Lektør ApS',
      address: 'Nørregade 7, 1165 København K',
      cvr: '12345678',
      example: false,
    });
  });

  it('refuses real payments without a seller for the invoices', () => {
    expect(() => configFromEnv({ STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      'SELLER_NAME, SELLER_ADDRESS and SELLER_CVR must be set',
    );
    expect(configFromEnv({}).seller.example).toBe(true);
  });
});
