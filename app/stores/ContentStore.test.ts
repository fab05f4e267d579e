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
