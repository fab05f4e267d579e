/**
 * The failed-login limits as the database keeps them (server/auth/login-limits.ts): an account or address is
 * locked after too many failures in the window, failures older than the window are forgotten, a success clears the
 * account, and a lock holds across a restart (a new process on the same database; issue 32: in memory, a restart
 * cleared them). On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedMessage, loginLimits } from '../../server/auth/login-limits.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { backends, freshPostgresDatabase } from '../support/test-server.ts';

const options = { perAccount: 3, perAddress: 5, windowMs: 60_000, lockMs: 120_000 };

describe.each(backends())('failed-login limits in the database (%s)', (backend) => {
  let where: { dataDir?: string; databaseUrl?: string };
  let cleanUp: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    if (backend === 'postgres') {
      const fresh = await freshPostgresDatabase();
      where = { databaseUrl: fresh.url };
      cleanUp = fresh.drop;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'lektor-login-limits-'));
      where = { dataDir };
      cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    database = await openDatabase(where);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await cleanUp?.();
  });

  it('locks an account after too many failures in the window, for the lock time, then lets it try again', async () => {
    let now = 1_000_000;
    const limits = loginLimits(database.db, options, () => now);
    for (let i = 0; i < 2; i++) await limits.failed('a@lektor.dk', '10.0.0.1');
    expect(await limits.waitMs('a@lektor.dk', '10.0.0.9')).toBe(0);
    await limits.failed('a@lektor.dk', '10.0.0.2');
    expect(await limits.waitMs('a@lektor.dk', '10.0.0.9')).toBe(120_000);
    expect(await limits.waitMs('b@lektor.dk', '10.0.0.9')).toBe(0);
    now += 120_001;
    expect(await limits.waitMs('a@lektor.dk', '10.0.0.9')).toBe(0);
  });

  it('forgets failures older than the window, and a success clears the account', async () => {
    let now = 10_000_000;
    const limits = loginLimits(database.db, options, () => now);
    await limits.failed('c@lektor.dk', '10.0.1.1');
    await limits.failed('c@lektor.dk', '10.0.1.1');
    now += 61_000;
    await limits.failed('c@lektor.dk', '10.0.1.1');
    expect(await limits.waitMs('c@lektor.dk', '10.0.1.3')).toBe(0);
    await limits.succeeded('c@lektor.dk');
    await limits.failed('c@lektor.dk', '10.0.1.1');
    await limits.failed('c@lektor.dk', '10.0.1.1');
    expect(await limits.waitMs('c@lektor.dk', '10.0.1.3')).toBe(0);
  });

  it('locks an address sprayed over many accounts, and the lock holds across a restart', async () => {
    const now = 20_000_000;
    const limits = loginLimits(database.db, options, () => now);
    for (let i = 0; i < 5; i++) await limits.failed(`spray-${i}@lektor.dk`, '10.0.2.1');
    expect(await limits.waitMs('ny@lektor.dk', '10.0.2.1')).toBe(120_000);
    expect(await limits.waitMs('', '10.0.2.1')).toBe(120_000);
    expect(await limits.waitMs('ny@lektor.dk', '10.0.2.2')).toBe(0);
    await database.close();
    database = await openDatabase(where);
    const afterRestart = loginLimits(database.db, options, () => now + 1_000);
    expect(await afterRestart.waitMs('ny@lektor.dk', '10.0.2.1')).toBe(119_000);
  }, 60_000);

  it('says the wait in whole Danish minutes', () => {
    expect(lockedMessage(1)).toBe('For mange forkerte forsøg. Vent 1 minut, og prøv igen.');
    expect(lockedMessage(61_000)).toBe('For mange forkerte forsøg. Vent 2 minutter, og prøv igen.');
  });
});
