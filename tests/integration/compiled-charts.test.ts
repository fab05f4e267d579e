/**
 * GET /api/reports/chart-runtimes (server/editor/compiled-charts.ts): the published definitions' screen charts
 * compiled ahead in a thread, as a prepared answer (ETag, brotli), compiled again when a definition is published.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compileScreenCharts } from '../../engine/chart/screen-charts.ts';
import { readReportFiles } from '../../engine/report-files.ts';
import { validate } from '../../schemas/validate.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Answer {
  charts: { key: string; runtime: unknown }[];
}
type Definition = Record<string, unknown> & { blocks: Record<string, unknown>[] };

describe('the screen charts compiled ahead', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  const compiled = async (headers: Record<string, string> = {}) => {
    const response = await t.server.app.inject({ url: '/api/reports/chart-runtimes', headers });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer;
    expect(validate('api/reports/chart-runtimes', answer).ok).toBe(true);
    return { answer, etag: String(response.headers.etag), response };
  };

  test("every screen chart of a fresh installation's definitions, under the keys the engine computes", async () => {
    const { answer } = await compiled();
    const expected = compileScreenCharts(readReportFiles().map((file) => file.json)).charts;
    expect(answer.charts.map((chart) => chart.key).sort()).toEqual(expected.map((chart) => chart.key).sort());
    expect(answer.charts.length).toBeGreaterThan(20);
  });

  test('brotli when the browser takes it, an ETag, and 304 while nothing is published', async () => {
    const { etag, answer } = await compiled();
    const br = await t.server.app.inject({ url: '/api/reports/chart-runtimes', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(answer).length / 10);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(answer);
    const again = await t.server.app.inject({ url: '/api/reports/chart-runtimes', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  test("a published chart change is compiled anew: the old chart's key goes, the new one comes", async () => {
    const before = await compiled();
    const list = await t.server.app.inject({ url: '/api/reports/definitions' });
    const entry = (
      list.json() as { definitions: { key: string; version: number; definition: Definition }[] }
    ).definitions.find((d) => d.key === 'readability')!;
    const definition = structuredClone(entry.definition);
    const chart = definition.blocks.find((block) => block.id === 'lix-per-part') as { props: { size: unknown } };
    chart.props.size = { width: 600, height: 260 };
    const saved = await t.server.app.inject({
      method: 'POST',
      url: '/api/editor/documents/report/readability/versions',
      headers: await t.headers('editor'),
      payload: { payload: definition, baseVersion: entry.version, publish: true },
    });
    expect(saved.statusCode).toBe(201);
    const after = await compiled();
    expect(after.etag).not.toBe(before.etag);
    const beforeKeys = new Set(before.answer.charts.map((c) => c.key));
    const afterKeys = new Set(after.answer.charts.map((c) => c.key));
    expect([...afterKeys].filter((key) => !beforeKeys.has(key))).toHaveLength(1);
    expect([...beforeKeys].filter((key) => !afterKeys.has(key))).toHaveLength(1);
  });
});
