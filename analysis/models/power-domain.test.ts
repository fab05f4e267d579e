import { describe, expect, it } from 'vitest';
import { book, warmBeforeAll } from '../test-support/paragraphs.ts';
import { domainWindow, needsDomain } from './power-domain.ts';
import { powerWordsGlobal } from './power-words.ts';

warmBeforeAll();

/** The power words the product lists for the paragraphs, by category. */
const listed = (...paragraphs: string[]) =>
  Object.fromEntries(
    Object.entries(powerWordsGlobal(book(...paragraphs)).power_words_categories)
      .filter(([, category]) => category.count > 0)
      .map(([name, category]) => [name, Object.keys(category.words).sort()]),
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
    const result = powerWordsGlobal(book(paragraph)).power_words_categories.vold;
    // only the words within the window before 'Krigen' have their scene ('og' stands between)
    expect(result?.words).toEqual({ blod: domainWindow - 1, krig: 1 });
  });
});
