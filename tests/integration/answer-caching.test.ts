/**
 * Caching and compression (issue 16): a finished revision's data from the per-process cache with a weak ETag and
 * 304, brotli or gzip as the client accepts, never a cached answer for a revision still being analysed, access
 * checked on every cache hit, the read-time models following the author's 'done' marks, the bound of
 * REVISION_CACHE_BYTES; JSON answers compressed; the web app's static files precompressed, hashed assets
 * immutable and index.html never cached.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { libraryBooks, revisionData, revisions } from '../../server/db/schema.ts';
import { elements } from '../../server/derived/global-score.ts';
import { readTimeModels } from '../../server/derived/revision-derived.ts';
import { storeResults } from '../../server/jobs/revision-store.ts';
import { storedResults } from '../../server/jobs/stored-results.ts';
import { storeUpload } from '../../server/manuscripts/store-upload.ts';
import { manuscriptTxt } from '../support/fixtures.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';
import { uploadAnalysed } from '../support/uploads.ts';

type Item = RevisionDataItem;

const script = 'export const greeting = "Hej fra Lektør";\n'.repeat(200);

/** A built web app in miniature: index.html, a hashed script with its .br and .gz, an unhashed file. */
function miniatureWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lektor-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Lektør</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-B4xk9Q2a.js'), script);
  writeFileSync(join(dir, 'assets', 'index-B4xk9Q2a.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-B4xk9Q2a.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

function decoded(response: LightMyRequestResponse): Item[] {
  const encoding = response.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  return JSON.parse(body.toString('utf8')) as Item[];
}

describe.each(backends())('caching and compression on %s', (backend) => {
  let t: TestServer;
  let webDir: string;
  let manuscriptId: number;
  let revisionId: number;
  let dataUrl: string;

  const get = async (who: PrincipalName, url: string, headers: Record<string, string> = {}) =>
    t.server.app.inject({ method: 'GET', url, headers: { ...(await t.headers(who)), ...headers } });

  beforeAll(async () => {
    webDir = miniatureWebApp();
    t = await startTestServer({ backend, analysisThreads: 1, webDir });
    ({ manuscriptId, revisionId } = await uploadAnalysed(t));
    dataUrl = `/api/manuscripts/${manuscriptId}/revisions/${revisionId}/`;
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  test('a finished revision: the same JSON in brotli, gzip or plain, one weak ETag, 304 when it matches', async () => {
    const plain = await get('subscriber', dataUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const items = decoded(plain);
    expect(items.some((item) => item.model === 'Legibility' && item.section === 'global')).toBe(true);
    expect(items.some((item) => item.model === 'GlobalUser')).toBe(true);

    const br = await get('subscriber', dataUrl, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(br)).toEqual(items);
    const gz = await get('subscriber', dataUrl, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toEqual(items);
    expect([br.headers.etag, gz.headers.etag]).toEqual([etag, etag]);

    const unchanged = await get('subscriber', dataUrl, { 'if-none-match': `"other", ${etag}` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    // A signed-in caller's answer is still kept by no browser or proxy (docs/API.md).
    expect(unchanged.headers['cache-control']).toBe('no-store');
  });

  test('an If-None-Match that does not match gets the full answer', async () => {
    const first = await get('subscriber', dataUrl);
    for (const stale of ['W/"not-the-etag"', '"abc", W/"def"', 'garbage']) {
      const again = await get('subscriber', dataUrl, { 'if-none-match': stale });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    }
  });

  test('the answer is kept: rows changed behind the server are not read again for a finished revision', async () => {
    const url = `${dataUrl}?models=Legibility&sections=global`;
    const before = await get('subscriber', url);
    const db = t.server.database.db;
    const where = and(
      eq(revisionData.revisionId, revisionId),
      eq(revisionData.model, 'Legibility'),
      eq(revisionData.section, 'global'),
    );
    const [row] = await db.select().from(revisionData).where(where);
    await db
      .update(revisionData)
      .set({ content: { changedBehindTheServer: true } })
      .where(where);
    try {
      const after = await get('subscriber', url);
      expect(after.body).toBe(before.body);
      expect(after.headers.etag).toBe(before.headers.etag);
    } finally {
      await db.update(revisionData).set({ content: row!.content }).where(where);
    }
  });

  test('a cached answer is still refused to another author and given to an admin', async () => {
    expect((await get('subscriber', dataUrl)).statusCode).toBe(200);
    const other = await get('other', dataUrl);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await get('other', `${dataUrl}?models=Legibility&sections=global`)).statusCode).toBe(404);
    expect((await get('anonymous', dataUrl)).statusCode).toBe(401);
    const admin = await get('admin', dataUrl);
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe((await get('subscriber', dataUrl)).body);
    // The revision under another manuscript's id is not found, cached or not.
    expect(
      (await get('subscriber', `/api/manuscripts/${manuscriptId + 1000}/revisions/${revisionId}/`)).statusCode,
    ).toBe(404);
  });

  test("the global scores follow the author's 'done' marks after the answer was cached", async () => {
    const url = `${dataUrl}?models=GlobalUser&sections=global`;
    const scoreOf = (items: Item[]) =>
      items.find((item) => item.model === 'GlobalUser')!.content as Record<string, number>;
    const first = await get('subscriber', url);
    const before = scoreOf(decoded(first));
    const counted = Object.entries(before).filter(([name, points]) => name !== 'score' && points > 0);
    expect(before.score).toBeGreaterThan(0);
    expect(counted.length).toBeGreaterThan(0);
    // Every element marked done: only the clichés stop counting (spec §2); the others keep their points.
    const marks = counted.map(([name]) => ({ name: `gs_${revisionId}.${name}`, value: 'true' }));
    const kept = counted.filter(([name]) => name !== 'cliches') as [keyof typeof elements, number][];
    const weight = (name: keyof typeof elements) => elements[name].weight;
    const expected = Math.round(
      kept.reduce((sum, [name, points]) => sum + weight(name) * points, 0) /
        kept.reduce((sum, [name]) => sum + weight(name), 0),
    );
    const saved = await t.server.app.inject({
      method: 'POST',
      url: '/api/author/settings/',
      headers: await t.headers('subscriber'),
      payload: marks,
    });
    expect(saved.statusCode).toBe(200);
    try {
      expect(
        counted.some(([name]) => name === 'cliches'),
        'the fixture has clichés',
      ).toBe(true);
      const changed = await get('subscriber', url);
      expect(scoreOf(decoded(changed)).score).toBe(expected);
      // A changed answer has a new ETag: the one the browser holds no longer matches.
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      const stale = await get('subscriber', url, { 'if-none-match': String(first.headers.etag) });
      expect(stale.statusCode).toBe(200);
      expect(scoreOf(decoded(stale)).score).toBe(expected);
    } finally {
      await t.server.app.inject({
        method: 'DELETE',
        url: '/api/author/settings/',
        headers: await t.headers('subscriber'),
      });
    }
    const again = await get('subscriber', url);
    expect(scoreOf(decoded(again))).toEqual(before);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  test('the similar books follow the library after the answer was cached', async () => {
    const url = `${dataUrl}?models=SimilarBooks&sections=global`;
    const books = (items: Item[]) => JSON.stringify(items.find((item) => item.model === 'SimilarBooks')?.content);
    const before = books(decoded(await get('subscriber', url)));
    expect(books(decoded(await get('subscriber', url)))).toBe(before);
    const db = t.server.database.db;
    const shelved = await db.select({ isbn: libraryBooks.isbn }).from(libraryBooks);
    expect(shelved.length).toBeGreaterThan(0);
    await db.update(libraryBooks).set({ removedAt: new Date() });
    try {
      expect(books(decoded(await get('subscriber', url)))).not.toBe(before);
    } finally {
      await db.update(libraryBooks).set({ removedAt: null });
    }
    expect(books(decoded(await get('subscriber', url)))).toBe(before);
  });

  test('a revision still being analysed gets its rows as they stand, never a cached partial answer', async () => {
    const db = t.server.database.db;
    const owner = t.users.subscriber;
    // Stored like an upload whose job has not run yet (no job is queued: this test plays the worker).
    const stored = await storeUpload(db, {
      userId: owner.id,
      title: 'Halvfærdig',
      genreId: 1,
      audienceId: 3,
      fileName: 'halv.txt',
      fileType: 'TEXT',
      bytes: manuscriptTxt,
    });
    const url = `/api/manuscripts/${stored.manuscriptId}/revisions/${stored.revisionId}/`;
    await db.update(revisions).set({ status: 'analysing' }).where(eq(revisions.id, stored.revisionId));
    await db
      .insert(revisionData)
      .values({ revisionId: stored.revisionId, model: 'Legibility', section: 'global', content: { partial: true } });
    for (const query of ['', '?models=Legibility&sections=global']) {
      const partial = await get('subscriber', `${url}${query}`, { 'accept-encoding': 'br' });
      expect(partial.statusCode).toBe(200);
      expect(partial.headers.etag).toBeUndefined();
      expect(decoded(partial)).toEqual([{ model: 'Legibility', section: 'global', content: { partial: true } }]);
    }
    // The worker finishes: the rows of a whole analysis (those of the finished revision) replace the partial ones.
    const readTime: readonly string[] = readTimeModels;
    const finished = decoded(await get('subscriber', dataUrl)).filter((item) => !readTime.includes(item.model));
    const title = 'Halvfærdig';
    await storeResults(
      db,
      stored.revisionId,
      { userId: owner.id, manuscriptId: stored.manuscriptId, title },
      storedResults(finished),
    );
    for (const query of ['', '?models=Legibility&sections=global']) {
      const done = await get('subscriber', `${url}${query}`);
      expect(done.headers.etag).toBeDefined();
      const items = decoded(done);
      expect(items.some((item) => (item.content as { partial?: boolean }).partial)).toBe(false);
      expect(items.find((item) => item.model === 'Legibility' && item.section === 'global')?.content).toEqual(
        finished.find((item) => item.model === 'Legibility' && item.section === 'global')?.content,
      );
    }
  });

  test('other JSON answers are compressed when the client accepts it, and only then', async () => {
    const br = await get('anonymous', '/api/trial-report/', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await get('subscriber', '/api/recommendations/rules/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('anonymous', '/api/trial-report/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(br)).toEqual(plain.json());
    // Too small to be worth it.
    expect((await get('anonymous', '/api/health', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      undefined,
    );
  });

  test('the web app: hashed assets precompressed and immutable, index.html never cached', async () => {
    const asset = '/assets/index-B4xk9Q2a.js';
    const br = await get('anonymous', asset, { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('anonymous', asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('anonymous', asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const path of ['/', '/pricing', '/overview/manuscripts', '/index.html', '/robots.txt']) {
      const page = await get('anonymous', path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-store');
    }
    expect((await get('anonymous', '/assets/missing-abc123.js')).statusCode).toBe(404);
  });
});

describe('the bound of the revision cache (REVISION_CACHE_BYTES)', () => {
  let t: TestServer;
  let dataUrl: string;

  beforeAll(async () => {
    // 0 bytes: nothing fits, so every answer is read afresh, as without a cache.
    t = await startTestServer({ analysisThreads: 1, revisionCacheBytes: 0 });
    const { manuscriptId, revisionId } = await uploadAnalysed(t);
    dataUrl = `/api/manuscripts/${manuscriptId}/revisions/${revisionId}/?models=Legibility&sections=global`;
  });

  afterAll(async () => {
    await t?.close();
  });

  test('an answer larger than the bound is not kept: a change behind the server shows at once', async () => {
    const headers = await t.headers('subscriber');
    const before = await t.server.app.inject({ url: dataUrl, headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()[0]).toMatchObject({ model: 'Legibility', section: 'global' });
    await t.server.database.db
      .update(revisionData)
      .set({ content: { changedBehindTheServer: true } })
      .where(and(eq(revisionData.model, 'Legibility'), eq(revisionData.section, 'global')));
    const after = await t.server.app.inject({ url: dataUrl, headers });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBeUndefined();
    expect(decoded(after)).toEqual([
      { model: 'Legibility', section: 'global', content: { changedBehindTheServer: true } },
    ]);
  });

  test('an answer that is not kept is compressed on the fly like any JSON answer', async () => {
    const whole = dataUrl.split('?')[0]!;
    const headers = { ...(await t.headers('subscriber')), 'accept-encoding': 'gzip' };
    const answer = await t.server.app.inject({ url: whole, headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).some((item) => item.model === 'GlobalUser')).toBe(true);
  });

  test('a bound that is not a whole number of bytes stops the start', async () => {
    const { configFromEnv } = await import('../../server/config.ts');
    expect(() => configFromEnv({ REVISION_CACHE_BYTES: 'mange' })).toThrow(/REVISION_CACHE_BYTES/);
    expect(() => configFromEnv({ REVISION_CACHE_BYTES: '-1' })).toThrow(/REVISION_CACHE_BYTES/);
    expect(configFromEnv({ REVISION_CACHE_BYTES: '1000' }).revisionCacheBytes).toBe(1000);
  });
});
