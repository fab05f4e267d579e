/**
 * The seller an invoice names: a Danish invoice must carry the seller's name, address and CVR number beside the
 * number, date, buyer, moms amount and rate (momsbekendtgørelsen § 58). From SELLER_NAME, SELLER_ADDRESS and
 * SELLER_CVR; with real payments (Stripe) all three must be set, or the start stops. With the built-in test
 * checkout, where no money moves, an example seller marked as such stands in.
 */
export interface Seller {
  name: string;
  address: string;
  /** Eight digits. */
  cvr: string;
  /** True when the example seller stands in (test checkout only). */
  example: boolean;
}

export const exampleSeller: Seller = {
  name: 'Lektør (eksempel, ingen betaling)',
  address: 'Eksempelvej 1, 2100 København Ø',
  cvr: '00000000',
  example: true,
};

/** The seller from the environment; throws a clear message when real payments lack one or a CVR is malformed. */
export function sellerFromEnv(env: NodeJS.ProcessEnv, realPayments: boolean): Seller {
  const name = env.SELLER_NAME?.trim() ?? '';
  const address = env.SELLER_ADDRESS?.trim() ?? '';
  const cvr = (env.SELLER_CVR ?? '').replace(/\s/g, '');
  if (!name && !address && !cvr) {
    if (realPayments) {
      throw new Error('STRIPE_SECRET_KEY is set: SELLER_NAME, SELLER_ADDRESS and SELLER_CVR must be set for invoices');
    }
    return exampleSeller;
  }
  const missing = [!name && 'SELLER_NAME', !address && 'SELLER_ADDRESS', !cvr && 'SELLER_CVR'].filter(Boolean);
  if (missing.length > 0) throw new Error(`${missing.join(', ')} must be set too (the invoice's seller)`);
  if (!/^\d{8}$/.test(cvr)) throw new Error(`SELLER_CVR must be a CVR number of 8 digits, not '${env.SELLER_CVR}'`);
  return { name, address, cvr, example: false };
}
