import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertValid } from '../../schemas/validate.ts';
import { analyseText } from '../index.ts';
import { segmentManuscript } from '../text/document.ts';
import { classificationWeights, classify } from './classification.ts';

const book = (paragraphs: string[]) =>
  segmentManuscript(paragraphs.map((text) => ({ kind: 'paragraph' as const, text })));
const classesOf = (paragraphs: string[], model: 'GenreClassification' | 'AudienceClassification') => {
  const items = analyseText(book(paragraphs));
  const content = items.find((item) => item.model === model)!.content as {
    class: string;
    score: number;
    drivers?: string[];
  }[];
  assertValid(`models/${model}/global`, content);
  return content;
};

const crime = Array.from({ length: 12 }, () =>
  [
    'Kriminalkommissær Holm stod på gerningsstedet og så på liget.',
    'Retsmedicineren mente, at offeret var blevet dræbt i nat.',
    'Den mistænkte havde intet alibi, og politiet fandt fingeraftryk på mordvåbnet.',
    'Efterforskningen gik i gang, og vidnerne blev afhørt på politigården.',
  ].join(' '),
);
const space = Array.from({ length: 12 }, () =>
  [
    'Rumskibet nærmede sig planeten, og robotten tændte laseren.',
    'Kaptajnen på rumstationen så galaksen gennem det store vindue.',
    'Androiden havde rejst mange lysår for at finde kolonien.',
  ].join(' '),
);

describe('GenreClassification and AudienceClassification', () => {
  it('scores every genre of the rules, sorted, adding up to 1, with what drove the top class', () => {
    const genres = classesOf(crime, 'GenreClassification');
    expect(genres.map((g) => g.class).sort()).toEqual(Object.keys(classificationWeights().genres).sort());
    expect(genres.reduce((sum, g) => sum + g.score, 0)).toBeCloseTo(1, 3);
    expect([...genres].sort((a, b) => b.score - a.score)).toEqual(genres);
    expect(genres[0]!.class).toBe('Krimi');
    expect(genres[0]!.drivers?.[0]).toMatch(/krimi|forbrydelse/u);
    expect(genres.slice(1).every((g) => g.drivers === undefined)).toBe(true);
  });

  it('follows the content: a space story is science fiction, not crime', () => {
    const genres = classesOf(space, 'GenreClassification');
    expect(genres[0]!.class).toBe('Science fiction');
    expect(genres.find((g) => g.class === 'Krimi')!.score).toBeLessThan(0.2);
  });

  it('scores the three audiences, an easy text about play toward children', () => {
    const play = Array.from(
      { length: 15 },
      () => 'Bamsen lå i sengen. Lise legede med sin dukke i børnehaven. Hun fik slik og is.',
    );
    const audiences = classesOf(play, 'AudienceClassification');
    expect(audiences.map((a) => a.class).sort()).toEqual(['Boern', 'Unge', 'Voksne']);
    expect(audiences[0]!.class).toBe('Boern');
  });

  it('treats a feature the analysis lacks as average, never as NaN', () => {
    const result = classify(new Map(), classificationWeights().genres);
    assertValid('models/GenreClassification/global', result);
    expect(result.every((g) => Number.isFinite(g.score))).toBe(true);
  });

  it('reads a realist novel about love as Samtidsroman and a book full of romance as Romantik', () => {
    const genres = classificationWeights().genres;
    // About what the library's realist love stories have: love words at three times an average book's rate
    const realistLove = new Map([
      ['cue:Romantik', 1.9],
      ['field:Kærlighed og romantik', 2.2],
      ['cue:Samtidsroman', 0.3],
    ]);
    expect(classify(realistLove, genres)[0]!.class).toBe('Samtidsroman');
    const romance = new Map([
      ['cue:Romantik', 3],
      ['field:Kærlighed og romantik', 3],
    ]);
    expect(classify(romance, genres)[0]!.class).toBe('Romantik');
  });

  it('the calibration refuses an unknown or empty genre list in Danish and leaves the weights as they were', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const weights = new URL('../lexicons/classification-weights.json', import.meta.url);
    const before = readFileSync(weights, 'utf8');
    for (const [value, message] of [
      ['Kærlighedsroman', 'Ukendt genre i --only: Kærlighedsroman'],
      ['', '--only kræver en kommasepareret liste af genrer'],
    ] as const) {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'bench/eval/calibrate-classification.ts', 'no-such-library', '--only', value],
        { cwd: root, encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(message);
    }
    expect(readFileSync(weights, 'utf8')).toBe(before);
  }, 120_000);
});
