/** The comparison of two revisions against real-shaped data: the contract fixture of a manuscript's data and the seeded rules. */
import { describe, expect, it } from 'vitest';
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import rulesSeed from '../../server/content/seed/rules.json' with { type: 'json' };
import manuscript from '../../tests/fixtures/contracts/revision-data/manuscript.json' with { type: 'json' };
import { chooseRevisions, compareMessages, olderLabel } from './choose.ts';
import { buildComparison } from './comparison.ts';
import { charactersOf, clichesOf, listDelta, listDeltas, powerWordsOf } from './lists.ts';
import { bandOf, changeText, metricPairs, verdictOf } from './metrics.ts';
import { FROM_SERIES, moodSeries, TO_SERIES } from './mood.ts';
import { editDistance, matchRenames, spellingDistance } from './renames.ts';

const rules = rulesSeed.payload as Rules;
const before = manuscript as RevisionDataItem[];

type Json = Record<string, unknown>;

/** The fixture rewritten: the first cliché gone, Birthe gone and Frederik new, a harder LIX, a lighter curve. */
function revised(): RevisionDataItem[] {
  const data = structuredClone(before);
  const content = (model: string, section: string) => data.find((i) => i.model === model && i.section === section)!;
  const cliches = content('Cliches', 'global').content as { groups: unknown[]; cliches_per_10000_words: number };
  cliches.groups = cliches.groups.slice(1);
  cliches.cliches_per_10000_words = 0.2;
  const characters = content('Scenes', 'characters');
  characters.content = [
    ...(characters.content as { name: string }[]).filter((c) => c.name !== 'Birthe'),
    { name: 'Frederik', score: 0.1, occurrences: 30 },
  ];
  (content('Legibility', 'global').content as Json).lix = 45;
  const parts = content('Sentiment', 'parts');
  parts.content = (parts.content as { sentiment: number }[]).map((p) => ({ ...p, sentiment: p.sentiment + 0.1 }));
  const power = content('PowerWords', 'global').content as { power_words_categories: Record<string, { words: Json }> };
  power.power_words_categories.Frygt!.words.rædsel = 10;
  return data;
}

const given = { genre: 'Krimi', audience: 'Voksne' };
const band = (RAG: 'R' | 'A' | 'G', RAGLevel: 1 | 2 | 3): Recommendation => ({
  message: 'x',
  RAG,
  RAGText: { R: 'Bør forbedres', A: 'Kan forbedres', G: 'Godt' }[RAG],
  RAGLevel,
  rangeLow: 0,
  rangeHigh: 1,
  name: 'LIX',
});

describe('metrics side by side', () => {
  it('pairs every rule metric that has a value in both revisions, with its change', () => {
    const pairs = metricPairs(rules, before, revised(), given);
    const lix = pairs.find((p) => p.metric.uniqueName === 'lix');
    expect(lix).toMatchObject({ from: 35.99, to: 45, change: 9.01 });
    expect(pairs.find((p) => p.metric.uniqueName === 'cliches_per_10000_words')).toMatchObject({ from: 0.83, to: 0.2 });
    // The classification metrics are the score of the chosen genre and audience.
    expect(pairs.map((p) => p.metric.uniqueName)).toContain('genre_score');
    // Rules order, and each metric once.
    const ids = pairs.map((p) => p.metric.id);
    expect(ids).toEqual(
      [...ids].sort((a, b) => rules.metrics.findIndex((m) => m.id === a) - rules.metrics.findIndex((m) => m.id === b)),
    );
  });

  it('leaves out a metric that one revision lacks', () => {
    const without = revised().filter((item) => item.model !== 'Tempo');
    expect(metricPairs(rules, before, without, given).some((p) => p.metric.modelName === 'Tempo')).toBe(false);
  });

  it('calls a change better when it moves towards green, worse when away, and keeps a stay in green good', () => {
    const G = bandOf(band('G', 3));
    const A = bandOf(band('A', 2));
    const R = bandOf(band('R', 1));
    expect(verdictOf(R, A)).toBe('better');
    expect(verdictOf(A, G)).toBe('better');
    expect(verdictOf(G, A)).toBe('worse');
    expect(verdictOf(A, R)).toBe('worse');
    expect(verdictOf(G, G)).toBe('stillGood');
    expect(verdictOf(A, A)).toBe('sameBand');
    expect(verdictOf(undefined, G)).toBe('unknown');
    expect(bandOf({ ...band('G', 3), RAG: 'X' as 'G' })).toBeUndefined();
  });

  it('writes the change with an arrow, a sign and Danish decimals', () => {
    expect(changeText(9.01)).toBe('↑ +9,01');
    expect(changeText(-0.63)).toBe('↓ −0,63');
    expect(changeText(0)).toBe('→ 0');
    expect(changeText(0.0034)).toBe('↑ +0,0034');
    expect(changeText(12500)).toBe('↑ +12.500');
  });
});

