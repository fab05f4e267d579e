/** The domain transforms: rules that belong to the product, on empty input, one item, ties and 100,000 items. */
import { describe, expect, it } from 'vitest';
import { showsSecondClass } from './classification.ts';
import { completionKey } from './completion.ts';
import { transforms } from './registry.ts';
import type { TransformEnv } from './transform.ts';

const env = (over: Partial<TransformEnv> = {}): TransformEnv => ({ root: {}, content: {}, context: {}, ...over });
const run = (name: string, input: unknown, params: Record<string, unknown> = {}, over: Partial<TransformEnv> = {}) =>
  transforms[name]!.apply(input, { type: name, ...params }, env(over));
const N = 100_000;

describe('classesShown and secondaryClass', () => {
  const classes = (...scores: number[]) =>
    scores.map((score, i) => ({ class: i === 1 ? 'Spaending' : `K${i}`, score }));
  it('show the top class, and the second when it is close (first < 1.2 × second and first < 0.5)', () => {
    expect(run('classesShown', [], { rule: 'genre' })).toEqual([]);
    expect(run('classesShown', classes(0.3), { rule: 'genre' })).toEqual(classes(0.3));
    expect(run('classesShown', classes(0.3, 0.28, 0.1), { rule: 'genre' })).toEqual(classes(0.3, 0.28));
    expect(run('classesShown', classes(0.45, 0.3), { rule: 'genre' })).toEqual(classes(0.45));
    expect(run('classesShown', classes(0.6, 0.58), { rule: 'audience' })).toEqual(classes(0.6));
    // ties keep their order
    const tied = [
      { class: 'A', score: 0.3 },
      { class: 'B', score: 0.3 },
      { class: 'C', score: 0.3 },
    ];
    expect(run('classesShown', tied, { rule: 'genre' })).toEqual(tied.slice(0, 2));
    expect(showsSecondClass(0.49, 0.41)).toBe(true);
    expect(showsSecondClass(0.5, 0.49)).toBe(false);
  });
  it("names the secondary class by each page's rule, in the product's class names", () => {
    expect(run('secondaryClass', classes(0.3), { rule: 'genre' })).toBeUndefined();
    expect(run('secondaryClass', classes(0.6, 0.3), { rule: 'genre' })).toEqual({ name: 'Spænding', percent: 30 });
    expect(run('secondaryClass', classes(0.6, 0.2), { rule: 'genre' })).toBeUndefined();
    expect(run('secondaryClass', classes(0.6, 0.3), { rule: 'audience' })).toBeUndefined();
    expect(run('secondaryClass', classes(0.4, 0.125), { rule: 'audience' })).toEqual({
      name: 'Spænding',
      percent: 12,
    });
  });
  it('ranks 100,000 classes', () => {
    const many = Array.from({ length: N }, (_, i) => ({ class: `K${i}`, score: (i % 1000) / 2000 }));
    expect(run('classesShown', many, { rule: 'genre' })).toEqual([many[999], many[1999]]);
  });
});

describe('analysisSource', () => {
  const root = { analysed: { score: 70 }, given: { score: 40 } };
  it("reads the analysed source when the page shows 'Analyseret', else the given one", () => {
    const params = { analysed: 'analysed', given: 'given', field: 'score' };
    expect(run('analysisSource', undefined, params, { root, context: { source: 'analysed' } })).toBe(70);
    expect(run('analysisSource', undefined, params, { root, context: { source: 'given' } })).toBe(40);
    expect(run('analysisSource', undefined, params, { context: { source: 'given' } })).toBeUndefined();
  });
});

describe('globalScoreItems', () => {
  const content = {
    globalScores: [{ type: 'tempo', typeName: 'Tempoet', text: 'Om tempo.' }],
    settings: [
      { name: 'gs_r1.tempo', value: 'true' },
      { name: 'gs_r1.dialogue', value: 'false' },
    ],
  };
  const reportIds = { tempo: 6, dialogue: 7, cliches: 17 };
  it('lists the elements lowest first (ties in the model order), without the total and the zeros', () => {
    expect(run('globalScoreItems', undefined, {}, { content, reportIds })).toEqual([]);
    const items = run(
      'globalScoreItems',
      { score: 60, tempo: 50, dialogue: 20, cliches: 50, power_words: 0 },
      {},
      { content, reportIds, context: { revisionId: 'r1' } },
    );
    expect(items).toEqual([
      { name: 'Dialog', typeName: 'Dialog', value: 20, reportId: 7, completed: false, setting: 'gs_r1.dialogue' },
      {
        name: 'Tempoet',
        typeName: 'Tempoet',
        value: 50,
        text: 'Om tempo.',
        reportId: 6,
        completed: true,
        setting: 'gs_r1.tempo',
      },
      { name: 'Klicheer', typeName: 'Klicheer', value: 50, reportId: 17, completed: false, setting: 'gs_r1.cliches' },
    ]);
    const similar = run('globalScoreItems', { tempo: 1 }, {}, { reportIds, context: { isSimilarBook: true } });
    expect(similar).toEqual([{ name: 'Tempo', typeName: 'Tempo', value: 1, reportId: 6, completed: false }]);
    expect(completionKey('r1', 'tempo')).toBe('gs_r1.tempo');
  });
});

