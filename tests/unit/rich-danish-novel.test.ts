/**
 * The large-vocabulary test novel of the browser test (issue 26 point 7): at least 150,000 words, 5,000 distinct
 * adjectives and 3,000 distinct verbs as the analysis itself counts them.
 */
import { describe, expect, it } from 'vitest';
import { countDescription } from '../../analysis/models/showing-telling.ts';
import { countTenses } from '../../analysis/models/tense.ts';
import { segmentParagraph } from '../../analysis/text/document.ts';
import { danishVocabulary, richDanishNovel } from '../support/rich-danish-novel.ts';

describe('the large-vocabulary test novel', () => {
  it('has 150,000 words, 5,000 adjectives and 3,000 verbs as the analysis counts them', () => {
    const vocabulary = danishVocabulary(6_000, 3_600);
    expect(new Set(vocabulary.adjectives).size).toBe(6_000);
    expect(new Set(vocabulary.verbs.map((v) => v.infinitive)).size).toBe(3_600);
    const novel = richDanishNovel(150_000, vocabulary);
    expect(novel.words).toBeGreaterThanOrEqual(150_000);
    const paragraphs = novel.text.split('\n\n').map((text) => segmentParagraph(text));
    expect(countDescription(paragraphs).adjectives.size).toBeGreaterThanOrEqual(5_000);
    const verbs = new Map<string, number>();
    countTenses(paragraphs, verbs);
    expect(verbs.size).toBeGreaterThanOrEqual(3_000);
    // Deterministic: the same novel for the same words.
    expect(richDanishNovel(150_000, vocabulary).text).toBe(novel.text);
  }, 120_000);
});
