import { describe, expect, it } from 'vitest';
import { FakeApi } from '../test-support/fake-api.ts';
import { ContentStore } from './ContentStore.ts';

function setup() {
  const api = new FakeApi();
  for (const path of ['whatIs/', 'lix/', 'globalScores/', 'archetypes/', 'archetypeIndexes/', 'dashboard/'])
    api.answer(path, []);
  for (const path of ['tips/', 'infos/', 'articles/', 'characteristics/'])
    api.answer(path, (call: { query?: Record<string, unknown> }) => [{ report: call.query?.report }]);
  return { api, store: new ContentStore(api.asClient()) };
}

const perReportCalls = (api: FakeApi) =>
  api.calls.filter((c) => c.path === 'tips/' || c.path === 'infos/').map((c) => `${c.path}${c.query?.report}`);

describe('ContentStore', () => {
  it.each([1, 17, 18, 19, 20])('fetches the tips and infos of report %i', async (report) => {
    const { api, store } = setup();
    const content = await store.forReport(report);
    expect(perReportCalls(api).sort()).toEqual([`infos/${report}`, `tips/${report}`]);
    expect(content.tips).toEqual([{ report }]);
  });

  it('asks no per-report texts for the dashboard (0) or an id outside 1..20', async () => {
    const { api, store } = setup();
    for (const report of [0, 21]) {
      const content = await store.forReport(report);
      expect(content.tips).toBeUndefined();
      expect(content.whatIs).toEqual([]);
    }
    expect(perReportCalls(api)).toEqual([]);
  });
});

describe('ContentStore article pages', () => {
  it("gives the first page to the report and each further page, with the site's totals, once", async () => {
    const { api, store } = setup();
    api.answer('articles/', (call: { query?: Record<string, unknown> }) => ({
      items: [{ id: Number(call.query?.page), headline: `Side ${call.query?.page}` }],
      total: 9,
      totalPages: 3,
    }));
    const content = await store.forReport(8);
    expect(content.articles).toEqual([{ id: 1, headline: 'Side 1' }]);
    expect(await store.articlePage(8, 1)).toEqual({ items: [{ id: 1, headline: 'Side 1' }], total: 9, totalPages: 3 });
    expect((await store.articlePage(8, 2)).items).toEqual([{ id: 2, headline: 'Side 2' }]);
    await store.articlePage(8, 2);
    expect(api.callsTo('articles/').map((c) => c.query)).toEqual([
      { report: 8, page: 1 },
      { report: 8, page: 2 },
    ]);
  });

  it('tells of a failed tips call (the error dialog), never of failed articles (console only), and goes on', async () => {
    const api = new FakeApi();
    for (const path of ['whatIs/', 'lix/', 'globalScores/', 'archetypes/', 'archetypeIndexes/', 'dashboard/'])
      api.answer(path, []);
    for (const path of ['infos/', 'characteristics/']) api.answer(path, []);
    api.answer('tips/', () => new Error('500'));
    api.answer('articles/', () => new Error('nede'));
    const told: unknown[] = [];
    const store = new ContentStore(api.asClient(), (error) => told.push(error));
    const content = await store.forReport(8);
    expect(content.tips).toBeUndefined();
    expect(content.infos).toEqual([]);
    expect(told).toHaveLength(1);
    expect(String(told[0])).toContain('500');
  });

  it('leaves the articles out when the content site cannot be read, and the page renders without them', async () => {
    const { api, store } = setup();
    api.answer('articles/', () => new Error('nede'));
    const content = await store.forReport(8);
    expect(content.articles).toBeUndefined();
    expect(content.tips).toEqual([{ report: 8 }]);
    await expect(store.articlePage(8, 2)).rejects.toThrow(/could not be loaded/u);
  });
});
