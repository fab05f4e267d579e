/**
 * Issue 35's API details, through the real server: a file route's errors are JSON, If-None-Match is honoured weak
 * or in a list, the article routes send their paging headers as declared, and metrics 22 and 24 answer their value
 * 0 (spec §3: "Ids 22 and 24 return 0") instead of 404.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('API details (issue 35)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  const get = async (url: string, headers: Record<string, string> = {}) => t.server.app.inject({ url, headers });

  test('the PDF route answers its errors as JSON {code, message} in Danish, bad input included', async () => {
    const headers = await t.headers('subscriber');
    const missing = await get('/api/manuscripts/987654/pdf', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Manuskriptet findes ikke.' });
    const bad = await get('/api/manuscripts/abc/pdf', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(validate('api/error', bad.json()).ok).toBe(true);
    expect(bad.json().message).toMatch(/^Ugyldig forespørgsel: /);
  });

  test("an unknown API address answers the catalogue's 404 as JSON, whatever the method", async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await t.server.app.inject({ method, url: '/api/no-such-route/?x=1' });
      expect(answer.statusCode, method).toBe(404);
      expect(answer.headers['content-type'], method).toMatch(/^application\/json/);
      expect(answer.json(), method).toEqual({ code: 'NOT_FOUND', message: 'Siden findes ikke.' });
    }
  });

  test('If-None-Match is honoured strong, weak (W/"…"), in a list, and as *; another tag gets the answer', async () => {
    const first = await get('/api/reports/definitions');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", W/${etag}`, `"a","b", ${etag}`, '*']) {
      const again = await get('/api/reports/definitions', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    for (const ifNoneMatch of ['"other"', `W/"x${etag.slice(1)}`, '']) {
      const fresh = await get('/api/reports/definitions', { 'if-none-match': ifNoneMatch });
      expect(fresh.statusCode, ifNoneMatch).toBe(200);
      expect(validate('api/reports/definitions', fresh.json()).ok).toBe(true);
    }
  });

  test('the article routes send x-wp-total and x-wp-totalpages as the integers the OpenAPI declares', async () => {
    for (const url of ['/api/articles/?report=8', '/api/wp-json/wp/v2/posts?per_page=4']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      const total = String(answer.headers['x-wp-total']);
      const pages = String(answer.headers['x-wp-totalpages']);
      expect(total, url).toMatch(/^\d+$/);
      expect(pages, url).toMatch(/^\d+$/);
      expect(Number(total)).toBeGreaterThanOrEqual((answer.json() as unknown[]).length);
    }
    const bad = await get('/api/articles/?report=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Ugyldig forespørgsel: /);
  });

  test('metrics 22 and 24 answer their value 0; another value, or an id the spec lacks, stays 404', async () => {
    for (const metric of [22, 24]) {
      const answer = await get(`/api/recommendations/${metric}/1/3/0`);
      expect(answer.statusCode, String(metric)).toBe(200);
      expect(validate('api/content/recommendation', answer.json()).ok).toBe(true);
      expect(answer.json()).toMatchObject({ RAG: 'G', RAGLevel: 3, rangeLow: 0, rangeHigh: 0 });
      expect(answer.json().name).toBe(`Mål ${metric} (måles ikke)`);
      const other = await get(`/api/recommendations/${metric}/1/3/5`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 'NOT_FOUND', message: 'En anbefaling for denne værdi findes ikke.' });
    }
    expect((await get('/api/recommendations/23/1/3/0')).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Målet findes ikke.',
    });
    expect((await get('/api/recommendations/22/99/3/0')).json().message).toBe('Genren findes ikke.');
    const bad = await get('/api/recommendations/22/1/3/nul');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Ugyldig forespørgsel: /);
  });
});
