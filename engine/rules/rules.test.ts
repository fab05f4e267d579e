import { describe, expect, it } from 'vitest';
import { isCompleted } from './completion.ts';
import { infoBoxes, infoBoxNotes } from './info-boxes.ts';
import { allElementsDone, scoreItems } from './score-items.ts';
import { secondaryClassText, shownClasses } from './shown-classes.ts';
import { totalScore, totalScoreModel, totalScoreSetting } from './total-score.ts';

const analysed = { score: 93, genre_classification: 100, cliches: 60, tempo: 0, legibility: 100, dialogue: 60 };
const given = { score: 87.4, genre_classification: 20, cliches: 60, tempo: 0, legibility: 100, dialogue: 60 };

describe('the one total', () => {
  it("reads GlobalUser for 'Angivet' (the default) and GlobalAnalyzed for 'Analyseret', rounded", () => {
    expect(totalScore(analysed, given, 'given')).toBe(87);
    expect(totalScore(analysed, given, undefined)).toBe(87);
    expect(totalScore(analysed, given, 'analysed')).toBe(93);
    expect(totalScoreModel('analysed')).toBe('GlobalAnalyzed');
    expect(totalScoreSetting('given')).toMatch(/Angivet/);
    expect(totalScoreSetting('analysed')).toMatch(/Analyseret/);
  });

  it('has no total, never NaN, for a missing or broken model', () => {
    expect(totalScore(analysed, undefined, 'given')).toBeUndefined();
    expect(totalScore(analysed, { score: Number.NaN }, 'given')).toBeUndefined();
    expect(totalScore({ score: 140 }, given, 'analysed')).toBe(100);
  });
});

describe('the Global Score elements', () => {
  const content = {
    globalScores: [{ type: 'cliches', typeName: 'Klicheer', text: 'Klichéer pr. 10.000 ord.' }],
    settings: [
      { name: 'gs_9.genre_classification', value: 'true' },
      { name: 'gs_9.dialogue', value: 'false' },
      { name: 'gs_8.legibility', value: 'true' },
    ],
  };
  const ids: Record<string, number> = { genre: 3, cliches: 17, readability: 8 };

  it('lists the chosen setting’s elements ascending, without zeros, with links and completion', () => {
    const items = scoreItems(analysed, given, content, { source: 'given', revisionId: '9' }, (key) => ids[key]);
    expect(items.map((i) => [i.name, i.value])).toEqual([
      ['Genre', 20],
      ['Klicheer', 60],
      ['Dialog', 60],
      ['Læsbarhed', 100],
    ]);
    expect(items[0]).toMatchObject({ reportId: 3, completed: true });
    expect(items.every((i) => !Object.hasOwn(i, 'route'))).toBe(true);
    expect(items[0]!.setting).toBe('gs_9.genre_classification');
    expect(items.find((i) => i.name === 'Dialog')?.completed, "'false' is not done").toBe(false);
    expect(items.find((i) => i.name === 'Læsbarhed')?.completed, 'another revision’s mark').toBe(false);
    expect(items[1]!.text).toBe('Klichéer pr. 10.000 ord.');
    const analysedItems = scoreItems(analysed, given, content, { source: 'analysed', isSimilarBook: true });
    expect(analysedItems[0]).toMatchObject({ name: 'Klicheer' });
    expect(analysedItems.every((i) => i.setting === undefined)).toBe(true);
    const admin = scoreItems(analysed, given, content, { source: 'given', revisionId: '9', isAdmin: true });
    expect(admin.every((i) => i.setting === undefined)).toBe(true);
  });

  it("says 'all done' only when every element is green or marked done, never for none", () => {
    const items = scoreItems(analysed, given, content, { source: 'given', revisionId: '9' });
    expect(allElementsDone(items)).toBe(false);
    const allMarked = {
      settings: ['genre_classification', 'cliches', 'dialogue'].map((e) => ({ name: `gs_9.${e}`, value: 'true' })),
    };
    expect(allElementsDone(scoreItems(analysed, given, allMarked, { source: 'given', revisionId: 9 }))).toBe(true);
    expect(allElementsDone([])).toBe(false);
  });

  it('lists nothing for a missing or malformed global score', () => {
    expect(scoreItems(undefined, undefined, undefined, { source: 'given' })).toEqual([]);
    expect(scoreItems(analysed, 'x', content, { source: 'given' })).toEqual([]);
    expect(scoreItems(analysed, { tempo: Number.NaN, dialogue: 60 }, content, {}).map((i) => i.name)).toEqual([
      'Dialog',
    ]);
  });

  it("reads a completion mark 'gs_{revisionId}.{element}'", () => {
    expect(isCompleted(content.settings, 9, 'genre_classification')).toBe(true);
    expect(isCompleted(content.settings, '', 'genre_classification')).toBe(false);
  });
});

describe('genre and audience classes shown (V-25, one reading)', () => {
  it('shows the second class only when the top is under 50 % and under 1.2 × the second', () => {
    const fantasy = [
      { class: 'Gys', score: 0.3 },
      { class: 'Fantasy', score: 0.6 },
    ];
    expect(shownClasses(fantasy).map((c) => c.class)).toEqual(['Fantasy']);
    expect(secondaryClassText(fantasy, 'genre')).toBeUndefined();
    const close = [
      { class: 'Krimi', score: 0.4 },
      { class: 'Spaending', score: 0.35 },
    ];
    expect(shownClasses(close).map((c) => c.class)).toEqual(['Krimi', 'Spaending']);
    expect(secondaryClassText(close, 'genre')).toBe('Sekundær genre: Spænding (35 %)');
    expect(
      shownClasses([
        { class: 'Krimi', score: 0.4 },
        { class: 'Gys', score: 0.33 },
      ]),
    ).toHaveLength(1);
    expect(shownClasses(undefined)).toEqual([]);
  });
});

describe('the dashboard info boxes', () => {
  const rules = {
    metrics: [
      { id: 1, name: 'LIX' },
      { id: 9, name: 'Tempo' },
      { id: 21, name: 'Replikker' },
    ],
  };
  const dashboard = [
    { metric: 1, headline: 'LIX', description: 'Læsbarhed.' },
    { metric: 9, headline: 'Tempo' },
    { metric: 21, headline: 'Replikker' },
  ];

  it('gives each box its value and RAG level, or a Danish reason why not', () => {
    const boxes = infoBoxes({
      dashboard,
      rules,
      recommendations: [{ name: 'LIX', RAG: 'A', RAGText: 'Kan forbedres', RAGLevel: 2 }],
      metricValues: [
        { id: 1, value: 41.87 },
        { id: 9, value: 33.3 },
      ],
    });
    expect(boxes[0]).toMatchObject({ progress: 2 / 3, valueText: '41 · Kan forbedres', rag: 'A' });
    expect(boxes[1]).toMatchObject({ note: infoBoxNotes.noRecommendation });
    expect(boxes[1]!.valueText).toMatch(/^33,3\s%$/u);
    expect(boxes[1]!.progress).toBeUndefined();
    expect(boxes[2]).toMatchObject({ note: infoBoxNotes.noValue });
  });

  it('makes nothing of content it cannot read (no dashboard list, a NaN value, an entry without a headline)', () => {
    expect(infoBoxes(undefined)).toEqual([]);
    const boxes = infoBoxes({
      dashboard: [{ metric: 1 }, ...dashboard],
      rules,
      metricValues: [{ id: 1, value: Number.NaN }],
    });
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toMatchObject({ headline: 'LIX', note: infoBoxNotes.noValue });
  });
});
