import { describe, expect, it } from 'vitest';
import { bindPageBlock, propsOf, sectionOf, withSection } from './bind-page.ts';

type Row = Record<string, unknown>;

describe('Stærke ord page', () => {
  const power = sectionOf<{
    power_words_categories: Record<string, { count: number; propensity: number; words: Record<string, number> }>;
  }>('PowerWords', 'global');

  it("shows the top 7 categories with at most 7 words each, without the word 'lig'", async () => {
    const values = (await propsOf('power-words', 'category-words')).values as Row[];
    const categories = [...new Set(values.map((v) => v.Kategori))];
    expect(categories).toHaveLength(7);
    expect(categories).not.toContain('Natur'); // the 8th category by count
    for (const category of categories)
      expect(values.filter((v) => v.Kategori === category).length).toBeLessThanOrEqual(7);
    expect(values.some((v) => v.Ord === 'lig')).toBe(false);
    const fear = values.filter((v) => v.Kategori === 'Frygt').map((v) => v.Ord);
    expect(fear).toEqual(['skræk', 'angst', 'panik', 'gru', 'rædsel', 'frygt', 'bæv']);
  });

  it('lists every category in print', async () => {
    const values = (await propsOf('power-words', 'category-words', { context: { print: true } })).values as Row[];
    expect(new Set(values.map((v) => v.Kategori)).size).toBe(Object.keys(power.power_words_categories).length);
  });
});

describe('Klicheer page', () => {
  it('groups clichés by type in a tree, showing similarity 0 as 100', async () => {
    const rows = (await propsOf('cliches', 'by-type')).rows as { name: string; count: number; children: Row[] }[];
    expect(rows.map((r) => r.name)).toEqual(['sammenligning', 'talemåde']);
    expect(rows[0]?.count).toBe(3);
    expect(rows[0]?.children.map((c) => c.similarity)).toEqual([100, 100]);
    expect(rows[1]?.children[0]?.similarity).toBe(88);
  });

  it('opens a cliché to every sentence it was found in, each with its similarity', async () => {
    const rows = (await propsOf('cliches', 'by-type')).rows as { children: Row[] }[];
    const lightning = rows[0]!.children[0] as { name: string; children: Row[] };
    expect(lightning.name).toBe('som et lyn fra en klar himmel');
    expect(lightning.children).toEqual([
      { name: 'Fund 1', sentence: 'Det kom som et lyn fra en klar himmel.', similarity: 100 },
      { name: 'Fund 2', sentence: 'Som et lyn fra klar himmel stod han der.', similarity: 91 },
    ]);
    // a cliché found once has its sentence on its own row and nothing to open
    expect((rows[1]!.children[0] as { children: Row[] }).children).toEqual([]);
  });

  it("says 'Ingen fundne klichéer' and hides the rest when there are none", async () => {
    const data = withSection('Cliches', 'global', { number_of_cliches: 0, groups: [] });
    expect((await propsOf('cliches', 'none', { data })).text).toBe('Ingen fundne klichéer');
    expect((await bindPageBlock('cliches', 'by-type', { data })).state).toBe('hidden');
    expect((await bindPageBlock('cliches', 'none')).state).toBe('hidden');
  });
});

describe('Show/Tell page', () => {
  const showTell = sectionOf<Record<string, unknown>>('ShowingTelling', 'global');
  it.each([
    [0.634, '63 %', 0.634],
    [1, '100 %', 1],
    [0.996, '100 %', 0.996],
  ])('shows %s as the rounded percent %s capped at 100', async (value, text, ring) => {
    const data = withSection('ShowingTelling', 'global', { ...showTell, show_tell_value: value });
    const props = await propsOf('show-tell', 'score', { data });
    expect(props.text).toBe(text);
    expect(props.value).toBe(ring);
  });
});

describe('Tempus page', () => {
  it('shows the primary and secondary tense as rings named Datid and Nutid', async () => {
    const primary = await propsOf('tense', 'primary');
    expect(primary.caption).toBe('Datid');
    expect(primary.value).toBeCloseTo(0.811);
    const secondary = await propsOf('tense', 'secondary');
    expect(secondary.caption).toBe('Nutid');
    expect(secondary.value).toBeCloseTo(0.189);
  });

  it("colours the conclusion icon by its own metric's RAG (Nutid): G green, R red, anything else amber", async () => {
    const other = { name: 'LIX', RAG: 'R' };
    const ragFor = async (RAG: string | undefined) =>
      (
        await propsOf('tense', 'conclusion', {
          content: { recommendations: RAG ? [other, { name: 'Nutid', RAG }] : [other] },
        })
      ).rag;
    expect(await ragFor('G')).toBe('G');
    expect(await ragFor('R')).toBe('R');
    expect(await ragFor('A')).toBe('A');
    expect(await ragFor(undefined)).toBe('A');
  });
});

