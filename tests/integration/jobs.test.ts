/**
 * Analysis jobs across processes: a job interrupted by a crash is picked up again after a restart and finishes (a
 * real `server/main.ts` process, signed in through the built-in provider's real login, killed mid-analysis; the
 * refresh token of that login still works after the restart, as the provider's state is in the database); on
 * PostgreSQL a separate worker process analyses for an API process without analysis threads.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { revisionData, users } from '../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { startChildServer, startChildWorker } from '../support/child-server.ts';
import { manuscriptTxt, waitForRevision } from '../support/fixtures.ts';
import { uploadForm } from '../support/multipart.ts';
import { loginWithPassword } from '../support/oidc-login.ts';
import { backends, startTestServer, type TestServer, testStorage } from '../support/test-server.ts';

const demoText = readFileSync(new URL('../../server/content/demo/taagen-over-fjorden.txt', import.meta.url), 'utf8');
/** Long enough that its analysis is still running when the process is killed. */
const longManuscript = Array.from({ length: 50 }, () => demoText).join('\n\n');

describe.each(backends())('a job interrupted by a crash on %s', (backend) => {
  test('is picked up after the restart and finishes', async () => {
    const storage = await testStorage(backend);
    let restarted: TestServer | undefined;
    let child: Awaited<ReturnType<typeof startChildServer>> | undefined;
    try {
      child = await startChildServer(storage);
      // A wrong password gets no tokens: the login page answers 401 again.
      await expect(loginWithPassword(child.publicUrl, 'forfatter@lektor.dk', 'forkert')).rejects.toThrow(/status 401/);
      const { accessToken, refreshToken } = await loginWithPassword(
        child.publicUrl,
        'forfatter@lektor.dk',
        DEMO_PASSWORD,
      );
      expect(refreshToken).toBeTruthy();
      const auth = { authorization: `Bearer ${accessToken}` };
      const status = await (await fetch(`${child.publicUrl}/api/author/status`, { headers: auth })).json();
      expect(status.info.accessLevel).toBe('STANDARD');

      const form = new FormData();
      form.set('fileType', 'TEXT');
      form.set('manuscriptTitle', 'Lang tåge');
      form.set('targetAudience', '3');
      form.set('targetGenre', '1');
      form.set('file', new Blob([longManuscript], { type: 'text/plain' }), 'lang-taage.txt');
      const upload = await fetch(`${child.publicUrl}/api/manuscripts/`, { method: 'POST', headers: auth, body: form });
      expect(upload.status).toBe(201);
      const manuscript = await upload.json();

      let state = manuscript.status as string;
      const waitStart = Date.now();
      while (state === 'queued' && Date.now() - waitStart < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const response = await fetch(`${child.publicUrl}/api/manuscripts/${manuscript.id}/`, { headers: auth });
        state = (await response.json()).status;
      }
      expect(state, 'the analysis must still be running when the process is killed').toBe('analysing');
      await child.crash();

      const port = Number(new URL(child.publicUrl).port);
      restarted = await startTestServer({
        backend,
        ...storage,
        analysisThreads: 1,
        jobStaleSeconds: 1,
        listen: true,
        port,
      });
      const db = restarted.server.database.db;
      const finished = await waitForRevision(db, manuscript.latestRevisionId, 150_000);
      expect(finished.status).toBe('done');
      const stored = await db.select().from(revisionData).where(eq(revisionData.revisionId, finished.id));
      expect(stored.map((row) => row.model)).toContain('Legibility');
      // The upload was counted once: the demo author started with 1 complimentary + 10 subscription uploads.
      const [author] = await db.select().from(users).where(eq(users.email, 'forfatter@lektor.dk'));
      expect(author!.complimentaryUploads + author!.subscriptionUploads).toBe(10);

      // The login made at the killed process still refreshes: the provider's state is in the database.
      const refreshed = await fetch(`${child.publicUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken!,
          client_id: restarted.config.oidcClientId,
        }).toString(),
      });
      const tokens = (await refreshed.json()) as { access_token?: string };
      expect(refreshed.status, JSON.stringify(tokens)).toBe(200);
      const again = await fetch(`${child.publicUrl}/api/author/status`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(again.status).toBe(200);
    } finally {
      // A test that failed or timed out before the crash leaves no product running behind it.
      if (child?.process.exitCode === null && child.process.signalCode === null) await child.crash();
      if (restarted) await restarted.close();
      else await storage.dispose();
    }
  });
});

// Only where PostgreSQL is available (TEST_DATABASE_URL): the embedded database serves one process.
describe.each(backends().filter((backend) => backend === 'postgres'))('scaled deployment on %s', () => {
  test('an API process without analysis threads and a separate `npm run worker` process finish a job', async () => {
    const api = await startTestServer({ backend: 'postgres', analysisThreads: 0 });
    const worker = startChildWorker(api.config.databaseUrl!);
    try {
      const form = uploadForm('fyrtaarnet.txt', manuscriptTxt);
      const response = await api.server.app.inject({
        method: 'POST',
        url: '/api/manuscripts/',
        payload: form.payload,
        headers: { ...(await api.headers('subscriber')), ...form.headers },
      });
      expect(response.statusCode).toBe(201);
      const revision = await waitForRevision(api.server.database.db, response.json().latestRevisionId, 120_000);
      expect(revision.status).toBe('done');
    } finally {
      await worker.stop();
      await api.close();
    }
  });
});
