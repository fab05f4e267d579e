/** The domain transforms: rules that belong to the product, on empty input, one item, ties and 100,000 items. */
import { describe, expect, it } from 'vitest';
import { transforms } from './registry.ts';
import type { TransformEnv } from './transform.ts';

const env = (over: Partial<TransformEnv> = {}): TransformEnv => ({ root: {}, content: {}, context: {}, ...over });
const run = (name: string, input: unknown, params: Record<string, unknown> = {}, over: Partial<TransformEnv> = {}) =>
  transforms[name]!.apply(input, { type: name, ...params }, env(over));
const N = 100_000;

describe('classesShown and secondaryClass (engine/rules/shown-classes.ts)', () => {
  const classes = (...scores: number[]) =>
    scores.map((score, i) => ({ class: i === 1 ? 'Spaending' : `K${i}`, score }));
  it('show the top class, and the second when the top does not stand out (under 0.5 and 1.2 × the second)', () => {
    expect(run('classesShown', [])).toEqual([]);
    expect(run('classesShown', classes(0.3))).toEqual(classes(0.3));
    expect(run('classesShown', classes(0.3, 0.28, 0.1))).toEqual(classes(0.3, 0.28));
    expect(run('classesShown', classes(0.45, 0.3))).toEqual(classes(0.45));
    expect(run('classesShown', classes(0.6, 0.58))).toEqual(classes(0.6));
    const tied = [
      { class: 'A', score: 0.3 },
      { class: 'B', score: 0.3 },
      { class: 'C', score: 0.3 },
    ];
    expect(run('classesShown', tied)).toEqual(tied.slice(0, 2));
  });
  it('names the second class shown, in the product’s class names, and nothing when one is shown', () => {
    expect(run('secondaryClass', classes(0.3), { kind: 'genre' })).toBeUndefined();
    expect(run('secondaryClass', classes(0.6, 0.3), { kind: 'genre' })).toBeUndefined();
    expect(run('secondaryClass', classes(0.3, 0.28), { kind: 'genre' })).toBe('Sekundær genre: Spænding (28 %)');
  });
  it('ranks 100,000 classes', () => {
    const many = Array.from({ length: N }, (_, i) => ({ class: `K${i}`, score: (i % 1000) / 2000 }));
    expect(run('classesShown', many)).toEqual([many[999], many[1999]]);
  });
});

describe('analysisSource and totalScore (engine/rules/total-score.ts)', () => {
  const root = { analysed: { score: 70.4 }, given: { score: 40 } };
  const params = { analysed: 'analysed', given: 'given' };
  it("read the analysed source when the page shows 'Analyseret', else the given one", () => {
    expect(
      run('analysisSource', undefined, { ...params, field: 'score' }, { root, context: { source: 'analysed' } }),
    ).toBe(70.4);
    expect(
      run('analysisSource', undefined, { ...params, field: 'score' }, { root, context: { source: 'given' } }),
    ).toBe(40);
    expect(run('totalScore', undefined, params, { root, context: { source: 'analysed' } })).toBe(70);
    expect(run('totalScore', undefined, params, { context: {} })).toBeUndefined();
  });
});

