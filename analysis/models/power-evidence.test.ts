import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { chargedShare, fewestParagraphsForEvidence, isListed, PowerEvidenceBook } from './power-evidence.ts';
import { powerWordsGlobal } from './power-words.ts';

/** A book: the given paragraphs among enough neutral ones that the book's evidence applies. */
const book = (...paragraphs: string[]) => [
  ...paragraphs,
  ...Array.from({ length: fewestParagraphsForEvidence }, (_, i) => `Klokken var ${i + 1}, og toget kørte videre.`),
];

/** The lemmas the power-word page lists for the paragraphs. */
const listed = (paragraphs: readonly string[]) =>
  Object.values(powerWordsGlobal(paragraphs.map((text) => segmentParagraph(text))).power_words_categories).flatMap(
    (category) => Object.keys(category.words),
  );

describe('the book’s evidence for a power word', () => {
  it('lists a word charged twice, or once beside another word of its category', () => {
    expect(isListed({ uses: 2, charged: 2, supported: 0 })).toBe(true);
    expect(isListed({ uses: 1, charged: 1, supported: 1 })).toBe(true);
    expect(isListed({ uses: 1, charged: 1, supported: 0 })).toBe(false);
    expect(isListed({ uses: 0, charged: 0, supported: 0 })).toBe(false);
  });

  it('leaves out a word whose uses are mostly everyday', () => {
    expect(isListed({ uses: 10, charged: 3, supported: 3 })).toBe(false);
    expect(isListed({ uses: 10, charged: Math.ceil(10 * chargedShare), supported: 0 })).toBe(true);
  });

  it('counts support only from another lemma of the same category in the paragraph', () => {
    const evidence = new PowerEvidenceBook();
    evidence.paragraph([
      { category: 'frygt', lemma: 'rædsel' },
      { category: 'frygt', lemma: 'rædsel' },
      { category: 'vrede', lemma: 'had' },
    ]);
    evidence.paragraph([
      { category: 'frygt', lemma: 'angst' },
      { category: 'frygt', lemma: 'skrige' },
    ]);
    expect(evidence.byLemma.get('rædsel')).toEqual({ uses: 0, charged: 2, supported: 0 });
    expect(evidence.byLemma.get('had')?.supported).toBe(0);
    expect(evidence.byLemma.get('angst')?.supported).toBe(1);
  });
});

describe('PowerWords with the book’s evidence', () => {
  it('leaves out a strong word said once with no word of its feeling near it', () => {
    expect(listed(book('Handelen gik i orden uden mindste forræderi fra nogen side, og han betalte.'))).not.toContain(
      'forræderi',
    );
  });

  it('lists the same word when the book uses it twice, or with its feeling near it', () => {
    expect(
      listed(book('Han opdagede hendes forræderi om aftenen.', 'Forræderiet mod kongen kostede ham livet.')),
    ).toContain('forræderi');
    expect(listed(book('Hans forræderi og svig mod vennen blev afsløret.'))).toContain('forræderi');
  });

  it('leaves out a word the book uses mostly in an everyday phrase', () => {
    const seeingTo = 'Hun skulle sørge for maden, og han sørgede for vognen.';
    const grief = 'Enken sørgede over sin mand i mange år, og sorgen tyngede hende.';
    expect(listed(book(seeingTo, seeingTo, grief))).not.toContain('sørge');
    expect(listed(book(grief, 'Hun sørgede stadig, og hendes sorg var tung.'))).toContain('sørge');
  });

  it('lists every charged use in a short text, where the book has no evidence to give', () => {
    expect(listed(['Det var et forræderi uden lige.'])).toContain('forræderi');
  });

  it('counts only what it lists in the density', () => {
    const result = powerWordsGlobal(
      book('Handelen gik i orden uden mindste forræderi fra nogen side.').map((text) => segmentParagraph(text)),
    );
    expect(result.number_of_power_words).toBe(0);
    expect(result.propensity).toBe(0);
  });
});
