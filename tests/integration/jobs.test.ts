/**
 * Analysis jobs: a job interrupted by a crash is picked up again after a restart and finishes (a real
 * `server/main.ts` process, signed in through the built-in provider's real login, killed mid-analysis); a new
 * version of a manuscript is a new revision with its own data; a failed analysis tells the author why; the
 * progress stream follows a job to its end.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { revisionData, revisions, users } from '../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../server/db/seed-accounts.ts';
import { startChildServer, startChildWorker } from '../support/child-server.ts';
import { manuscriptTxt, waitForRevision } from '../support/fixtures.ts';
import { uploadForm } from '../support/multipart.ts';
import { loginWithPassword } from '../support/oidc-login.ts';
import { backends, startTestServer, type TestServer, testStorage } from '../support/test-server.ts';

const demoText = readFileSync(new URL('../../server/content/demo/taagen-over-fjorden.txt', import.meta.url), 'utf8');
/** Long enough that its analysis is still running when the process is killed. */
const longManuscript = Array.from({ length: 200 }, () => demoText).join('\n\n');

describe.each(backends())('a job interrupted by a crash on %s', (backend) => {
  test('is picked up after the restart and finishes', async () => {
    const storage = await testStorage(backend);
    let restarted: TestServer | undefined;
    try {
      const child = await startChildServer(storage);
      const { accessToken } = await loginWithPassword(child.publicUrl, 'forfatter@lektor.dk', DEMO_PASSWORD);
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

      restarted = await startTestServer({ backend, ...storage, analysisThreads: 1, jobStaleSeconds: 1 });
      const db = restarted.server.database.db;
      const finished = await waitForRevision(db, manuscript.latestRevisionId, 150_000);
      expect(finished.status).toBe('done');
      const stored = await db.select().from(revisionData).where(eq(revisionData.revisionId, finished.id));
      expect(stored.map((row) => row.model)).toContain('Legibility');
      // The upload was counted once: the demo author started with 1 complimentary + 10 subscription uploads.
      const [author] = await db.select().from(users).where(eq(users.email, 'forfatter@lektor.dk'));
      expect(author!.complimentaryUploads + author!.subscriptionUploads).toBe(10);
    } finally {
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

describe('analysis jobs and revisions', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ analysisThreads: 1 });
  });
  afterAll(async () => t?.close());

  const upload = async (fileName: string, bytes: Uint8Array, fields: Record<string, string> = {}) => {
    const form = uploadForm(fileName, bytes, fields);
    const response = await t.server.app.inject({
      method: 'POST',
      url: '/api/manuscripts/',
      payload: form.payload,
      headers: { ...(await t.headers('subscriber')), ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const get = async (url: string) =>
    t.server.app.inject({ url, headers: await t.headers('subscriber') }).then((r) => r.json());

  test('the progress stream follows a job until it is done', async () => {
    const manuscript = await upload('fyrtaarnet.txt', manuscriptTxt);
    const response = await t.server.app.inject({
      url: `/api/manuscripts/${manuscript.id}/revisions/${manuscript.latestRevisionId}/progress`,
      headers: await t.headers('subscriber'),
    });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.body
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)));
    for (const event of events) expect(validate('api/manuscripts/progress-event', event).ok).toBe(true);
    expect(events.at(-1)).toMatchObject({ status: 'done', stage: 'done', progress: 1, failureReason: null });
  });

  test('a new version of a manuscript is a new revision with its own data', async () => {
    const first = await upload('fyrtaarnet.txt', manuscriptTxt, { manuscriptTitle: 'Fyrtårnet' });
    await waitForRevision(t.server.database.db, first.latestRevisionId);
    const second = await upload('taage.txt', new TextEncoder().encode(demoText), {
      manuscriptTitle: 'Fyrtårnet, 2. udgave',
      manuscriptId: String(first.id),
    });
    expect(second).toMatchObject({ id: first.id, revisionCount: 2, title: 'Fyrtårnet, 2. udgave' });
    expect(second.latestRevisionId).not.toBe(first.latestRevisionId);
    await waitForRevision(t.server.database.db, second.latestRevisionId);
    const list = await get(`/api/manuscripts/${first.id}/revisions/`);
    expect(list.map((r: { id: number }) => r.id)).toEqual([second.latestRevisionId, first.latestRevisionId]);
    const words = async (revisionId: number) => {
      const data = await get(`/api/manuscripts/${first.id}/revisions/${revisionId}/?models=Legibility&sections=global`);
      expect(data).toHaveLength(1);
      return data[0].content.number_of_words as number;
    };
    const [firstWords, secondWords] = [await words(first.latestRevisionId), await words(second.latestRevisionId)];
    expect(firstWords).toBeLessThan(secondWords); // the demo text is longer than the fixture
    const history = await get('/api/author/history/?pageSize=100');
    const types = history.items.map((item: { type: string }) => item.type);
    expect(types.filter((type: string) => type === 'UPLOAD').length).toBeGreaterThanOrEqual(2);
    expect(types).toContain('ANALYSIS_DONE');
  });

  test('a failed analysis marks the revision failed with a Danish reason the author sees', async () => {
    const english =
      'It was a dark and stormy night. The rain fell in torrents, except at occasional intervals. ' +
      'The wind swept up the streets and rattled along the housetops. She looked at the sea and waited for him.\n\n';
    const manuscript = await upload('english.txt', new TextEncoder().encode(english.repeat(20)));
    const revision = await waitForRevision(t.server.database.db, manuscript.latestRevisionId);
    expect(revision.status).toBe('failed');
    const seen = await get(`/api/manuscripts/${manuscript.id}/`);
    expect(seen).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/dansk/) });
    const [row] = await t.server.database.db.select().from(revisions).where(eq(revisions.id, revision.id));
    expect(row!.failureReason).toBe(seen.failureReason);
    const history = await get('/api/author/history/?pageSize=100');
    const failed = history.items.find((item: { type: string }) => item.type === 'ANALYSIS_FAILED');
    expect(failed.description).toContain(seen.failureReason);
  });
});
