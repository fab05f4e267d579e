import { describe, expect, it } from 'vitest';
import { book, warmBeforeAll } from '../test-support/paragraphs.ts';
import { domainWindow, needsDomain } from './power-domain.ts';
import { chargedPowerWords } from './power-words.ts';

warmBeforeAll();

/** Per category, each lemma charged in the paragraphs after the gates, with its count (before the book's listing). */
const charged = (...paragraphs: string[]) => {
  const byCategory: Record<string, Record<string, number>> = {};
  for (const { category, lemma } of chargedPowerWords(book(...paragraphs))) {
    const counts = byCategory[category] ?? {};
    counts[lemma] = (counts[lemma] ?? 0) + 1;
    byCategory[category] = counts;
  }
  return byCategory;
};

/**
 * The power words charged in the paragraphs after the gates, by category: what the scene check lets through, before
 * the book's listing leaves out the words of a common everyday sense (power-evidence.test.ts tests that).
 */
const listed = (...paragraphs: string[]) =>
  Object.fromEntries(
    Object.entries(charged(...paragraphs)).map(([name, counts]) => [name, Object.keys(counts).sort()]),
  );

describe('the scene a word of violence or death claims (issue 28, eighth session)', () => {
  it('lists no word of the body, a thing or a manner outside a scene of violence or death', () => {
    expect(listed('Pludselig foer Blodet ham op i Hovedet, og han rødmede.').vold).toBeUndefined();
    expect(listed('Eksprestoget kørte brutalt gennem Stationen uden at standse.').vold).toBeUndefined();
    expect(listed('Under Granen laa en halvt begravet Kogle i Naalene.').død).toBeUndefined();
  });

  it('lists them in such a scene: beside a word of the domain or another word of the category', () => {
    expect(listed('Soldaten laa i Skyttegraven, og Blodet flød fra hans Saar.').vold).toContain('blod');
    expect(listed('Morderen stod med Kniven, og Blodet randt over Gulvet.').vold).toContain('blod');
    expect(listed('Ved Begravelsen stod den sorte Ligkiste foran Alteret.').død).toContain('ligkiste');
    expect(listed('Den sorte Ligkiste stod foran Alteret.').død).toBeUndefined();
  });

  it('lists a word that names the act or the event wherever it stands', () => {
    expect(listed('De myrdede ham om Natten.')).toEqual({ vold: ['myrde'] });
    expect(listed('Hun var død.').død).toEqual(['død']);
    expect(needsDomain('vold', 'myrde')).toBe(false);
    expect(needsDomain('vold', 'blod')).toBe(true);
    expect(needsDomain('frygt', 'skrig')).toBe(false);
  });

  it('takes no scene from another paragraph or from beyond the window', () => {
    expect(listed('Blodet steg ham til Kinderne.', 'Soldaten faldt i Krigen.').vold).toEqual(['krig']);
    const filler = Array.from({ length: domainWindow + 5 }, () => 'og').join(' ');
    expect(listed(`Blodet steg ham til Kinderne ${filler} Soldaten.`).vold).toBeUndefined();
  });
});

describe('the scene check on a long paragraph (bad input)', () => {
  it('looks only inside its window, so one paragraph of 60,000 such words costs no more than its words', () => {
    const paragraph = `${'Blodet '.repeat(60_000)}og Krigen.`;
    // only the words within the window before 'Krigen' have their scene ('og' stands between)
    expect(charged(paragraph).vold).toEqual({ blod: domainWindow - 1, krig: 1 });
  });
});
