/**
 * An invoice as a one-page PDF (pdf-lib, standard Helvetica: its WinAnsi encoding has æ, ø and å) with what a
 * Danish invoice must carry: the seller's name, address and CVR number, the buyer, the number and date, the line
 * with its period, the amount before moms, the moms rate and amount, and the total.
 */
import type { Seller } from './seller.ts';
import { VAT_RATE } from './tiers.ts';

export interface InvoiceDocument {
  number: string;
  issued: string;
  description: string;
  amountMinor: number;
  vatMinor: number;
  currency: string;
  status: 'PAID' | 'OPEN' | 'VOID';
  buyer: { name: string; email: string };
  seller: Seller;
}

const statusText = { PAID: 'Betalt', OPEN: 'Ikke betalt', VOID: 'Annulleret' } as const;
const dayFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' });

/** Helvetica's WinAnsi cannot draw every character (e.g. a non-breaking space from Intl): those become spaces. */
function drawable(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[^\x20-\x7e\u00a1-\u00ff\u2013\u2014\u2019\u201c\u201d]/g, '?');
}

export async function invoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  // Loaded with the first invoice, not at start: pdf-lib's modules would stay in the idle server's heap.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const money = new Intl.NumberFormat('da-DK', { style: 'currency', currency: invoice.currency });
  const amount = (minor: number) => drawable(money.format(minor / 100));
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Faktura ${invoice.number}`);
  pdf.setAuthor('Lektør');
  pdf.setLanguage('da-DK');
  const pageOf = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.35);
  let y = 780;
  const line = (text: string, options: { x?: number; size?: number; font?: typeof regular; right?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const shown = drawable(text);
    const x = options.right ? 535 - font.widthOfTextAtSize(shown, size) : (options.x ?? 60);
    pageOf.drawText(shown, { x, y, size, font, color: options.font === bold ? rgb(0, 0, 0) : grey });
  };

  line('Lektør', { size: 20, font: bold });
  y -= 18;
  line('Manuskriptanalyse for danske forfattere · support@lektor.dk');
  y -= 30;
  line('Sælger', { font: bold });
  for (const text of [invoice.seller.name, invoice.seller.address, `CVR-nr. ${invoice.seller.cvr}`]) {
    y -= 16;
    line(text);
  }
  if (invoice.seller.example) {
    y -= 16;
    line('Eksempel fra testbetalingen: ingen penge er flyttet, og fakturaen gælder ikke i regnskabet.', { size: 9 });
  }
  y -= 34;
  line(`Faktura ${invoice.number}`, { size: 16, font: bold });
  y -= 20;
  line(`Dato: ${dayFormat.format(new Date(invoice.issued))}`);
  y -= 16;
  line(`Status: ${statusText[invoice.status]}`);
  y -= 36;
  line('Faktureres til', { font: bold });
  y -= 16;
  line(invoice.buyer.name);
  y -= 16;
  line(invoice.buyer.email);
  y -= 40;
  line('Beskrivelse', { font: bold });
  line('Beløb', { font: bold, right: true });
  y -= 8;
  pageOf.drawLine({ start: { x: 60, y }, end: { x: 535, y }, thickness: 0.5, color: grey });
  y -= 18;
  line(invoice.description);
  line(amount(invoice.amountMinor - invoice.vatMinor), { right: true });
  y -= 30;
  line('Beløb uden moms');
  line(amount(invoice.amountMinor - invoice.vatMinor), { right: true });
  y -= 16;
  line(`Moms ${Math.round(VAT_RATE * 100)} %`);
  line(amount(invoice.vatMinor), { right: true });
  y -= 8;
  pageOf.drawLine({ start: { x: 300, y }, end: { x: 535, y }, thickness: 0.5, color: grey });
  y -= 18;
  line('I alt med moms', { font: bold });
  line(amount(invoice.amountMinor), { font: bold, right: true });
  y -= 60;
  line('Abonnementet fornyes hver måned, indtil du opsiger det under din profil på Lektør.', { size: 9 });
  return pdf.save();
}