describe('globalScoreItems and globalScoreDone (engine/rules/score-items.ts)', () => {
  const content = {
    globalScores: [{ type: 'tempo', typeName: 'Tempoet', text: 'Om tempo.' }],
    settings: [{ name: 'gs_r1.tempo', value: 'true' }],
  };
  const reportIds = { tempo: 6, dialogue: 7, cliches: 17 };
  const params = { analysed: 'a', given: 'g' };
  it('list the elements lowest first without the total and the zeros, linked by report id, no route', () => {
    expect(run('globalScoreItems', undefined, params, { content, reportIds })).toEqual([]);
    const root = { g: { score: 60, tempo: 50, dialogue: 20, cliches: 50, power_words: 0 } };
    const items = run('globalScoreItems', undefined, params, {
      root,
      content,
      reportIds,
      context: { revisionId: 'r1' },
    }) as Record<string, unknown>[];
    expect(items.map((i) => [i.name, i.value, i.reportId, i.completed])).toEqual([
      ['Dialog', 20, 7, false],
      ['Klicheer', 50, 17, false],
      ['Tempoet', 50, 6, true],
    ]);
    expect(items.every((i) => !Object.hasOwn(i, 'route'))).toBe(true);
    expect(run('globalScoreDone', undefined, params, { root, content, reportIds })).toBe(false);
    expect(() => run('globalScoreItems', undefined, params, { root, reportIds: {} })).toThrow(
      'der er ingen rapport med key',
    );
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

describe('wordForms', () => {
  const forms = { showTell: { forms: { pludselig: { pludseligt: 5, pludselig: 3 }, stille: { stille: 2 } } } };
  const wf = (input: unknown, root: Record<string, unknown> = forms) =>
    run('wordForms', input, { forms: 'showTell.forms', key: 'label', count: 'n', as: 'detail' }, { root });
  it('writes the count, with the forms most frequent first when the text used more than one', () => {
    expect(wf([])).toEqual([]);
    expect(wf([{ label: 'pludselig', n: 8 }])).toEqual([
      { label: 'pludselig', n: 8, detail: '(8: pludseligt, pludselig)' },
    ]);
    expect(wf([{ label: 'stille', n: 2 }])).toEqual([{ label: 'stille', n: 2, detail: '(2)' }]);
  });
  it('keeps the order the text used forms in on ties, and gives the count alone without forms', () => {
    const tie = { showTell: { forms: { død: { døde: 2, dødt: 2 } } } };
    expect(wf([{ label: 'død', n: 4 }], tie)).toEqual([{ label: 'død', n: 4, detail: '(4: døde, dødt)' }]);
    expect(wf([{ label: 'død', n: 4 }], {})).toEqual([{ label: 'død', n: 4, detail: '(4)' }]);
  });
  it('reads a list of forms in its order (a semantic field keyword), and ignores what is not a form', () => {
    const listed = { showTell: { forms: { hav: ['havet', 'hav', 3], sø: ['søen'] } } };
    expect(wf([{ label: 'hav', n: 5 }], listed)).toEqual([{ label: 'hav', n: 5, detail: '(5: havet, hav)' }]);
    expect(wf([{ label: 'sø', n: 1 }], listed)).toEqual([{ label: 'sø', n: 1, detail: '(1)' }]);
    const weights = run(
      'wordForms',
      [{ w: 'hav' }, { w: 'sø' }],
      { forms: 'f', key: 'w', as: 'd' },
      { root: { f: listed.showTell.forms } },
    );
    expect(weights).toEqual([
      { w: 'hav', d: '(havet, hav)' },
      { w: 'sø', d: '' },
    ]);
  });
  it('is linear on 100,000 rows', () => {
    const rows = Array.from({ length: N }, (_, i) => ({ label: `w${i}`, n: i }));
    const out = wf(rows) as { detail: string }[];
    expect(out).toHaveLength(N);
    expect(out[N - 1]!.detail).toBe(`(${N - 1})`);
  });
});

describe('chapterStarts (docs/CHAPTERS.md)', () => {
  const parts = [{ part: 0 }, { part: 50 }];
  const chapter = (position: number, title = '') => ({ position, title, number_of_words: 10 });
  it('adds a boundary for each chapter that starts after the first word, untitled ones by number', () => {
    const root = { chapters: [chapter(0, 'Forord'), chapter(12.5, 'Første Del'), chapter(40)] };
    expect(run('chapterStarts', parts, { from: 'chapters' }, { root })).toEqual([
      ...parts,
      { Kapitelstart: 12.5, Kapitel: 'Første Del' },
      { Kapitelstart: 40, Kapitel: 'Kapitel 3' },
    ]);
  });
  it('adds nothing for a book of one chapter, data without chapters or rows that are not chapters', () => {
    expect(run('chapterStarts', parts, { from: 'chapters' }, { root: { chapters: [chapter(0)] } })).toEqual(parts);
    expect(run('chapterStarts', parts, { from: 'chapters' }, { root: {} })).toEqual(parts);
    expect(run('chapterStarts', [], { from: 'chapters' }, { root: { chapters: [null, { position: 'x' }] } })).toEqual(
      [],
    );
  });
  it('keeps ties and marks 100,000 chapters', () => {
    const root = { chapters: Array.from({ length: N }, (_, i) => chapter(1 + (i % 50))) };
    const rows = run('chapterStarts', parts, { from: 'chapters' }, { root }) as Record<string, unknown>[];
    expect(rows).toHaveLength(N + 2);
    expect(rows[2]).toEqual({ Kapitelstart: 1, Kapitel: 'Kapitel 1' });
  });
});
