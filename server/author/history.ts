/**
 * The author's history: every upload, analysis and subscription change, with a Danish description made from
 * the entry's kind and details when it is read.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { HistoryPage, historyEventTypes } from '../../schemas/api/author.ts';
import { tierNames } from '../billing/tiers.ts';
import type { Db } from '../db/database.ts';
import { history } from '../db/schema.ts';
import { type PagingQuery, pageOfRows, pageResult, pagingOf, timeFilter } from '../http/paging.ts';

export type HistoryKind = (typeof historyEventTypes)[number];

export interface HistoryDetail {
  manuscriptId?: number;
  revisionId?: number;
  title?: string;
  fileName?: string;
  reason?: string;
  /** A failed analysis gave its upload back to the author's allowance. */
  uploadReturned?: boolean;
  tier?: string;
  months?: number;
  endDate?: string;
  clientReferenceId?: string;
  /** ROLE_CHANGED: the new and the former role (`reason`: admin, claim or ADMIN_EMAILS). */
  role?: string;
  previousRole?: string;
  /** ROLE_CHANGED by an admin: the admin's name. */
  by?: string;
}

const roleNames: Record<string, string> = {
  AUTHOR: 'forfatter',
  ADMIN: 'administrator',
  CONTENT_EDITOR: 'redaktør',
  DEVELOPER: 'udvikler',
};
const roleName = (role: string | undefined) => (role ? (roleNames[role] ?? role) : 'ukendt');

type Writer = Pick<Db, 'insert'>;

/** Writes an entry, at `at` when given (a renewal run by a clock), otherwise at the database's now. */
export async function recordHistory(
  db: Writer,
  userId: number,
  kind: HistoryKind,
  detail: HistoryDetail = {},
  at?: Date,
) {
  await db.insert(history).values({ userId, kind, detail, ...(at ? { createdAt: at } : {}) });
}

const dateFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' });

/** Entries written before the kinds were the API's names ('analysis-done') read as the API names. */
function kindOf(stored: string): HistoryKind {
  return stored.toUpperCase().replaceAll('-', '_') as HistoryKind;
}

/** A tier as the author reads it ('Standard'), not as stored ('STANDARD'); an unknown one as it is. */
function tierName(tier: string | undefined): string {
  if (!tier) return '';
  return tier in tierNames ? tierNames[tier as keyof typeof tierNames] : tier;
}

export function describeHistory(kind: HistoryKind, detail: HistoryDetail): string {
  const title = detail.title ? `»${detail.title}«` : 'manuskriptet';
  switch (kind) {
    case 'UPLOAD':
      return `Du uploadede ${title}${detail.fileName ? ` (${detail.fileName})` : ''}.`;
    case 'ANALYSIS_DONE':
      return `Analysen af ${title} er færdig.`;
    case 'ANALYSIS_FAILED':
      return `Analysen af ${title} fejlede${detail.reason ? `: ${detail.reason}` : '.'}${
        detail.uploadReturned ? ' Du har fået uploaden tilbage.' : ''
      }`;
    case 'SUBSCRIPTION_STARTED':
      return `Dit ${tierName(detail.tier)}-abonnement startede${
        detail.endDate ? ` og er betalt til ${dateFormat.format(new Date(detail.endDate))}` : ''
      }.`;
    case 'SUBSCRIPTION_RENEWED':
      return `Dit ${tierName(detail.tier)}-abonnement blev fornyet${
        detail.endDate ? ` og er betalt til ${dateFormat.format(new Date(detail.endDate))}` : ''
      }. Dine uploads er fyldt op.`;
    case 'SUBSCRIPTION_CANCELLED':
      return `Dit ${tierName(detail.tier)}-abonnement blev opsagt${
        detail.endDate ? ` og gælder til ${dateFormat.format(new Date(detail.endDate))}` : ''
      }.`;
    case 'SUBSCRIPTION_GRANTED':
      return `Du fik tildelt et ${tierName(detail.tier)}-abonnement${detail.months ? ` i ${detail.months} måneder` : ''}.`;
    case 'SUBSCRIPTION_EXPIRED':
      return `Dit ${tierName(detail.tier)}-abonnement er ophørt.`;
    case 'PAYMENT':
      return `Betaling modtaget${detail.clientReferenceId ? ` (reference ${detail.clientReferenceId})` : ''}.`;
    case 'ACCOUNT_LINKED':
      return 'Din konto blev forbundet med dit login hos login-tjenesten.';
    case 'ROLE_CHANGED':
      return `Din rolle blev ændret fra ${roleName(detail.previousRole)} til ${roleName(detail.role)}${
        detail.reason === 'admin'
          ? ` af ${detail.by ?? 'en administrator'}`
          : detail.reason === 'ADMIN_EMAILS'
            ? ' (ADMIN_EMAILS)'
            : ' efter login-tjenestens oplysninger'
      }.`;
    default:
      return 'Hændelse på din konto.';
  }
}

export async function pageOfHistory(db: Db, userId: number, query: PagingQuery): Promise<HistoryPage> {
  const paging = pagingOf(query);
  const where = and(eq(history.userId, userId), timeFilter(history.createdAt, query));
  const order = [desc(history.createdAt), desc(history.id)];
  const { total, rows } = await pageOfRows(db, history, where, order, paging);
  return pageResult(
    paging,
    total,
    rows.map((row) => {
      const detail = row.detail as HistoryDetail;
      const type = kindOf(row.kind);
      return {
        id: row.id,
        time: row.createdAt.toISOString(),
        type,
        description: describeHistory(type, detail),
        manuscriptId: detail.manuscriptId ?? null,
        revisionId: detail.revisionId ?? null,
      };
    }),
  );
}
