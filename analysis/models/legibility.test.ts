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
