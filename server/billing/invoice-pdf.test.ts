import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { invoicePdf } from './invoice-pdf.ts';
import { exampleSeller, sellerFromEnv } from './seller.ts';

/** The text a PDF draws: each content stream inflated, each hex string shown with Tj decoded (WinAnsi ≈ latin1). */
function drawnText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      shown.push(Buffer.from(text[1]!, 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}

const invoice = {
  number: 'LEK-2026-000007',
  issued: '2026-11-27T10:00:00Z',
  description: 'Standard, 27. november - 26. december 2026',
  amountMinor: 14900,
  vatMinor: 2980,
  currency: 'DKK',
  status: 'PAID' as const,
  buyer: { name: 'Karen Blixen', email: 'karen@example.dk' },
};

describe('the invoice PDF carries what a Danish invoice must', () => {
  it('names the seller with address and CVR number, the buyer, the number, the moms rate and amount', async () => {
    const seller = sellerFromEnv(
      { SELLER_NAME: 'Lektør ApS', SELLER_ADDRESS: 'Nørregade 7, 1165 København K', SELLER_CVR: '1234 5678' },
      true,
    );
    const text = drawnText(await invoicePdf({ ...invoice, seller }));
    for (const expected of [
      'Lektør ApS',
      'Nørregade 7, 1165 København K',
      'CVR-nr. 12345678',
      'Faktura LEK-2026-000007',
      'Karen Blixen',
      'Moms 25 %',
      '29,80 kr.',
      '149,00 kr.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Eksempel fra testbetalingen');
  });

  it('says so when the example seller of the test checkout stands in', async () => {
    const text = drawnText(await invoicePdf({ ...invoice, seller: exampleSeller }));
    expect(text).toContain('Eksempel fra testbetalingen');
    expect(text).toContain('CVR-nr. 00000000');
  });
});

describe('sellerFromEnv', () => {
  it('uses the example seller only without real payments', () => {
    expect(sellerFromEnv({}, false)).toEqual(exampleSeller);
    expect(() => sellerFromEnv({}, true)).toThrow('SELLER_NAME, SELLER_ADDRESS and SELLER_CVR must be set');
  });

  it('refuses a seller given in part or with a malformed CVR number', () => {
    expect(() => sellerFromEnv({ SELLER_NAME: 'Lektør ApS' }, false)).toThrow('SELLER_ADDRESS, SELLER_CVR must be set');
    const whole = { SELLER_NAME: 'Lektør ApS', SELLER_ADDRESS: 'Nørregade 7' };
    expect(() => sellerFromEnv({ ...whole, SELLER_CVR: '1234567' }, false)).toThrow('8 digits');
    expect(() => sellerFromEnv({ ...whole, SELLER_CVR: 'DK12345678' }, false)).toThrow('8 digits');
  });
});