describe('lists', () => {
  it('reads clichés, power words and characters from the models as stored', () => {
    expect(clichesOf(before)[0]).toEqual({ name: 'kold som is', count: 3 });
    expect(powerWordsOf(before)).toContainEqual({ name: 'rædsel', count: 61 });
    expect(charactersOf(before)).toContainEqual({ name: 'Hanne Vestergaard', count: 612 });
  });

  it('counts a power word listed under two categories once, with its larger count', () => {
    const data = [
      {
        model: 'PowerWords',
        section: 'global',
        content: { power_words_categories: { Frygt: { words: { lig: 11 } }, Sorg: { words: { lig: 66, tab: 2 } } } },
      },
    ] as RevisionDataItem[];
    expect(powerWordsOf(data)).toEqual([
      { name: 'lig', count: 66 },
      { name: 'tab', count: 2 },
    ]);
  });

  it('names what was added, removed and counted differently, regardless of case', () => {
    const delta = listDelta(
      [
        { name: 'Kold som is', count: 12 },
        { name: 'stille som en mus', count: 1 },
        { name: 'hjertet sank', count: 2 },
      ],
      [
        { name: 'kold som is', count: 4 },
        { name: 'hjertet sank', count: 2 },
        { name: 'som et lyn fra en klar himmel', count: 1 },
      ],
    );
    expect(delta.added).toEqual([{ name: 'som et lyn fra en klar himmel', count: 1 }]);
    expect(delta.removed).toEqual([{ name: 'stille som en mus', count: 1 }]);
    expect(delta.changed).toEqual([{ name: 'kold som is', from: 12, to: 4 }]);
    expect(delta.renamed).toEqual([]);
  });

  it('shows a character whose name is only spelt differently as renamed, not removed and new (issue 35)', () => {
    const characters = (names: [string, number][]) =>
      [
        {
          model: 'Scenes',
          section: 'characters',
          content: names.map(([name, occurrences]) => ({ name, occurrences })),
        },
      ] as RevisionDataItem[];
    const { characters: delta } = listDeltas(
      characters([
        ['Poul Aggersøe', 40],
        ['Jens Hansen', 12],
        ['Marie', 30],
      ]),
      characters([
        ['Povl Aggersøe', 38],
        ['Hans Hansen', 12],
        ['Marie', 30],
      ]),
    );
    expect(delta.renamed).toEqual([{ from: 'Poul Aggersøe', to: 'Povl Aggersøe', fromCount: 40, toCount: 38 }]);
    // Another given name under the same surname is another character.
    expect(delta.removed).toEqual([{ name: 'Jens Hansen', count: 12 }]);
    expect(delta.added).toEqual([{ name: 'Hans Hansen', count: 12 }]);
  });

  it('matches a rename only for a spelling apart and about as many mentions, each name once', () => {
    expect(editDistance('Poul', 'Povl')).toBe(1);
    expect(editDistance('Aggersøe', 'Aggersø')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(spellingDistance('Poul Aggersøe', 'povl aggersøe')).toBe(1);
    expect(spellingDistance('Ole', 'Ola')).toBeUndefined();
    expect(spellingDistance('Poul', 'Poul Aggersøe')).toBeUndefined();
    expect(spellingDistance('Karoline Bech', 'Caroline Bæk')).toBeUndefined();
    // A minor figure who happens to be spelt alike is not the main character renamed.
    const few = matchRenames([{ name: 'Poul Aggersøe', count: 40 }], [{ name: 'Povl Aggersøe', count: 3 }]);
    expect(few.renamed).toEqual([]);
    // Two candidates: the closer spelling wins, the other stays new.
    const two = matchRenames(
      [{ name: 'Mette Frederiksen', count: 20 }],
      [
        { name: 'Mette Fredriksen', count: 20 },
        { name: 'Mette Frederiksen Holm', count: 20 },
        { name: 'Mete Fredriksen', count: 19 },
      ],
    );
    expect(two.renamed.map((r) => r.to)).toEqual(['Mette Fredriksen']);
    expect(two.added.map((e) => e.name)).toEqual(['Mette Frederiksen Holm', 'Mete Fredriksen']);
  });
});

describe('mood curves', () => {
  it('gives both revisions’ parts as two named series', () => {
    const points = moodSeries(before, revised());
    expect(points.filter((p) => p.Version === FROM_SERIES)).toHaveLength(10);
    expect(points.filter((p) => p.Version === TO_SERIES)).toHaveLength(10);
    expect(points.find((p) => p.Version === TO_SERIES && p.part === 0)?.Stemning).toBeCloseTo(0.28);
  });

  it('gives no points for a revision without parts', () => {
    expect(moodSeries([], revised()).every((p) => p.Version === TO_SERIES)).toBe(true);
  });
});

describe('choosing the revisions', () => {
  const revision = (id: number, status: 'queued' | 'analysing' | 'done' | 'failed' = 'done') => ({
    id,
    created: '2026-11-20T10:00:00Z',
    status,
  });

  it('by default compares the newest finished revision with the finished one before it', () => {
    const choice = chooseRevisions(
      [revision(9, 'analysing'), revision(7), revision(3), revision(5, 'failed')],
      null,
      null,
    );
    expect(choice).toMatchObject({ kind: 'chosen', from: { number: 1 }, to: { number: 3 } });
  });

  it('takes the revisions the query names, in either order, always from the older to the newer', () => {
    const choice = chooseRevisions([revision(3), revision(5), revision(7)], '7', '3');
    expect(choice).toMatchObject({ kind: 'chosen', from: { number: 1 }, to: { number: 3 } });
    const same = chooseRevisions([revision(3), revision(5), revision(7)], '3', '7');
    expect(same).toEqual(choice);
  });

  it("names the older version 'forrige' only when it is the one just before", () => {
    expect(olderLabel(2, 3)).toBe('den forrige version');
    expect(olderLabel(1, 3)).toBe('en ældre version');
  });

  it('says in Danish why there is nothing to compare', () => {
    expect(chooseRevisions([revision(3)], null, null)).toMatchObject({
      problem: 'tooFew',
      message: compareMessages.tooFew,
    });
    expect(chooseRevisions([revision(3), revision(5, 'analysing')], null, null)).toMatchObject({
      problem: 'notFinished',
      message: 'Version 2 bliver stadig analyseret. Sammenligningen kan ses, når analysen af den er færdig.',
    });
    expect(chooseRevisions([revision(3), revision(5, 'failed')], '3', '5')).toMatchObject({
      problem: 'notFinished',
      message: 'Analysen af version 2 fejlede, så den kan ikke sammenlignes.',
    });
    expect(chooseRevisions([revision(3), revision(5)], '3', '99')).toMatchObject({
      problem: 'notFound',
      message: 'Den valgte version findes ikke i dette manuskript.',
    });
    expect(chooseRevisions([revision(3), revision(5)], 'abc', '5')).toMatchObject({ problem: 'notFound' });
    expect(chooseRevisions([revision(3), revision(5)], '5', '5')).toMatchObject({ problem: 'same' });
  });
});

describe('a whole comparison', () => {
  it('puts the bands of both values on each metric row and the list changes beside them', () => {
    const all = chooseRevisions([revision(1), revision(2)], null, null);
    if (all.kind !== 'chosen') throw new Error('expected a choice');
    const comparison = buildComparison(all, { from: before, to: revised() }, rules, given, (metric, value) =>
      metric.uniqueName === 'lix' ? (value < 40 ? band('G', 3) : band('A', 2)) : undefined,
    );
    const lix = comparison.metrics.find((m) => m.metric.uniqueName === 'lix');
    expect(lix).toMatchObject({ verdict: 'worse', fromBand: { rag: 'G' }, toBand: { rag: 'A' } });
    expect(comparison.lists.characters.added).toEqual([{ name: 'Frederik', count: 30 }]);
    expect(comparison.lists.characters.removed).toEqual([{ name: 'Birthe', count: 88 }]);
    expect(comparison.lists.cliches.removed.map((e) => e.name)).toEqual(['kold som is']);
    expect(comparison.lists.powerWords.changed).toEqual([{ name: 'rædsel', from: 61, to: 10 }]);
  });

  function revision(id: number) {
    return { id, created: '2026-11-20T10:00:00Z', status: 'done' as const };
  }
});
