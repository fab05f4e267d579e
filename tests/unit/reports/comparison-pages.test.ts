import { describe, expect, it } from 'vitest';
import { bindPageBlock, propsOf, sectionOf, withSection } from './bind-page.ts';

type Row = Record<string, unknown>;

describe('Lignende bøger page', () => {
  it('tables title, author, year, form and why each is near, with ISBN only when every book has a real one', async () => {
    const rows = (await propsOf('similar-books', 'books-isbn')).rows as Row[];
    expect(rows[0]).toEqual({ title: 'Havets lys', author: 'Anna Berg', isbn: '9788700000001' });
    expect((await bindPageBlock('similar-books', 'books')).state).toBe('hidden');
    const book = (sectionOf('SimilarBooks', 'global') as Row[])[0]!;
    const library = [
      { ...book, isbn: 'lektor-bang-stuk', year: 1887, form: 'roman', reasons: ['tempoet', 'stemningen'] },
      { ...book, isbn: 'lektor-upload-0123456789abcdef', title: 'Uden år' },
    ];
    const data = withSection('SimilarBooks', 'global', library);
    expect((await bindPageBlock('similar-books', 'books-isbn', { data })).state).toBe('hidden');
    const own = (await propsOf('similar-books', 'books', { data })).rows as Row[];
    expect(own).toEqual([
      {
        title: 'Havets lys',
        author: 'Anna Berg',
        year: '1887',
        form: 'roman',
        why: 'tempoet, stemningen',
        isbn: 'lektor-bang-stuk',
      },
      { title: 'Uden år', author: 'Anna Berg', isbn: 'lektor-upload-0123456789abcdef' },
    ]);
    const columns = (await propsOf('similar-books', 'books', { data })).columns as Row[];
    expect(columns.map((column) => column.label)).toEqual(['Titel', 'Forfatter', 'År', 'Form', 'Ligner mest i']);
    expect(columns[0]!.link).toEqual({ to: 'similarBook', param: 'isbn' });
  });

  it('compares genre, global score, LIX, archetype and dialogue against the average of the similar books', async () => {
    const values = (await propsOf('similar-books', 'radar')).values as {
      axis: string;
      series: string;
      value: number;
    }[];
    expect([...new Set(values.map((v) => v.axis))]).toEqual(['Genre', 'Global score', 'LIX', 'Arketype', 'Dialog']);
    const of = (series: string, axis: string) => values.find((v) => v.series === series && v.axis === axis)?.value;
    expect(of('Din bog', 'Genre')).toBe(0.46);
    expect(of('Din bog', 'Global score')).toBe(0.68);
    expect(of('Lignende bøger', 'LIX')).toBeCloseTo((31.5 + 36.2) / 2 / 100);
    expect(of('Lignende bøger', 'Dialog')).toBeCloseTo((38 + 45) / 2 / 100);
  });

  it('says no similar books were found, and shows neither radar nor table, when there are none', async () => {
    const data = withSection('SimilarBooks', 'global', []);
    expect((await propsOf('similar-books', 'none-found', { data })).text).toBe(
      'Der blev ikke fundet nogen lignende bøger.',
    );
    expect((await bindPageBlock('similar-books', 'radar', { data })).state).toBe('hidden');
    expect((await bindPageBlock('similar-books', 'books', { data })).state).toBe('hidden');
    expect((await bindPageBlock('similar-books', 'books-isbn', { data })).state).toBe('hidden');
    expect((await bindPageBlock('similar-books', 'none-found')).state).toBe('hidden');
  });
});

describe('Arketype page', () => {
  it("draws the six story shapes, by their Danish names where the archetype texts give one, the book's own highlighted", async () => {
    const values = (await propsOf('archetype', 'story-shapes')).values as Row[];
    expect(new Set(values.map((v) => v.name)).size).toBe(6);
    expect([...new Set(values.filter((v) => v.best).map((v) => v.name))]).toEqual(['Mand i et hul']);
  });

  it("names the archetype from the archetype texts and joins each trendline point with its part's text", async () => {
    expect((await propsOf('archetype', 'archetype-name')).head).toBe('Mand i et hul');
    const points = (await propsOf('archetype', 'trendline')).values as Row[];
    expect(points[1]).toMatchObject({ part: 25, Trendlinje: -0.2, partLabel: '25 %' });
    expect(points[1]?.text).toEqual(['Afsnit 2 begynder her.', 'Fyret lyste over vandet.']);
  });

  it('compares its fit with each shape against the share of similar books with that shape', async () => {
    const values = (await propsOf('archetype', 'similar-radar')).values as {
      axis: string;
      series: string;
      value: number;
    }[];
    const similar = values.filter((v) => v.series === 'Lignende bøger');
    expect(similar).toHaveLength(6);
    expect(similar.find((v) => v.axis === 'Mand i et hul')?.value).toBe(0.5);
    expect(similar.find((v) => v.axis === 'Tragedy')?.value).toBe(0);
  });
});

