/**
 * Analysis jobs on a running server with an analysis thread: the progress stream follows a job to its end, a new
 * version of a manuscript is a new revision with its own data, a failed analysis tells the author why.
 * Called inside a test file's describe, with that file's server.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { revisions } from '../../server/db/schema.ts';
import { manuscriptTxt, waitForRevision } from './fixtures.ts';
import type { TestServer } from './test-server.ts';
import { postUpload } from './uploads.ts';

const demoText = readFileSync(new URL('../../server/content/demo/taagen-over-fjorden.txt', import.meta.url), 'utf8');

export function revisionJobTests(server: () => TestServer): void {
  const upload = async (fileName: string, bytes: Uint8Array, fields: Record<string, string> = {}) => {
    const response = await postUpload(server(), { fileName, bytes, fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const get = async (url: string) =>
    server()
      .server.app.inject({ url, headers: await server().headers('subscriber') })
      .then((r) => r.json());

  test('the progress stream follows a job until it is done', async () => {
    const manuscript = await upload('fyrtaarnet.txt', manuscriptTxt);
    const response = await server().server.app.inject({
      url: `/api/manuscripts/${manuscript.id}/revisions/${manuscript.latestRevisionId}/progress`,
      headers: await server().headers('subscriber'),
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
    await waitForRevision(server().server.database.db, first.latestRevisionId);
    const second = await upload('taage.txt', new TextEncoder().encode(demoText), {
      manuscriptTitle: 'Fyrtårnet, 2. udgave',
      manuscriptId: String(first.id),
    });
    expect(second).toMatchObject({ id: first.id, revisionCount: 2, title: 'Fyrtårnet, 2. udgave' });
    expect(second.latestRevisionId).not.toBe(first.latestRevisionId);
    await waitForRevision(server().server.database.db, second.latestRevisionId);
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
    const revision = await waitForRevision(server().server.database.db, manuscript.latestRevisionId);
    expect(revision.status).toBe('failed');
    const seen = await get(`/api/manuscripts/${manuscript.id}/`);
    expect(seen).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/dansk/) });
    const [row] = await server().server.database.db.select().from(revisions).where(eq(revisions.id, revision.id));
    expect(row!.failureReason).toBe(seen.failureReason);
    const history = await get('/api/author/history/?pageSize=100');
    const failed = history.items.find((item: { type: string }) => item.type === 'ANALYSIS_FAILED');
    expect(failed.description).toContain(seen.failureReason);
  });
}
