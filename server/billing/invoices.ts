/** Invoices of the local billing ledger, numbered LEK-<year>-<id>; amounts in øre with the moms they include. */
import { and, desc, eq } from 'drizzle-orm';
import type { InvoicesPage } from '../../schemas/api/author.ts';
import type { Db } from '../db/database.ts';
import { invoices } from '../db/schema.ts';
import { apiErrors } from '../errors.ts';
import { type PagingQuery, pageOfRows, pageResult, pagingOf, timeFilter } from '../http/paging.ts';

type Writer = Pick<Db, 'insert' | 'update'>;

export interface NewInvoice {
  userId: number;
  subscriptionId: number | null;
  description: string;
  amountMinor: number;
  /** The moms included in amountMinor (tiers.ts vatOf). */
  vatMinor: number;
  issuedAt?: Date;
}

const dayFormat = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A period in Danish: '25. november 2026 – 25. december 2026'. */
export function periodText(from: Date, to: Date): string {
  return `${dayFormat.format(from)} – ${dayFormat.format(to)}`;
}

export async function issueInvoice(db: Writer, invoice: NewInvoice): Promise<void> {
  const temporary = `TMP-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db
    .insert(invoices)
    .values({ ...invoice, number: temporary })
    .returning({ id: invoices.id, issuedAt: invoices.issuedAt });
  const number = `LEK-${row!.issuedAt.getUTCFullYear()}-${String(row!.id).padStart(6, '0')}`;
  await db.update(invoices).set({ number }).where(eq(invoices.id, row!.id));
}

type InvoiceRow = typeof invoices.$inferSelect;

function invoiceView(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    issued: row.issuedAt.toISOString(),
    description: row.description,
    amountMinor: row.amountMinor,
    vatMinor: row.vatMinor,
    currency: row.currency,
    status: row.status as 'PAID' | 'OPEN' | 'VOID',
    subscriptionId: row.subscriptionId,
  };
}

/** One invoice of the author's; another author's, or none, is 404. */
export async function invoiceOf(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw apiErrors.notFound('Fakturaen');
  return invoiceView(row);
}

export async function pageOfInvoices(db: Db, userId: number, query: PagingQuery): Promise<InvoicesPage> {
  const paging = pagingOf(query);
  const where = and(eq(invoices.userId, userId), timeFilter(invoices.issuedAt, query));
  const order = [desc(invoices.issuedAt), desc(invoices.id)];
  const { total, rows } = await pageOfRows(db, invoices, where, order, paging);
  return pageResult(paging, total, rows.map(invoiceView));
}