describe('Tempo page', () => {
  it("marks each point of the tempo curve fast or slow from the part's own verdict", async () => {
    const values = ((await propsOf('tempo', 'tempo-curve')).values as Row[]).filter((value) => 'part' in value);
    expect(values.length).toBeGreaterThan(1);
    for (const value of values) expect(['Hurtig', 'Langsom']).toContain(value.Tempo);
    const parts = sectionOf<{ part: number; chunk_is_fast: boolean }[]>('Tempo', 'parts');
    expect(new Set(parts.map((part) => part.chunk_is_fast)).size).toBe(2); // the fixture has fast and slow parts
    for (const part of parts) {
      expect(values.find((v) => v.part === part.part)?.Tempo).toBe(part.chunk_is_fast ? 'Hurtig' : 'Langsom');
    }
  });
});

describe('Dialog page radar', () => {
  type Point = { axis: string; series: string; value: number };
  const dialogue = {
    ...sectionOf<Row>('Dialogue', 'global'),
    percentage_of_paragraphs_with_dialogue: 40,
    percentage_say_ask_verbs: 60,
    number_of_utterances: 200,
    number_of_adverbs_in_dialogue: 10,
    utterances_per_1000_words: 8,
    average_utterance_length: 12,
  };
  const book = (extra: Row) => ({
    isbn: '9788700000001',
    title: 'Havets lys',
    author: 'Anna Berg',
    similarity: 0.9,
    data: {
      ...(sectionOf<Row[]>('SimilarBooks', 'global')[0]!.data as Row),
      percentage_of_paragraphs_with_dialogue: 50,
      percentage_say_ask_verbs: 30,
      ...extra,
    },
  });

  it('has five axes: dialogue share, say/ask, replies per 1,000 words, adverbs per 100 replies, words per reply', async () => {
    const similar = [
      book({ utterances_per_1000_words: 12, adverbs_per_100_utterances: 2, average_utterance_length: 9 }),
      book({ utterances_per_1000_words: 8, adverbs_per_100_utterances: 4, average_utterance_length: 11 }),
    ];
    const data = withSection('Dialogue', 'global', dialogue).map((item) =>
      item.model === 'SimilarBooks' ? { ...item, content: similar } : item,
    );
    const values = (await propsOf('dialogue', 'comparison', { data })).values as Point[];
    const of = (series: string, axis: string) => values.find((v) => v.series === series && v.axis === axis)?.value;
    expect([...new Set(values.map((v) => v.axis))]).toHaveLength(5);
    expect(of('Din bog', 'Afsnit med dialog (%)')).toBe(0.4);
    expect(of('Lignende bøger', 'Sige og spørge (%)')).toBe(0.3);
    // 8 against an average of 10: scaled to 1.25 × 10
    expect(of('Din bog', 'Replikker pr. 1.000 ord')).toBeCloseTo(8 / 12.5);
    expect(of('Lignende bøger', 'Replikker pr. 1.000 ord')).toBeCloseTo(10 / 12.5);
    // 10 adverbs in 200 replies = 5 per 100, against 3
    expect(of('Din bog', 'Biord i dialog pr. 100 replikker')).toBeCloseTo(0.8);
    expect(of('Lignende bøger', 'Ord pr. replik')).toBeCloseTo(10 / 15);
  });

  it("shows only the book's own line on the axes an older library book has no figure for", async () => {
    const data = withSection('Dialogue', 'global', dialogue).map((item) =>
      item.model === 'SimilarBooks' ? { ...item, content: [book({})] } : item,
    );
    const values = (await propsOf('dialogue', 'comparison', { data })).values as Point[];
    const similar = values.filter((v) => v.series === 'Lignende bøger').map((v) => v.axis);
    expect(similar).toEqual(['Afsnit med dialog (%)', 'Sige og spørge (%)']);
    expect(values.filter((v) => v.series === 'Din bog')).toHaveLength(5);
  });
});
