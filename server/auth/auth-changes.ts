/**
 * Whether a principal kept since an earlier request is still current: the user's `auth_version` (raised by a
 * trigger on every change of the user's row or subscriptions, migration 0008) is the one it was read with, and its
 * grant has not been revoked by a logout.
 *
 * On PostgreSQL, where several processes share the database, that is one indexed query per request, so a change
 * made through any process counts from the next request on. On PGlite the database is this process's own: the same
 * triggers notify channel `lektor_auth`, and the notification reaches this process before the statement that made
 * the change returns, so the check needs no query.
 */
import type { Database } from '../db/database.ts';

export type Currency = 'current' | 'changed' | 'revoked';

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
        `SELECT u.auth_version AS version,
                EXISTS (SELECT 1 FROM revoked_grants r WHERE r.grant_id = $2 AND r.expires_at > now()) AS revoked
           FROM users u WHERE u.id = $1`,
        [userId, grantId ?? null],
      );
      const row = rows[0];
      if (row?.revoked === true) return 'revoked';
      return row && Number(row.version) === version ? 'current' : 'changed';
    },
    async close() {},
  };
}

/** A notification: 'user <id> <version>' (version -1: deleted) or 'grant <expires ms> <grant id>'. */
export function parseAuthNotification(
  payload: string,
):
  | { kind: 'user'; userId: number; version: number }
  | { kind: 'grant'; expiresAt: number; grantId: string }
  | undefined {
  const [kind, first, ...rest] = payload.split(' ');
  const number = Number(first);
  if (!Number.isFinite(number) || rest.length === 0) return undefined;
  if (kind === 'user') return { kind, userId: number, version: Number(rest[0]) };
  if (kind === 'grant') return { kind, expiresAt: number, grantId: rest.join(' ') };
  return undefined;
}

async function listeningAuthChanges(database: Database): Promise<AuthChanges> {
  /** The latest version of every user changed since this process started. */
  const versions = new Map<number, number>();
  /** Revoked grants, until their tokens expire. */
  const revoked = new Map<string, number>();
  const revoke = (grantId: string, expiresAt: number) => {
    const now = Date.now();
    for (const [id, until] of revoked) if (until <= now) revoked.delete(id);
    if (expiresAt > now) revoked.set(grantId, expiresAt);
  };
  const stop = await database.listen!(AUTH_CHANNEL, (payload) => {
    const change = parseAuthNotification(payload);
    if (change?.kind === 'user') versions.set(change.userId, change.version);
    if (change?.kind === 'grant') revoke(change.grantId, change.expiresAt);
  });
  const { rows } = await database.executeSql(
    `SELECT grant_id, floor(extract(epoch FROM expires_at) * 1000)::bigint AS expires
       FROM revoked_grants WHERE expires_at > now()`,
    [],
  );
  for (const row of rows) revoke(String(row.grant_id), Number(row.expires));
  return {
    async check(userId, version, grantId) {
      const until = grantId === undefined ? undefined : revoked.get(grantId);
      if (until !== undefined && until > Date.now()) return 'revoked';
      const latest = versions.get(userId);
      return latest === undefined || latest === version ? 'current' : 'changed';
    },
    close: stop,
  };
}
