/**
 * Word lists as served (issue 26 point 4): a revision's word lists (word → count) come most frequent first, also
 * when the revision stored them in another order (revisions stored before the analysis kept them ordered; and
 * PostgreSQL's jsonb keeps an object's keys in an order of its own); `top=N` cuts every list, and each lemma-forms
 * map with it, to its N most frequent words, while the whole-book counts stay; a `top` that is not a positive
 * integer is refused with a Danish message.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { validate } from '../../schemas/validate.ts';
import { revisionData } from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';
import { uploadAnalysed } from '../support/uploads.ts';

type Counts = Record<string, number>;

/** A generated word list far longer than the fixture's: 3,000 lemmas with counts in no order. */
function longList(): { counts: Counts; forms: Record<string, Counts> } {
  const counts: Counts = {};
  const forms: Record<string, Counts> = {};
  for (let i = 0; i < 3000; i++) {
    const lemma = `ord${i}`;
    const n = ((i * 7919) % 997) + 1;
    counts[lemma] = n;
    forms[lemma] = n > 1 ? { [`${lemma}e`]: 1, [lemma]: n - 1 } : { [lemma]: 1 };
  }
  return { counts, forms };
}

const isDescending = (counts: Counts) => Object.values(counts).every((n, i, all) => i === 0 || all[i - 1]! >= n);

describe.each(backends())('word lists most frequent first on %s', (backend) => {
  let t: TestServer;
  let dataUrl: string;
  const { counts, forms } = longList();

  const get = async (query: string) =>
    t.server.app.inject({ method: 'GET', url: `${dataUrl}?${query}`, headers: await t.headers('subscriber') });
  const showTell = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json() as RevisionDataItem[];
    return items.find((item) => item.model === 'ShowingTelling' && item.section === 'global')!.content as Record<
      string,
      unknown
    >;
  };

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    const { manuscriptId, revisionId: latestRevisionId } = await uploadAnalysed(t);
    dataUrl = `/api/manuscripts/${manuscriptId}/revisions/${latestRevisionId}/`;
    // The revision as an older analysis stored it: its adjectives in the order found (not by count), a long list.
    const where = and(
      eq(revisionData.revisionId, latestRevisionId),
      eq(revisionData.model, 'ShowingTelling'),
      eq(revisionData.section, 'global'),
    );
    const db = t.server.database.db;
    const [row] = await db.select().from(revisionData).where(where);
    const content = row!.content as Record<string, unknown>;
    await db
      .update(revisionData)
      .set({
        content: { ...content, adjectives_count: counts, adjectives_forms: forms, number_of_adjectives: 1_498_500 },
      })
      .where(where);
  });
  afterAll(async () => t?.close());

  test('every word list comes most frequent first, whole, when no top is asked', async () => {
    const content = await showTell('models=ShowingTelling&sections=global');
    const adjectives = content.adjectives_count as Counts;
    expect(Object.keys(adjectives)).toHaveLength(3000);
    expect(isDescending(adjectives)).toBe(true);
    expect(Object.keys(adjectives)).not.toEqual(Object.keys(counts));
    for (const list of ['adverbs_count', 'descriptive_words_count', 'filling_words_count'])
      expect(isDescending(content[list] as Counts)).toBe(true);
    // Ties keep their stored order; every lemma keeps its count.
    expect(Object.entries(adjectives).sort(([a], [b]) => a.localeCompare(b))).toEqual(
      Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)),
    );
  });

  test('top=N: each list holds its N most frequent words, the forms map the same lemmas, the counts stay whole', async () => {
    const content = await showTell('models=ShowingTelling&sections=global&top=25');
    const adjectives = content.adjectives_count as Counts;
    expect(Object.keys(adjectives)).toHaveLength(25);
    expect(isDescending(adjectives)).toBe(true);
    const heaviest = Math.max(...Object.values(counts));
    expect(Object.values(adjectives)[0]).toBe(heaviest);
    const cut = Object.values(adjectives).at(-1)!;
    expect(Object.values(counts).filter((n) => n > cut).length).toBeLessThan(25);
    expect(Object.keys(content.adjectives_forms as object).sort()).toEqual(Object.keys(adjectives).sort());
    expect(content.number_of_adjectives).toBe(1_498_500);
    // The forms of a lemma: most frequent first.
    const [first] = Object.keys(adjectives);
    expect(isDescending((content.adjectives_forms as Record<string, Counts>)[first!]!)).toBe(true);
    const one = await showTell('models=ShowingTelling&sections=global&top=1');
    expect(Object.keys(one.adjectives_count as Counts)).toEqual([first]);
  });

  test('a top that is not a positive integer (or over 10,000) is refused in Danish', async () => {
    for (const top of ['0', '-3', '1.5', 'abc', '', '10001']) {
      const response = await get(`models=ShowingTelling&sections=global&top=${top}`);
      expect(response.statusCode, `top=${top}`).toBe(400);
      const body = response.json() as { code: string; message: string };
      expect(validate('api/error', body).ok).toBe(true);
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toMatch(/^Ugyldig forespørgsel: querystring\/top skal være/);
    }
  });
});
