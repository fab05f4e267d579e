import { describe, expect, it } from 'vitest';
import { contentSchemaId } from '../../schemas/models/index.ts';
import { assertValid } from '../../schemas/validate.ts';
import { lexiconLines } from '../lexicons/load.ts';
import { valenceForms, valenceLemmas } from '../lexicons/sentiment.ts';
import { segmentManuscript, segmentParagraph } from '../text/document.ts';
import { cutParts } from '../text/parts.ts';
import { archetypesAnalyser } from './archetypes.ts';
import { sentenceMood } from './mood.ts';
import { sentimentAnalyser } from './sentiment.ts';

const mood = (text: string) => sentenceMood(segmentParagraph(text).sentences[0]!);
const book = (paragraphs: string[]) =>
  segmentManuscript(paragraphs.map((text) => ({ kind: 'paragraph' as const, text })));

describe('the valence lexicon', () => {
  it('holds at least 3,000 lemmas scored -5..+5, each listed once', () => {
    const listed = lexiconLines('sentiment.txt').flatMap((line) => line.split('\t')[1]!.split(' '));
    expect(listed.length).toBeGreaterThanOrEqual(3_000);
    expect(new Set(listed).size).toBe(listed.length);
    for (const score of valenceLemmas().values()) expect(Math.abs(score)).toBeLessThanOrEqual(5);
  });

  it('reaches inflected and irregular forms through the dictionary, never function words', () => {
    const forms = valenceForms();
    expect(forms.get('glade')).toBeGreaterThan(0);
    expect(forms.get('lykkeligste')).toBeGreaterThan(0);
    expect(forms.get('sorgen')).toBeLessThan(0);
    expect(forms.get('græd')).toBeLessThan(0);
    for (const word of ['så', 'ikke', 'mod', 'han', 'det']) expect(forms.has(word)).toBe(false);
  });
});

describe('the mood of a sentence', () => {
  it('is positive for happy words, negative for sad ones, 0 without scored words', () => {
    expect(mood('Hun var glad og lykkelig.')).toBeGreaterThan(0.3);
    expect(mood('Han græd af sorg over den døde ven.')).toBeLessThan(-0.3);
    expect(mood('Han gik over vejen til bageren.')).toBe(0);
  });

  it('turns a negated clause, in both Danish word orders, and "uden at"', () => {
    expect(mood('Hun var ikke glad.')).toBeLessThan(0);
    expect(mood('Hun elskede ham ikke.')).toBeLessThan(0);
    expect(mood('Det var aldrig kedeligt.')).toBeGreaterThan(0);
    expect(mood('Han gik uden at smile.')).toBeLessThan(0);
    expect(mood('Hun var hverken glad eller tilfreds.')).toBeLessThan(0);
    // the negation stays in its clause
    expect(mood('Han kom ikke i dag, men hun var glad.')).toBeGreaterThan(0);
  });

  it('weighs degree words and contrast', () => {
    expect(mood('Hun var meget glad.')).toBeGreaterThan(mood('Hun var glad.'));
    expect(mood('Hun var lidt trist.')).toBeGreaterThan(mood('Hun var trist.'));
    expect(mood('Han var glad, men hun var trist.')).toBeLessThan(0);
    expect(mood('Han var trist, men hun var glad.')).toBeGreaterThan(0);
    // "frygtelig" as a degree word strengthens, it is not itself counted as fear
    expect(mood('Hun var frygtelig glad.')).toBeGreaterThan(mood('Hun var glad.'));
  });

  it('counts what characters say, not the speech verb that tags it', () => {
    expect(mood('»Kom herind nu,« råbte hun.')).toBe(0);
    expect(mood('Hun råbte ad ham.')).toBeLessThan(0);
    expect(mood('»Jeg hader dig,« sagde hun.')).toBeLessThan(0);
  });

  it('reads the old spelling through the aa→å normalisation', () => {
    expect(mood('Hun brast i Graad.')).toBeLessThan(0);
  });
});

const happy = [
  'Anna var glad og lykkelig den morgen.',
  'Solen skinnede, og børnene lo i haven.',
  'De fejrede festen med sang og dans.',
  'Hun smilede kærligt til sin ven.',
];
const sad = [
  'Anna græd af sorg og fortvivlelse.',
  'Stormen ødelagde huset, og de frøs i mørket.',
  'Hendes bror døde af en grusom sygdom.',
  'Hun var ensom, bange og ulykkelig.',
];

