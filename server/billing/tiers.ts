/**
 * Prices and quotas of the subscription tiers (STANDARD, PREMIUM): configuration, not content. Each tier's price
 * per month in øre, VAT included, and its uploads per monthly period; the environment overrides the defaults
 * (TIER_STANDARD_PRICE_MINOR, TIER_STANDARD_UPLOADS, TIER_PREMIUM_PRICE_MINOR, TIER_PREMIUM_UPLOADS).
 */
export type Tier = 'STANDARD' | 'PREMIUM';

/** The tiers' names in Danish text (invoices, the test checkout); the pricing page's come from its content. */
export const tierNames: Record<Tier, string> = { STANDARD: 'Standard', PREMIUM: 'Premium' };

export interface TierTerms {
  /** Price of one month in øre (DKK minor units), 25 % moms included. */
  priceMinorPerMonth: number;
  uploadsPerPeriod: number;
}

export type TierTable = Record<Tier, TierTerms>;

/** The defaults: what the pricing page has always said (149 kr. for 10 analyses, 299 kr. for 50). */
export const defaultTierTable: TierTable = {
  STANDARD: { priceMinorPerMonth: 14_900, uploadsPerPeriod: 10 },
  PREMIUM: { priceMinorPerMonth: 29_900, uploadsPerPeriod: 50 },
};

/** Danish VAT (moms): 25 % of the price before VAT, so a fifth of a price that includes it. */
export const VAT_RATE = 0.25;

/** The moms part of an amount that includes it, in the same minor units, rounded to whole øre. */
export function vatOf(amountMinorInclVat: number): number {
  return Math.round((amountMinorInclVat * VAT_RATE) / (1 + VAT_RATE));
}

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, not '${text}'`);
  return value;
}

export function tierTableFromEnv(env: Env): TierTable {
  const terms = (tier: Tier): TierTerms => ({
    priceMinorPerMonth: wholeNumber(env, `TIER_${tier}_PRICE_MINOR`, defaultTierTable[tier].priceMinorPerMonth),
    uploadsPerPeriod: wholeNumber(env, `TIER_${tier}_UPLOADS`, defaultTierTable[tier].uploadsPerPeriod),
  });
  return { STANDARD: terms('STANDARD'), PREMIUM: terms('PREMIUM') };
}
