import { describe, expect, it } from 'vitest';
import { bindPageBlock, fixtureContent, fixtureData, propsOf, withSection } from './bind-page.ts';

describe('Overblik: the one total', () => {
  const scores = { ...(fixtureData.find((d) => d.model === 'GlobalUser')!.content as object), score: 58 };

  it("shows the total of the page's setting, the same number the Global Score page shows, and names the setting", async () => {
    const data = withSection('GlobalUser', 'global', scores);
    for (const settings of [[], [{ name: 'analysedOrGiven', value: 'Analyseret' }]]) {
      const content = { ...fixtureContent, settings };
      const dashboard = await propsOf('dashboard', 'score', { data, content });
      const page = await propsOf('global-score', 'score', { data, content });
      expect(dashboard.text).toBe(page.text);
      expect(dashboard.caption).toBe(page.caption);
    }
    expect((await propsOf('dashboard', 'score', { data })).text).toBe('58');
  });

  it("says 'Du har ikke adgang til denne model.' when the total's model is missing, never NaN or a blank", async () => {
    const data = fixtureData.filter((d) => d.model !== 'GlobalUser');
    expect(await bindPageBlock('dashboard', 'score', { data })).toEqual({ state: 'noAccess' });
  });

  it('gives every info box a value and a RAG level, or a reason', async () => {
    const content = {
      ...fixtureContent,
      recommendations: [
        { name: 'LIX', RAG: 'G', RAGText: 'Godt', RAGLevel: 3, message: 'Fint', rangeLow: 0, rangeHigh: 40 },
      ],
      metricValues: [{ id: 1, value: 35.99 }],
    };
    const items = (await propsOf('dashboard', 'info-boxes', { content })).items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.rag !== undefined || typeof item.note === 'string', String(item.headline)).toBe(true);
    expect(items.find((item) => item.headline === 'LIX')).toMatchObject({
      valueText: '35 · Godt',
      rag: 'G',
      progress: 1,
    });
  });
});
