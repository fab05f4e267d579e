import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  definitionFor,
  definitionLoaded,
  definitionsOf,
  loadDefinitionsWhenIdle,
  reportSummaries,
  sourcesOf,
} from './definitions.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the report definitions of the app', () => {
  // First: the module's catalogue is shared by the tests of this file, and this one needs none loaded yet.
  it('loads the pages not yet opened while idle, one per idle period, each as its first ask would', async () => {
    vi.useFakeTimers();
    const ids = reportSummaries.map((summary) => summary.reportId);
    expect(ids.length).toBeGreaterThan(10);
    const first = ids[0]!;
    definitionFor(first);
    expect(ids.filter((id) => definitionLoaded(id))).toEqual([first]);
    loadDefinitionsWhenIdle();
    loadDefinitionsWhenIdle(); // once per app load: a second call schedules nothing more
    // No requestIdleCallback in node: one definition per 200 ms timer.
    await vi.advanceTimersByTimeAsync(200);
    expect(ids.filter((id) => definitionLoaded(id))).toEqual([first, ids[1]]);
    await vi.advanceTimersByTimeAsync(200 * ids.length);
    expect(ids.every((id) => definitionLoaded(id))).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names every shipped page’s data sources before loading it exactly as its loaded definition does', () => {
    for (const { reportId } of reportSummaries) {
      const definition = definitionFor(reportId);
      expect(definition, `report ${reportId}`).toBeDefined();
      expect(new Set(sourcesOf(reportId).map((s) => `${s.model}/${s.section}`))).toEqual(
        new Set(definition!.models.map((s) => `${s.model}/${s.section}`)),
      );
    }
  });

  it('gives the whole definitions of the pages asked for, in their order, the same as one page at a time', async () => {
    const pages = [...reportSummaries].reverse().slice(0, 5);
    const definitions = await definitionsOf(pages);
    expect(definitions.map((d) => d.reportId)).toEqual(pages.map((p) => p.reportId));
    definitions.forEach((definition) => {
      expect(definition).toBe(definitionFor(definition.reportId));
    });
    expect(await definitionsOf([])).toEqual([]);
  });
});
