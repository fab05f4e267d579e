/**
 * The passages behind a figure (docs/PASSAGES.md): the analysed fixture's names and clichés served page by page,
 * the owner's alone, and a clear Danish answer to every bad request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { revisions } from '../../server/db/schema.ts';
import { type Fixture, setUpFixture } from '../support/route-cases.ts';
import { type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';
import { postUpload } from '../support/uploads.ts';

describe('GET …/revisions/{rev}/passages', () => {
  let t: TestServer;
  let fixture: Fixture;
  const url = (query: string, f: { manuscriptId: number; revisionId: number } = fixture) =>
    `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/passages?${query}`;
  const get = async (path: string, who: PrincipalName = 'subscriber') =>
    t.server.app.inject({ url: path, headers: await t.headers(who) });

  beforeAll(async () => {
    t = await startTestServer({ analysisThreads: 1 });
    fixture = await setUpFixture(t);
  }, 180_000);
  afterAll(async () => t?.close());

  test("gives the sentences a character is named in, with the name's offsets and the place in the book", async () => {
    const response = await get(url('model=Scenes&key=Marie'));
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(validate('api/passages', page).ok).toBe(true);
    expect(page).toMatchObject({ model: 'Scenes', key: 'Marie', total: 5, stored: 5, page: 1, pages: 1 });
    expect(page.passages).toHaveLength(5);
    for (const passage of page.passages) {
      const [mark] = passage.marks;
      expect(passage.sentence.slice(mark.start, mark.end)).toMatch(/^Marie( Holm)?$/);
      expect(passage.position).toBeGreaterThanOrEqual(0);
      expect(passage.position).toBeLessThanOrEqual(100);
    }
    const positions = page.passages.map((passage: { position: number }) => passage.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test('marks the words of a cliché and lets an admin read them too', async () => {
    const response = await get(url(`model=Cliches&key=${encodeURIComponent('hun nikkede langsomt')}`), 'admin');
    expect(response.statusCode).toBe(200);
    const [passage] = response.json().passages;
    expect(passage.sentence.slice(passage.marks[0].start, passage.marks[0].end).toLowerCase()).toContain('nikkede');
  });

  test('a key that was never found: no passages and a Danish explanation', async () => {
    const response = await get(url('model=Scenes&key=Frederik'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 0, pages: 0, passages: [] });
    expect(response.json().message).toBe('Ingen passager fundet for »Frederik«.');
  });

  test('a page beyond the end is refused in Danish', async () => {
    const response = await get(url('model=Scenes&key=Marie&page=2'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'PAGE_BEYOND_END',
      message: 'Side 2 findes ikke: der er 1 side med passager.',
    });
  });

  test('a model without passages, an empty key or page 0 is a validation error', async () => {
    for (const query of ['model=Legibility&key=lix', 'model=Scenes&key=', 'model=Scenes&key=Marie&page=0', 'key=x']) {
      const response = await get(url(query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION');
    }
  });

  test("another author's revision, or a revision of another manuscript, is not found", async () => {
    expect((await get(url('model=Scenes&key=Marie'), 'other')).statusCode).toBe(404);
    const second = (await postUpload(t)).json();
    const crossed = { manuscriptId: second.id, revisionId: fixture.revisionId };
    const response = await get(url('model=Scenes&key=Marie', crossed));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Revisionen findes ikke.');
  });

  test('a revision still being analysed, or failed, answers 409 with the reason in Danish', async () => {
    const db = t.server.database.db;
    try {
      await db.update(revisions).set({ status: 'analysing' }).where(eq(revisions.id, fixture.revisionId));
      const analysing = await get(url('model=Scenes&key=Marie'));
      expect(analysing.statusCode).toBe(409);
      expect(analysing.json().message).toBe(
        'Analysen af denne version er ikke færdig endnu. Passagerne kan ses, når rapporten er klar.',
      );
      await db.update(revisions).set({ status: 'failed' }).where(eq(revisions.id, fixture.revisionId));
      const failed = await get(url('model=Scenes&key=Marie'));
      expect(failed.statusCode).toBe(409);
      expect(failed.json().code).toBe('ANALYSIS_FAILED');
    } finally {
      await db.update(revisions).set({ status: 'done' }).where(eq(revisions.id, fixture.revisionId));
    }
  });

  test('the trial report serves its passages to anyone', async () => {
    const data = await t.server.app.inject({ url: '/api/trial-report/?models=Scenes&sections=characters' });
    const [name] = data.json()[0].content.map((character: { name: string }) => character.name);
    const response = await t.server.app.inject({
      url: `/api/trial-report/passages?model=Scenes&key=${encodeURIComponent(name)}`,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.passages[0].sentence).toContain(name.split(' ')[0]);
  });
});
