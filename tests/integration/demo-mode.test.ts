/**
 * Demo mode (issue 17): the demo accounts and their password are created and listed on the login page only in
 * demo mode: DEMO=1, or unset on an empty database (a fresh `npm start`) or one that already holds them; never with
 * DEMO=0, NODE_ENV=production, or on a database of real authors.
 */
import { describe, expect, test } from 'vitest';
import { build } from '../../server/app.ts';
import { configFromEnv, type ServerConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { users } from '../../server/db/schema.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../server/db/seed-accounts.ts';
import { loginFormHtml } from '../support/oidc-login.ts';
import { backends, freePort, testStorage } from '../support/test-server.ts';

describe('demo mode in the configuration', () => {
  test('DEMO=1 turns it on, DEMO=0 and production turn it off, unset leaves it to the database', () => {
    expect(configFromEnv({ DEMO: '1' }).demo).toBe(true);
    expect(configFromEnv({ DEMO: '1', NODE_ENV: 'production' }).demo).toBe(true);
    expect(configFromEnv({ DEMO: '0' }).demo).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(configFromEnv({}).demo).toBeUndefined();
  });
});

describe.each(backends())('demo accounts on %s', (backend) => {
  async function started(env: NodeJS.ProcessEnv, before?: (config: ServerConfig) => Promise<void>) {
    const storage = await testStorage(backend);
    const port = await freePort();
    const config: ServerConfig = {
      ...configFromEnv(env),
      port,
      publicUrl: `http://127.0.0.1:${port}`,
      dataDir: storage.dataDir ?? '',
      databaseUrl: storage.databaseUrl,
      oidcIssuer: undefined,
      webDir: undefined,
      wordpressUrl: undefined,
      analysisThreads: 0,
    };
    await before?.(config);
    const server = await build({ config });
    await server.app.listen({ host: '127.0.0.1', port });
    const emails = (await server.database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    const form = await loginFormHtml(config.publicUrl);
    return {
      server,
      emails,
      form,
      close: async () => {
        await server.close();
        await storage.dispose();
      },
    };
  }

  test('an empty database with DEMO unset is a demo: the accounts exist and the login page lists them', async () => {
    const s = await started({});
    try {
      expect(s.server.demo).toBe(true);
      for (const account of demoAccounts) expect(s.emails).toContain(account.email);
      expect(s.form).toContain('Demokonti');
      expect(s.form).toContain(DEMO_PASSWORD);
    } finally {
      await s.close();
    }
  }, 120_000);

  test('DEMO=0 creates no demo account and lists no password', async () => {
    const s = await started({ DEMO: '0' });
    try {
      expect(s.server.demo).toBe(false);
      expect(s.emails.filter((e) => demoAccounts.some((a) => a.email === e))).toEqual([]);
      expect(s.form).toContain('name="email"');
      expect(s.form).not.toContain('Demokonti');
      expect(s.form).not.toContain(DEMO_PASSWORD);
    } finally {
      await s.close();
    }
  }, 120_000);

  test('a database of real authors with DEMO unset is no demo', async () => {
    const s = await started({}, async (config) => {
      const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
      try {
        await database.db.insert(users).values({ subject: 'real-1', email: 'forfatter@eksempel.dk', name: 'Rigtig' });
      } finally {
        await database.close();
      }
    });
    try {
      expect(s.server.demo).toBe(false);
      expect(s.emails).toEqual(['forfatter@eksempel.dk']);
      expect(s.form).not.toContain(DEMO_PASSWORD);
    } finally {
      await s.close();
    }
  }, 120_000);
});