/** A story of 240 sentences whose mood follows `shape` (true: happy) over its course. */
function story(shape: (position: number) => boolean): string[] {
  return Array.from({ length: 60 }, (_, i) => (shape(i / 60) ? happy : sad).join(' '));
}

describe('Sentiment and Archetypes of a book', () => {
  it('gives shares of positive and negative sentences and a falling trendline for a tragedy', () => {
    const text = book(story((x) => x < 0.5));
    const parts = cutParts(text);
    const [global, partsSection] = sentimentAnalyser.analyse({ text, parts });
    assertValid(contentSchemaId('Sentiment', 'global'), global!.content);
    assertValid(contentSchemaId('Sentiment', 'parts'), partsSection!.content);
    const shares = global!.content as {
      percentage_of_positive_sentences: number;
      percentage_of_negative_sentences: number;
    };
    expect(shares.percentage_of_positive_sentences).toBeGreaterThan(40);
    expect(shares.percentage_of_negative_sentences).toBeGreaterThan(40);
    const trend = (partsSection!.content as { trendline: number }[]).map((part) => part.trendline);
    expect(trend[0]).toBeGreaterThan(0);
    expect(trend.at(-1)).toBeLessThan(0);
    const [archetypes] = archetypesAnalyser.analyse({ text, parts });
    expect(archetypes!.content).toMatchObject({ best_archetype_name: 'Tragedy', best_archetype_type: 2 });
  });

  it('calls happy-sad-happy Man in a Hole and sad-happy-sad Icarus', () => {
    const shapeOf = (paragraphs: string[]) => {
      const text = book(paragraphs);
      const [global] = archetypesAnalyser.analyse({ text, parts: cutParts(text) });
      assertValid(contentSchemaId('Archetypes', 'global'), global!.content);
      return (global!.content as { best_archetype_name: string }).best_archetype_name;
    };
    expect(shapeOf(story((x) => x < 0.3 || x > 0.7))).toBe('Man in a Hole');
    expect(shapeOf(story((x) => x > 0.3 && x < 0.7))).toBe('Icarus');
    expect(shapeOf(story((x) => x > 0.5))).toBe('Rags to Riches');
  });

  it('keeps the best shape when 2% of the sentences are dropped or the book is cut into 25 parts', () => {
    const paragraphs = story((x) => x < 0.25 || x > 0.75);
    const best = (text: ReturnType<typeof book>, count?: number) =>
      (
        archetypesAnalyser.analyse({ text, parts: cutParts(text, count) })[0]!.content as {
          best_archetype_type: number;
        }
      ).best_archetype_type;
    const full = book(paragraphs);
    expect(best(full, 25)).toBe(best(full));
    // drop every 50th sentence
    let n = 0;
    const thinned = paragraphs.map((paragraph) =>
      paragraph
        .split(/(?<=\.) /u)
        .filter(() => ++n % 50 !== 0)
        .join(' '),
    );
    expect(best(book(thinned))).toBe(best(full));
  });

  it('gives a flat curve and no fit to a text too short for one, and neutral results without scored words', () => {
    const short = book(['Hun var glad.', 'Han var trist.', 'De gik hjem.']);
    const parts = cutParts(short);
    const [global, partsSection] = archetypesAnalyser.analyse({ text: short, parts });
    expect((global!.content as { best_archetype_score: number }).best_archetype_score).toBe(0);
    const trend = (partsSection!.content as { trendline: number }[]).map((part) => part.trendline);
    expect(new Set(trend).size).toBe(1);
    const neutral = book(Array.from({ length: 30 }, () => 'Han gik over vejen til bageren og købte brød.'));
    const [sentiment] = sentimentAnalyser.analyse({ text: neutral, parts: cutParts(neutral) });
    expect(sentiment!.content).toEqual({
      average_sentiment: 0,
      percentage_of_positive_sentences: 0,
      percentage_of_negative_sentences: 0,
    });
    const [flat] = archetypesAnalyser.analyse({ text: neutral, parts: cutParts(neutral) });
    assertValid(contentSchemaId('Archetypes', 'global'), flat!.content);
    expect(JSON.stringify(flat!.content)).not.toContain('NaN');
  });
});