describe('Semantiske felter page', () => {
  it('tables the top 10 topics and charts the top 5 themes, heaviest first', async () => {
    const rows = (await propsOf('semantic-fields', 'topics')).rows as Row[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ name: 'Hav og kyst', words: 830, vocabulary: 96, score: 0.21 });
    expect(rows.some((r) => r.name === 'Sport')).toBe(false);
    const themes = (await propsOf('semantic-fields', 'themes')).values as Row[];
    expect(themes.map((t) => t.Tema)).toEqual(['Hav og kyst', 'Familie', 'Vejr', 'Nat og mørke', 'Skib']);
  });

  it('lists the keywords of the top 3 topics by weight, 3 at a time, each with the forms found', async () => {
    const first = await propsOf('semantic-fields', 'topic-1');
    expect(first.title).toBe('1. Hav og kyst');
    const items = first.items as { label: string; detail: string }[];
    expect(items.map((item) => item.label)).toEqual(['hav', 'bølge', 'strand', 'fyr', 'klit', 'tang', 'måge']);
    expect(items[0]!.detail).toBe('(hav, havet)');
    expect([first.start, first.step]).toEqual([3, 3]);
    expect((await propsOf('semantic-fields', 'topic-3')).title).toBe('3. Vejr');
  });
});

describe('Dialog page', () => {
  it('has 8 category tabs, each charting at most the top 10 words', async () => {
    const verbs = (await propsOf('dialogue', 'top-verbs')).values as Row[];
    expect(verbs).toHaveLength(10);
    expect(verbs[0]).toEqual({ Ord: 'sige', Antal: 310 });
    expect(verbs.some((v) => v.Ord === 'hvæse')).toBe(false); // the 11th
    const uncertain = (await propsOf('dialogue', 'category-uncertain')).values as Row[];
    expect(uncertain).toEqual([
      { Ord: 'mumle', Antal: 12 },
      { Ord: 'stamme', Antal: 3 },
    ]);
    expect((await propsOf('dialogue', 'category-angry')).values).toEqual([]);
  });
});

describe('Scener and Karakter pages', () => {
  it("count the names, chart the top 5 and list each as 'Optræder {n} gange'", async () => {
    expect((await propsOf('characters', 'count')).value).toBe(6);
    const top = (await propsOf('characters', 'top-5')).values as Row[];
    expect(top.map((t) => t.Navn)).toEqual(['Marie', 'Henrik', 'Fyrpasseren', 'Lise', 'Ole']);
    const list = (await propsOf('scenes', 'all')).items as Row[];
    expect(list[0]).toEqual({ label: 'Fyret', detail: 'Optræder 120 gange', key: 'Fyret' });
  });
});

describe("Udsagnsord page: the book's own verbs", () => {
  it("charts the book's verbs by lemma when the analysis has them, and hides them for older revisions", async () => {
    const tense = sectionOf<Record<string, unknown>>('Tense', 'global');
    const verbs_count = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`verbum${i}`, 100 - i]));
    const data = withSection('Tense', 'global', { ...tense, verbs_count });
    const values = (await propsOf('verbs', 'book-verbs-chart', { data })).values as Row[];
    expect(values).toHaveLength(10);
    expect(values[0]).toEqual({ Ord: 'verbum0', Antal: 100 });
    expect((await bindPageBlock('verbs', 'book-verbs-chart')).state).toBe('hidden');
    expect((await bindPageBlock('verbs', 'verbs-chart')).state).toBe('ready');
  });

  it("lists each of the book's verbs with the forms the text wrote, and its count alone for older revisions", async () => {
    const tense = sectionOf<Record<string, unknown>>('Tense', 'global');
    const verbs_count = { gå: 7, se: 3 };
    const verbs_forms = { gå: { gik: 5, går: 2 }, se: { så: 3 } };
    const data = withSection('Tense', 'global', { ...tense, verbs_count, verbs_forms });
    const items = (await propsOf('verbs', 'book-verbs-list', { data })).items as Row[];
    expect(items.map((item) => [item.label, item.detail])).toEqual([
      ['gå', '(7: gik, går)'],
      ['se', '(3)'],
    ]);
    const older = withSection('Tense', 'global', { ...tense, verbs_count });
    const plain = (await propsOf('verbs', 'book-verbs-list', { data: older })).items as Row[];
    expect(plain.map((item) => item.detail)).toEqual(['(7)', '(3)']);
  });
});

describe('Tillægsord and Udsagnsord pages', () => {
  it('chart the top 5 adjectives, adverbs and filling words and the top 10 verbs', async () => {
    const adjectives = (await propsOf('adjectives', 'adjectives-chart')).values as Row[];
    expect(adjectives.map((a) => a.Ord)).toEqual(['stor', 'lille', 'mørk', 'kold', 'gammel']);
    expect(((await propsOf('adjectives', 'filling-chart')).values as Row[])[0]).toEqual({ Ord: 'bare', Antal: 90 });
    const list = await propsOf('adjectives', 'adverbs-list');
    expect([list.start, list.step]).toEqual([5, 5]);
    expect(((await propsOf('verbs', 'verbs-chart')).values as Row[]).length).toBe(10);
  });
});

describe('Din bog page', () => {
  it('shows title, audience and genre by their display names and the created date as a date', async () => {
    const items = (await propsOf('metadata', 'metadata')).items as Row[];
    expect(items.map((i) => i.value)).toEqual(['Fyrtårnet', 'Voksne', 'Spænding', '2026-03-14T10:15:00Z']);
    expect(items[3]?.format).toEqual({ date: true });
  });
});
