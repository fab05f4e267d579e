/**
 * The manuscript view's route (docs/MANUSCRIPT-VIEW.md): the analysed fixture's text a page at a time with its
 * findings marked in place and its chapters, the owner's and admins' alone (404 for another author), a Danish 400
 * for a chapter or range outside the book. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ManuscriptText } from '../../schemas/api/manuscript-view.ts';
import { validate } from '../../schemas/validate.ts';
import { type Fixture, setUpFixture } from '../support/route-cases.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(backends())('GET …/revisions/{rev}/text on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;
  const url = (query: string) =>
    `/api/manuscripts/${fixture.manuscriptId}/revisions/${fixture.revisionId}/text${query ? `?${query}` : ''}`;
  const get = async (query: string, who: PrincipalName = 'subscriber') =>
    t.server.app.inject({ url: url(query), headers: await t.headers(who) });

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    fixture = await setUpFixture(t);
  }, 180_000);
  afterAll(async () => t?.close());

  test('gives the owner the text from the start with the chapters and every kind of finding in place', async () => {
    const response = await get('');
    expect(response.statusCode, response.body).toBe(200);
    expect(validate('api/manuscripts/text', response.json()).ok).toBe(true);
    const page = response.json() as ManuscriptText;
    expect(page.from).toBe(0);
    expect(page.to).toBe(page.paragraphCount);
    expect(page.chapters.map((c) => c.title)).toEqual(['Kapitel 1', 'Kapitel 2']);
    expect(page.paragraphs[0]!.heading).toBe('Kapitel 1');
    expect(page.paragraphs[0]!.text).toMatch(/^Det regnede, da Marie kom til øen\./u);
    expect(page.paragraphs.some((p) => p.sceneBreak)).toBe(true);
    const second = page.paragraphs.find((p) => p.heading === 'Kapitel 2');
    expect(second?.index).toBe(page.chapters[1]!.start);
    // Every mark lies on the words it names.
    const marked = (category: string) =>
      page.paragraphs.flatMap((p) =>
        p.marks.filter((m) => m.category === category).map((m) => ({ key: m.key, text: p.text.slice(m.start, m.end) })),
      );
    expect(marked('klicheer')).toContainEqual({ key: 'hun nikkede langsomt', text: 'nikkede langsomt' });
    expect(marked('navne').map((m) => m.text)).toContain('Marie');
    expect(marked('replikbiord')).toContainEqual({ key: 'stille', text: 'stille' });
    expect(marked('replikverber').map((m) => m.key)).toContain('svare');
    expect(marked('perspektivskift')).toContainEqual({ key: '1st', text: 'Jeg' });
    for (const mark of page.paragraphs.flatMap((p) => p.marks)) expect(mark.end).toBeGreaterThan(mark.start);
    expect(page.counts.navne).toBe(marked('navne').length);
  });

  test('gives a chapter, or a range of paragraphs, and an admin may read it too', async () => {
    const all = (await get('')).json() as ManuscriptText;
    const chapter = (await get('chapter=2', 'admin')).json() as ManuscriptText;
    expect(chapter.from).toBe(all.chapters[1]!.start);
    expect(chapter.to).toBe(all.chapters[1]!.end);
    expect(chapter.paragraphs[0]!.heading).toBe('Kapitel 2');
    const range = (await get('from=2&to=4')).json() as ManuscriptText;
    expect(range.paragraphs.map((p) => p.index)).toEqual([2, 3]);
    expect(range.paragraphs).toEqual(all.paragraphs.slice(2, 4));
  });

  test("another author's manuscript is not found, whatever the range", async () => {
    for (const query of ['', 'chapter=1', 'chapter=99', 'from=5000']) {
      const response = await get(query, 'other');
      expect(response.statusCode, query).toBe(404);
      expect(response.json().message).toBe('Manuskriptet findes ikke.');
    }
    expect((await get('', 'anonymous')).statusCode).toBe(401);
  });

  test('a chapter or range outside the book, or a bad one, is refused in Danish', async () => {
    const chapter = await get('chapter=3');
    expect(chapter.statusCode).toBe(400);
    expect(chapter.json()).toEqual({
      code: 'CHAPTER_NOT_FOUND',
      message: 'Kapitel 3 findes ikke: manuskriptet har 2 kapitler.',
    });
    const from = await get('from=5000');
    expect(from.statusCode).toBe(400);
    expect(from.json().message).toMatch(/^Afsnit 5001 findes ikke: manuskriptet har \d+ afsnit\.$/u);
    const backwards = await get('from=4&to=2');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      'Ugyldigt udsnit af teksten: udsnittet skal slutte efter, det begynder (from=4, to=2).',
    );
    const both = await get('chapter=1&from=2');
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('RANGE_INVALID');
    for (const query of ['chapter=0', 'from=-1', 'from=abc', 'side=2']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^Ugyldig forespørgsel/u);
    }
  });
});
