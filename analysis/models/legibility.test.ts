import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { legibilityOf } from './legibility.ts';

describe('legibilityOf', () => {
  it('computes LIX from words, sentences and words of more than 6 letters', () => {
    // 2 sentences, 10 words; long words (> 6 letters): 'morgenen' (8), 'landevejen' (10) → 2.
    // LIX = 10 / 2 + 100 × 2 / 10 = 25.
    const paragraph = segmentParagraph('Om morgenen gik hun. Hun gik ad landevejen mod byen.');
    const result = legibilityOf([paragraph]);
    expect(result.number_of_sentences).toBe(2);
    expect(result.number_of_words).toBe(10);
    expect(result.number_of_complex_words).toBe(2);
    expect(result.lix).toBe(25);
    expect(result.average_sentence_length).toBe(5);
  });

  it('counts letters only: a six-letter word with a hyphen or digits is not long', () => {
    const result = legibilityOf([segmentParagraph('Hun var x-ray. Bilen var 1234567 år.')]);
    expect(result.number_of_complex_words).toBe(0);
  });

  it('gives zeros, not NaN, for no text', () => {
    expect(legibilityOf([]).lix).toBe(0);
  });
});

describe('LIX sentences (Danish convention: . : ! ? end a sentence; a lower-case word after the mark goes on)', () => {
  const sentences = (text: string) => legibilityOf([segmentParagraph(text)]).number_of_sentences;

  it('ends a sentence at a colon before a capital, not before a lower-case word or inside a number', () => {
    expect(sentences('Tilsidst sagde han: Hvorfor arbejder man her.')).toBe(2);
    expect(sentences('Hun sagde: »Kom nu.«')).toBe(2);
    expect(sentences('Der var tre ting: brød, vin og ost.')).toBe(1);
    expect(sentences('Toget gik klokken 10:30 fra Aarhus.')).toBe(1);
  });

  it("does not end a sentence at '?' or '!' before a lower-case word (the speech tag belongs to the line)", () => {
    expect(sentences('»Hvor er hun?« spurgte han. – Kom så! råbte hun.')).toBe(2);
    expect(sentences('Ak! hvor var det koldt. Hvem kommer? Det gør jeg!')).toBe(3);
  });

  it('keeps the LIX of a passage when speech tags follow its questions: the tag is no sentence of its own', () => {
    const plain = '»Hvor er hun?« Han så sig om. »Er hun gået hjem?« Han ventede længe ved vinduet.';
    const tagged = '»Hvor er hun?« spurgte han. »Er hun gået hjem?« spurgte han. Han ventede længe ved vinduet.';
    expect(sentences(plain)).toBe(4);
    expect(sentences(tagged)).toBe(3);
    // 16 words in 3 sentences; splitting the tags off would make 5 sentences and pull the average sentence length
    // (the first term of LIX) from 5.33 to 3.2 words.
    expect(legibilityOf([segmentParagraph(tagged)]).average_sentence_length).toBeCloseTo(16 / 3, 2);
  });
});
