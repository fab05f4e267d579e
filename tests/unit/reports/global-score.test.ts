import { describe, expect, it } from 'vitest';
import { bindPageBlock, fixtureContent, propsOf, withSection } from './bind-page.ts';

type Element = {
  name: string;
  value: number;
  reportId: number;
  completed: boolean;
  text?: string;
  setting?: string;
};

const scores = {
  score: 61,
  archetype: 74,
  audience_classification: 0,
  cliches: 12,
  dialogue: 55,
  genre_classification: 40,
  legibility: 88,
  power_words: 47,
  showing_telling: 59,
  tempo: 66,
};

describe('Global Score page', () => {
  it('lists elements ascending by value, leaving out zero values and the score itself', async () => {
    const data = withSection('GlobalUser', 'global', scores);
    const props = await propsOf('global-score', 'elements', { data });
    const values = (props.items as Element[]).map((e) => e.value);
    expect(values).toEqual([12, 40, 47, 55, 59, 66, 74, 88]);
    expect((props.items as Element[]).some((e) => e.value === 61)).toBe(false);
  });

  it("uses the given-genre scores by default ('Angivet') and the analysed ones when the setting says so", async () => {
    const given = await propsOf('global-score', 'score', { content: { ...fixtureContent, settings: [] } });
    expect(given.text).toBe('61');
    const analysed = await propsOf('global-score', 'score', {
      content: { ...fixtureContent, settings: [{ name: 'analysedOrGiven', value: 'Analyseret' }] },
    });
    expect(analysed.text).toBe('68');
    const similar = await propsOf('global-score', 'score', { context: { isSimilarBook: true } });
    expect(similar.text).toBe('68');
  });

  it("links each element to its report by the report's id, never by a route name (the app's router picks it)", async () => {
    for (const context of [{}, { isAdmin: true }, { isSimilarBook: true }]) {
      const elements = (await propsOf('global-score', 'elements', { context })).items as Element[];
      expect(elements.every((e) => !Object.hasOwn(e, 'route') && typeof e.reportId === 'number')).toBe(true);
    }
    const items = (await propsOf('global-score', 'elements')).items as Element[];
    expect(items.find((e) => e.name === 'Læsbarhed')?.reportId).toBe(8);
    expect(items.find((e) => e.name === 'Tempo')?.text).toBe('Forholdet mellem hurtige og langsomme afsnit.');
  });

  it("marks an element completed by the setting 'gs_{revisionId}.{metric}'", async () => {
    const content = { ...fixtureContent, settings: [{ name: 'gs_rev-9.tempo', value: 'true' }] };
    const items = (await propsOf('global-score', 'elements', { content, context: { revisionId: 'rev-9' } }))
      .items as Element[];
    expect(items.filter((e) => e.completed).map((e) => e.name)).toEqual(['Tempo']);
    // each element carries the setting that marks it done, except for a similar book
    expect(items.find((e) => e.name === 'Tempo')?.setting).toBe('gs_rev-9.tempo');
    const similar = (await propsOf('global-score', 'elements', { context: { isSimilarBook: true } }))
      .items as Element[];
    expect(similar.every((e) => e.setting === undefined)).toBe(true);
  });

  it("says 'Du har ikke adgang til denne model.' only when the subscription lacks the model", async () => {
    const data = withSection('GlobalUser', 'global', null).filter((d) => d.model !== 'GlobalUser');
    const context = { includedModels: ['GlobalAnalyzed'] };
    expect((await bindPageBlock('global-score', 'elements', { data, context })).state).toBe('noAccess');
    expect((await bindPageBlock('global-score', 'score', { data, context })).state).toBe('noAccess');
  });

  it("says the model is still computing, or the spec's 'no access' text when it is absent after the analysis", async () => {
    const data = withSection('GlobalUser', 'global', null).filter((d) => d.model !== 'GlobalUser');
    const pending = await bindPageBlock('global-score', 'score', { data, context: { analysisPending: true } });
    expect(pending).toEqual({ state: 'unavailable', reason: 'computing' });
    const done = await bindPageBlock('global-score', 'elements', { data, context: { includedModels: ['GlobalUser'] } });
    // spec §8: 'Global score model missing' → 'Du har ikke adgang til denne model.' (never 'upload again')
    expect(done).toEqual({ state: 'noAccess' });
  });

  it("says in 'Hvad betyder det?' exactly what a completion mark does: only clichés leave the total", async () => {
    const [item] = (await propsOf('global-score', 'meaning')).items as { label: string; text: string }[];
    expect(item!.label).toBe('Hvad betyder det?');
    expect(item!.text).toContain('det bliver vist som fuldført, men tæller med i den samlede score som før');
    expect(item!.text).toContain('påvirker klichéerne ikke længere din samlede score');
  });

  it('names the setting the total is measured against next to it', async () => {
    const given = await propsOf('global-score', 'score', { content: { ...fixtureContent, settings: [] } });
    expect(given.caption).toMatch(/du har angivet \(Angivet\)/u);
  });

  it('clamps the score ring to 0..1', async () => {
    const data = withSection('GlobalUser', 'global', { ...scores, score: 100 });
    expect((await propsOf('global-score', 'score', { data })).value).toBe(1);
  });
});
