/** Model content in the spec's looser shapes is shown, not failed (issue: pages on real data). */
import { describe, expect, it } from 'vitest';
import { normaliseSpecShapes } from '../../../schemas/normalise/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';
import { bindPageBlock, propsOf, sectionOf, withSection } from './bind-page.ts';

describe('spec shapes on the report pages', () => {
  it('lists characters and places given as {name, score} with their share of the mentions', async () => {
    const data = withSection('Scenes', 'characters', [
      { name: 'Marie', score: 0.62 },
      { name: 'Holm', score: 0.38 },
    ]);
    const items = (await propsOf('characters', 'all', { data })).items as { label: string; detail: string }[];
    expect(items).toEqual([
      { label: 'Marie', detail: '62 % af omtalerne', key: 'Marie' },
      { label: 'Holm', detail: '38 % af omtalerne', key: 'Holm' },
    ]);
    expect((await bindPageBlock('characters', 'top-5', { data })).state).toBe('ready');
  });

  it('shows the Dialog page with fewer than eight dialogue categories', async () => {
    const global = sectionOf<{ categories: Record<string, { words: Record<string, number> }> }>('Dialogue', 'global');
    const angry = { count: 3, propensity: 1, words: { råbte: 2, brølede: 1 } };
    const data = withSection('Dialogue', 'global', { ...global, categories: { angry } });
    const absent = await bindPageBlock('dialogue', 'category-arrogant', { data });
    expect(absent.state).toBe('ready');
    expect(absent).toEqual({ state: 'ready', props: expect.objectContaining({ values: [] }) });
    expect((await propsOf('dialogue', 'category-angry', { data })).values).toEqual([
      { Ord: 'råbte', Antal: 2 },
      { Ord: 'brølede', Antal: 1 },
    ]);
  });

  it('caps a show_tell_value above 1 to 100 % instead of failing the page', async () => {
    const global = sectionOf<Record<string, unknown>>('ShowingTelling', 'global');
    const loose: RevisionDataItem[] = withSection('ShowingTelling', 'global', { ...global, show_tell_value: 1.7 });
    const data = normaliseSpecShapes(loose);
    const item = data.find((d) => d.model === 'ShowingTelling' && d.section === 'global')!;
    expect((item.content as { show_tell_value: number }).show_tell_value).toBe(1);
    expect(
      (loose.find((d) => d.model === 'ShowingTelling')!.content as { show_tell_value: number }).show_tell_value,
    ).toBe(1.7);
    const ring = await propsOf('show-tell', 'score', { data });
    expect(ring).toMatchObject({ value: 1, text: '100 %' });
  });

  it('shows a show_tell_value below 0 as an empty gauge (0 %) instead of failing the page', async () => {
    const global = sectionOf<Record<string, unknown>>('ShowingTelling', 'global');
    const data = normaliseSpecShapes(withSection('ShowingTelling', 'global', { ...global, show_tell_value: -0.2 }));
    expect((await bindPageBlock('show-tell', 'score', { data })).state).toBe('ready');
    expect(await propsOf('show-tell', 'score', { data })).toMatchObject({ value: 0, text: '0 %' });
  });
});