describe('archetypes', () => {
  const content = {
    archetypes: [
      { type: 2, typeName: 'Tragedie', RAGLevel: 1, text: 'Tekst 1' },
      { type: 2, typeName: 'Tragedie', RAGLevel: 2, text: 'Tekst 2' },
    ],
    recommendations: [{ name: 'Arketype', RAGLevel: 2 }],
  };
  it('storyShapes draws the six shapes, five points each, named by the content, the best marked', () => {
    const points = run('storyShapes', 2, {}, { content }) as { name: string; best: boolean; part: number }[];
    expect(points).toHaveLength(30);
    expect(points.filter((p) => p.best).map((p) => p.name)).toEqual(Array(5).fill('Tragedie'));
    expect(points.slice(0, 5).map((p) => p.part)).toEqual([0, 25, 50, 75, 100]);
    expect((run('storyShapes', undefined) as { best: boolean }[]).some((p) => p.best)).toBe(false);
  });
  it('archetypeText takes the text at the recommendation’s level, else the first', () => {
    expect(run('archetypeText', 2, { recommendation: 'Arketype' }, { content })).toBe('Tekst 2');
    expect(run('archetypeText', 2, { recommendation: 'Andet' }, { content })).toBe('Tekst 1');
    expect(run('archetypeText', 9, { recommendation: 'Arketype' }, { content })).toBeUndefined();
  });
  it('archetypeComparison counts the similar books per shape once (0 without books)', () => {
    const scores = [{ type: 2, name: 'Tragedy', score: 0.7 }];
    const none = run('archetypeComparison', scores, { similar: 'books' }, { content }) as { value: number }[];
    expect(none).toHaveLength(7);
    expect(none[0]).toEqual({ axis: 'Tragedie', series: 'Din bog', value: 0.7 });
    expect(none.slice(1).every((p) => p.value === 0)).toBe(true);
    const books = Array.from({ length: N }, (_, i) => ({
      data: { best_archetype_name: i % 4 ? 'Icarus' : 'Tragedy' },
    }));
    const many = run('archetypeComparison', [], { similar: 'books' }, { content, root: { books } }) as {
      axis: string;
      value: number;
    }[];
    expect(many.find((p) => p.axis === 'Tragedie')?.value).toBe(0.25);
    expect(many.find((p) => p.axis === 'Icarus')?.value).toBe(0.75);
  });
});

describe('clicheTable', () => {
  it('groups the matches by type in order of appearance, with each further find under its cliché', () => {
    expect(run('clicheTable', undefined)).toEqual([]);
    const groups = [
      {
        type: 'Sammenligning',
        cliche: 'som et lyn',
        count: 2,
        sentences: [
          { sentence: 'A', similarity_score: 0.9 },
          { sentence: 'B', similarity_score: 0 },
        ],
      },
      { type: 'Udtryk', cliche: 'i sidste ende', count: 1, sentences: [{ sentence: 'C', similarity_score: 0.5 }] },
      { type: 'Sammenligning', cliche: 'stille som en mus', count: 1, sentences: [] },
    ];
    expect(run('clicheTable', groups)).toEqual([
      {
        name: 'Sammenligning',
        count: 3,
        children: [
          {
            name: 'som et lyn',
            sentence: 'A',
            similarity: 90,
            count: 2,
            children: [
              { name: 'Fund 1', sentence: 'A', similarity: 90 },
              { name: 'Fund 2', sentence: 'B', similarity: 100 },
            ],
          },
          { name: 'stille som en mus', count: 1, children: [] },
        ],
      },
      {
        name: 'Udtryk',
        count: 1,
        children: [{ name: 'i sidste ende', sentence: 'C', similarity: 50, count: 1, children: [] }],
      },
    ]);
    const many = Array.from({ length: N }, (_, i) => ({ type: `T${i % 5}`, cliche: `c${i}`, count: 1, sentences: [] }));
    expect((run('clicheTable', many) as { count: number }[]).map((t) => t.count)).toEqual(Array(5).fill(N / 5));
  });
});
