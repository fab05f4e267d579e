/**
 * Answers of GET …/revisions/{rev}/ for finished revisions, serialised and compressed once per process and kept
 * in a cache bounded in bytes (REVISION_CACHE_BYTES). A done revision's stored rows never change (a job for a
 * finished revision does nothing, manuscripts are never moved or deleted), so an answer is keyed by revision,
 * models and sections, and carries the manuscript and owner it belongs to: a hit is served to the owner or an
 * admin only, without a query. The read-time models (global scores, similar books) also depend on the owner's
 * 'done' marks and on the library, which change in any process: for an author the key holds the versions of both
 * that the request's principal check confirmed (no query of its own); for an admin a request reads a fingerprint
 * of both (one query, which also checks access and status) and the fingerprint is part of the key. A revision that is not
 * done is never cached. Per process, so several API processes on one PostgreSQL each keep their own copy and
 * none can serve another's stale state.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authorSettings, libraryBooks, manuscripts, revisions } from '../db/schema.ts';
import { wantsReadTimeModels } from '../derived/revision-derived.ts';
import { BoundedCache } from '../http/bounded-cache.ts';
import { type PreparedAnswer, prepareAnswer, preparedBytes } from '../http/prepared-answer.ts';
import type { Owner } from './queries.ts';

export interface RevisionAnswer extends PreparedAnswer {
  manuscriptId: number;
  ownerId: number;
}

export interface RevisionDataQuery {
  manuscriptId: number;
  revisionId: number;
  models?: string[];
  sections?: string[];
  /** Word lists cut to their `top` most frequent words (ranked-lists.ts). */
  top?: number;
}

/** What the read-time models of a revision depend on besides its rows, read in one query. */
async function readTimeState(db: Db, query: RevisionDataQuery) {
  const prefix = `gs_${query.revisionId}.`;
  const [row] = await db
    .select({
      ownerId: manuscripts.userId,
      status: revisions.status,
      doneMarks: sql<
        string | null
      >`(select md5(string_agg(${authorSettings.name} || '=' || ${authorSettings.value}, ',' order by ${authorSettings.name})) from ${authorSettings} where ${authorSettings.userId} = ${manuscripts.userId} and left(${authorSettings.name}, ${prefix.length}) = ${prefix})`,
      library: sql<
        string | null
      >`(select md5(string_agg(${libraryBooks.isbn} || ':' || ${libraryBooks.seedVersion} || ':' || ${libraryBooks.createdAt}::text, ',' order by ${libraryBooks.isbn})) from ${libraryBooks} where ${libraryBooks.removedAt} is null)`,
    })
    .from(revisions)
    .innerJoin(manuscripts, eq(manuscripts.id, revisions.manuscriptId))
    .where(and(eq(revisions.id, query.revisionId), eq(revisions.manuscriptId, query.manuscriptId)));
  return row;
}

const allowed = (answer: RevisionAnswer, owner: Owner, manuscriptId: number) =>
  answer.manuscriptId === manuscriptId && (owner.isAdmin || answer.ownerId === owner.userId);

/**
 * The caller's users.auth_version (raised by every change of their 'done' marks too) and the library's change
 * counter, current for this request (server/auth/auth-changes.ts). With them an author's read-time answer is keyed
 * without a query: a hit is an answer stored for this owner, and a change of marks or library makes a new key.
 */
export interface CallerVersions {
  user: number;
  library: number;
}

export interface FinishedRevisionCache {
  /**
   * The cache key of a request, or undefined when it cannot be answered from the cache (the revision is not done,
   * or not the caller's: the uncached path answers, with its 404). Reads the read-time state when it is asked for.
   */
  keyFor(owner: Owner, query: RevisionDataQuery, versions?: CallerVersions): Promise<string | undefined>;
  /** A cached answer the caller may see. */
  get(key: string, owner: Owner, manuscriptId: number): RevisionAnswer | undefined;
  /**
   * Compresses and keeps the JSON answer of a done revision, when it can fit the bound and the read-time state
   * has not changed since `key` was taken (so an answer is never filed under a state it was not computed from).
   * Undefined when it cannot fit: the caller sends the JSON as it is.
   */
  store(
    key: string,
    query: RevisionDataQuery,
    ownerId: number,
    caller: Owner,
    json: string,
    versions?: CallerVersions,
  ): Promise<RevisionAnswer | undefined>;
  readonly bytes: number;
  readonly size: number;
}

export function finishedRevisionCache(db: Db, maxBytes: number): FinishedRevisionCache {
  const answers = new BoundedCache<RevisionAnswer>(maxBytes, (answer) => preparedBytes(answer) + 16);
  const list = (values?: string[]) => [...(values ?? [])].sort().join(',');
  const baseKey = (query: RevisionDataQuery) =>
    `${query.revisionId}|${list(query.models)}|${list(query.sections)}|${query.top ?? ''}`;

  const keyFor: FinishedRevisionCache['keyFor'] = async (owner, query, versions) => {
    if (!wantsReadTimeModels(query.models, query.sections)) return baseKey(query);
    // An admin reads another author's marks, which the admin's own version does not follow.
    if (versions && !owner.isAdmin) return `${baseKey(query)}|u${owner.userId}.${versions.user}|l${versions.library}`;
    const state = await readTimeState(db, query);
    if (state?.status !== 'done') return undefined;
    if (!owner.isAdmin && state.ownerId !== owner.userId) return undefined;
    return `${baseKey(query)}|${state.doneMarks ?? ''}|${state.library ?? ''}`;
  };

  return {
    keyFor,
    get(key, owner, manuscriptId) {
      const answer = answers.get(key);
      return answer && allowed(answer, owner, manuscriptId) ? answer : undefined;
    },
    async store(key, query, ownerId, caller, json, versions) {
      if (json.length > maxBytes) return undefined;
      const answer = { ...(await prepareAnswer(json)), manuscriptId: query.manuscriptId, ownerId };
      if ((await keyFor(caller, query, versions)) === key) answers.set(key, answer);
      return answer;
    },
    get bytes() {
      return answers.bytes;
    },
    get size() {
      return answers.size;
    },
  };
}
