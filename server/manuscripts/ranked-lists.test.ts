import { describe, expect, test } from 'vitest';
import { rankWordLists } from './ranked-lists.ts';

const keys = (value: unknown) => Object.keys(value as object);

describe('word lists most frequent first', () => {
  const dialogue = {
    model: 'Dialogue',
    section: 'global',
    content: {
      'dialogue-verbs count': { sige: 2, råbe: 9, spørge: 5, hviske: 5 },
      categories: { angry: { count: 3, propensity: 0.5, words: { vrisse: 1, brøle: 4, hvæse: 2 } } },
      number_of_dialogue_tags: 21,
    },
  };
  const powerWords = {
    model: 'PowerWords',
    section: 'global',
    content: {
      power_words_categories: {
        død: { count: 6, words: { dø: 1, død: 5 }, forms: { dø: { dø: 1 }, død: { døde: 2, død: 3 } } },
      },
    },
  };

  test('maps inside records and maps of maps are ordered; ties keep their order; other fields stay', () => {
    const [ranked] = rankWordLists([dialogue]);
    const content = ranked!.content as typeof dialogue.content;
    expect(keys(content['dialogue-verbs count'])).toEqual(['råbe', 'spørge', 'hviske', 'sige']);
    expect(keys(content.categories.angry.words)).toEqual(['brøle', 'hvæse', 'vrisse']);
    expect(content.categories.angry.count).toBe(3);
    expect(content.number_of_dialogue_tags).toBe(21);
    // The stored item is not changed.
    expect(keys(dialogue.content['dialogue-verbs count'])).toEqual(['sige', 'råbe', 'spørge', 'hviske']);
  });

  test('top cuts every list, and a forms map by its lemmas’ totals', () => {
    const [d, p] = rankWordLists([dialogue, powerWords], 1);
    expect((d!.content as typeof dialogue.content)['dialogue-verbs count']).toEqual({ råbe: 9 });
    const død = (p!.content as typeof powerWords.content).power_words_categories.død;
    expect(død.words).toEqual({ død: 5 });
    expect(død.forms).toEqual({ død: { død: 3, døde: 2 } });
    expect(keys(død.forms.død)).toEqual(['død', 'døde']);
  });

  test('sections without word lists, and empty or odd input, pass through', () => {
    const legibility = { model: 'Legibility', section: 'global', content: { lix: 31, words: 100 } };
    expect(rankWordLists([legibility])[0]).toBe(legibility);
    expect(rankWordLists([])).toEqual([]);
    const odd = { model: 'Dialogue', section: 'global', content: { 'dialogue-verbs count': null } };
    expect(rankWordLists([odd])[0]!.content).toEqual({ 'dialogue-verbs count': null });
    const unknown = { model: 'Nope', section: 'global', content: { a: 1 } };
    expect(rankWordLists([unknown])[0]).toBe(unknown);
  });

  test('100,000 words: ordered and cut in one pass', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 100_000; i++) counts[`w${i}`] = (i * 31) % 1000;
    const item = { model: 'ShowingTelling', section: 'global', content: { adjectives_count: counts } };
    const top = rankWordLists([item], 3)[0]!.content as { adjectives_count: Record<string, number> };
    expect(Object.values(top.adjectives_count)).toEqual([999, 999, 999]);
    const whole = rankWordLists([item])[0]!.content as { adjectives_count: Record<string, number> };
    const values = Object.values(whole.adjectives_count);
    expect(values).toHaveLength(100_000);
    expect(values.every((n, i) => i === 0 || values[i - 1]! >= n)).toBe(true);
  });
});
