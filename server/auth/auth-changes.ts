/**
 * Whether a principal kept since an earlier request is still current: the user's `auth_version` (raised by
 * triggers on every change of the user's row, subscriptions or settings, migration 0008) is the one it was read
 * with, and its grant has not been revoked by a logout. The same check reads the library's change counter, which
 * the finished-revision cache puts in the key of answers with read-time models.
 *
 * On PostgreSQL, where several processes share the database, that is one indexed query per request, so a change
 * made through any process counts from the next request on. On PGlite the database is this process's own: the same
 * triggers notify channel `lektor_auth`, and the notification reaches this process before the statement that made
 * the change returns, so the check needs no query.
 */
import type { Database } from '../db/database.ts';

export interface Currency {
  state: 'current' | 'changed' | 'revoked';
  /** The library's change counter (change_counters 'library') as this check found it. */
  libraryVersion: number;
}

export interface AuthChanges {
  check(userId: number, version: number, grantId: string | undefined): Promise<Currency>;
  close(): Promise<void>;
}

export const AUTH_CHANNEL = 'lektor_auth';

export async function authChanges(database: Database): Promise<AuthChanges> {
  return database.listen ? listeningAuthChanges(database) : queryingAuthChanges(database);
}

function queryingAuthChanges(database: Database): AuthChanges {
  return {
    async check(userId, version, grantId) {
      const { rows } = await database.executeSql(
        `SELECT (SELECT u.auth_version FROM users u WHERE u.id = $1) AS version,
                EXISTS (SELECT 1 FROM revoked_grants r WHERE r.grant_id = $2 AND r.expires_at > now()) AS revoked,
                (SELECT c.version FROM change_counters c WHERE c.name = 'library') AS library`,
        [userId, grantId ?? null],
        { prepareAs: 'lektor_auth_check' },
      );
      const row = rows[0];
      const libraryVersion = Number(row?.library ?? 0);
      if (row?.revoked === true) return { state: 'revoked', libraryVersion };
      const current = row?.version !== null && Number(row?.version) === version;
      return { state: current ? 'current' : 'changed', libraryVersion };
    },
    async close() {},
  };
}

export type AuthNotification =
  | { kind: 'user'; userId: number; version: number }
  | { kind: 'grant'; expiresAt: number; grantId: string }
  | { kind: 'library'; version: number };

/**
 * A notification: 'user <id> <version>' (version -1: deleted), 'grant <expires ms> <grant id>' or
 * 'library <version> -'.
 */
export function parseAuthNotification(payload: string): AuthNotification | undefined {
  const [kind, first, ...rest] = payload.split(' ');
  const number = Number(first);
  if (!first || !Number.isFinite(number) || rest.length === 0) return undefined;
  if (kind === 'user') return { kind, userId: number, version: Number(rest[0]) };
  if (kind === 'grant') return { kind, expiresAt: number, grantId: rest.join(' ') };
  if (kind === 'library') return { kind, version: number };
  return undefined;
}

async function listeningAuthChanges(database: Database): Promise<AuthChanges> {
  /** The latest version of every user changed since this process started. */
  const versions = new Map<number, number>();
  /** Revoked grants, until their tokens expire. */
  const revoked = new Map<string, number>();
  let libraryVersion = 0;
  const revoke = (grantId: string, expiresAt: number) => {
    const now = Date.now();
    for (const [id, until] of revoked) if (until <= now) revoked.delete(id);
    if (expiresAt > now) revoked.set(grantId, expiresAt);
  };
  const stop = await database.listen!(AUTH_CHANNEL, (payload) => {
    const change = parseAuthNotification(payload);
    if (change?.kind === 'user') versions.set(change.userId, change.version);
    if (change?.kind === 'grant') revoke(change.grantId, change.expiresAt);
    if (change?.kind === 'library') libraryVersion = Math.max(libraryVersion, change.version);
  });
  const { rows } = await database.executeSql(
    `SELECT grant_id, floor(extract(epoch FROM expires_at) * 1000)::bigint AS expires
       FROM revoked_grants WHERE expires_at > now()`,
    [],
  );
  for (const row of rows) revoke(String(row.grant_id), Number(row.expires));
  const library = await database.executeSql(`SELECT version FROM change_counters WHERE name = 'library'`, []);
  libraryVersion = Math.max(libraryVersion, Number(library.rows[0]?.version ?? 0));
  return {
    async check(userId, version, grantId) {
      const until = grantId === undefined ? undefined : revoked.get(grantId);
      if (until !== undefined && until > Date.now()) return { state: 'revoked', libraryVersion };
      const latest = versions.get(userId);
      const current = latest === undefined || latest === version;
      return { state: current ? 'current' : 'changed', libraryVersion };
    },
    close: stop,
  };
}
