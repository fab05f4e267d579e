import { describe, expect, it } from 'vitest';
import { bindPageBlock, propsOf, withSection } from './bind-page.ts';

const genre = (scores: [string, number][]) =>
  withSection(
    'GenreClassification',
    'global',
    scores.map(([c, score]) => ({ class: c, score })),
  );
const audience = (scores: [string, number][]) =>
  withSection(
    'AudienceClassification',
    'global',
    scores.map(([c, score]) => ({ class: c, score })),
  );
const shown = async (key: string, data: ReturnType<typeof genre>) =>
  ((await propsOf(key, 'classes', { data })).classes as { class: string }[]).map((c) => c.class);

describe('Genre and Målgruppe: which classes are shown (first listing)', () => {
  it('shows two classes when the top is under 50 % and under 1.2 times the second', async () => {
    expect(
      await shown(
        'genre',
        genre([
          ['Krimi', 0.4],
          ['Spaending', 0.35],
          ['Romantik', 0.25],
        ]),
      ),
    ).toEqual(['Krimi', 'Spaending']);
  });

  it('shows one class when the top is at least 1.2 times the second', async () => {
    expect(
      await shown(
        'genre',
        genre([
          ['Krimi', 0.42],
          ['Spaending', 0.35],
          ['Romantik', 0.23],
        ]),
      ),
    ).toEqual(['Krimi']);
  });

  it('shows one class when the top is at least 50 %', async () => {
    expect(
      await shown(
        'audience',
        audience([
          ['Voksne', 0.5],
          ['Unge', 0.45],
          ['Boern', 0.05],
        ]),
      ),
    ).toEqual(['Voksne']);
  });

  it('sorts by score whatever order the model gave', async () => {
    expect(
      await shown(
        'genre',
        genre([
          ['Romantik', 0.2],
          ['Krimi', 0.42],
          ['Spaending', 0.38],
        ]),
      ),
    ).toEqual(['Krimi', 'Spaending']);
  });
});

describe("one reading (V-25): the 'Sekundær' line names exactly the second class shown", () => {
  const secondary = async (key: string, data: ReturnType<typeof genre>) =>
    (await bindPageBlock(key, 'secondary', { data })).state;
  const cases: [string, [string, number][], boolean][] = [
    // the book: Fantasy 60 %, Gys 30 % — one class, and no 'Sekundær' line under it
    [
      'genre',
      [
        ['Fantasy', 0.6],
        ['Gys', 0.3],
        ['Krimi', 0.1],
      ],
      false,
    ],
    [
      'genre',
      [
        ['Krimi', 0.7],
        ['Spaending', 0.25],
        ['Romantik', 0.05],
      ],
      false,
    ],
    [
      'genre',
      [
        ['Krimi', 0.5],
        ['Spaending', 0.45],
      ],
      false,
    ],
    [
      'genre',
      [
        ['Krimi', 0.4],
        ['Spaending', 0.35],
        ['Romantik', 0.25],
      ],
      true,
    ],
    [
      'genre',
      [
        ['Krimi', 0.42],
        ['Spaending', 0.35],
        ['Romantik', 0.23],
      ],
      false,
    ],
    [
      'audience',
      [
        ['Voksne', 0.54],
        ['Unge', 0.45],
        ['Boern', 0.01],
      ],
      false,
    ],
    [
      'audience',
      [
        ['Voksne', 0.45],
        ['Unge', 0.2],
        ['Boern', 0.35],
      ],
      false,
    ],
    [
      'audience',
      [
        ['Voksne', 0.45],
        ['Boern', 0.4],
        ['Unge', 0.15],
      ],
      true,
    ],
  ];

  it.each(cases)('%s %j: second class shown = %s, in the list and as the line alike', async (key, scores, two) => {
    const data = key === 'genre' ? genre(scores) : audience(scores);
    expect(await shown(key, data)).toHaveLength(two ? 2 : 1);
    expect(await secondary(key, data)).toBe(two ? 'ready' : 'hidden');
  });

  it('names Spaending as Spænding and Boern as Børn', async () => {
    const data = genre([
      ['Krimi', 0.4],
      ['Spaending', 0.35],
      ['Romantik', 0.25],
    ]);
    expect((await propsOf('genre', 'secondary', { data })).text).toBe('Sekundær genre: Spænding (35 %)');
    const kids = audience([
      ['Voksne', 0.45],
      ['Boern', 0.4],
    ]);
    expect((await propsOf('audience', 'secondary', { data: kids })).text).toBe('Sekundær målgruppe: Børn (40 %)');
  });
});

describe('given against analysed', () => {
  it('compares the genre the author gave with the top analysed class and takes the texts from the rules', async () => {
    const props = await propsOf('genre', 'classes');
    expect(props.given).toBe('Spaending');
    expect(props.analysed).toBe('Spaending');
    expect(props.matchText).toBe('Din bog passer til den genre, du har angivet.');
    expect(props.noMatchText).toBe('Din bog ligner mere en anden genre end den, du har angivet.');
  });

  it('the source toggle is forced to analysed for similar books', async () => {
    expect((await propsOf('genre', 'source', { context: { isSimilarBook: true } })).locked).toBe(true);
    expect((await propsOf('genre', 'source')).value).toBe('given');
  });
});
