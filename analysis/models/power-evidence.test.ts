import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import {
  chargedShare,
  chargedShareOfMild,
  fewestChargedUsesOfMild,
  fewestParagraphsForEvidence,
  isListed,
  PowerEvidenceBook,
} from './power-evidence.ts';
import { hasCommonMildSense } from './power-mild-senses.ts';
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
    expect(isListed('hævn', { uses: 2, charged: 2, supported: 0 })).toBe(true);
    expect(isListed('hævn', { uses: 1, charged: 1, supported: 1 })).toBe(true);
    expect(isListed('hævn', { uses: 1, charged: 1, supported: 0 })).toBe(false);
    expect(isListed('hævn', { uses: 0, charged: 0, supported: 0 })).toBe(false);
  });

  it('leaves out a word whose uses are mostly everyday', () => {
    expect(isListed('hævn', { uses: 10, charged: 3, supported: 3 })).toBe(false);
    expect(isListed('hævn', { uses: 10, charged: Math.ceil(10 * chargedShare), supported: 0 })).toBe(true);
  });

  it('asks more of a word with a common mild sense than of a word charged in nearly every use', () => {
    expect(hasCommonMildSense('elske')).toBe(true);
    expect(hasCommonMildSense('hævn')).toBe(false);
    // twice, or once beside its category, is not enough for 'elske'; it is for 'hævn'
    expect(isListed('elske', { uses: 2, charged: 2, supported: 2 })).toBe(false);
    expect(isListed('hævn', { uses: 2, charged: 2, supported: 0 })).toBe(true);
    expect(isListed('elske', { uses: fewestChargedUsesOfMild, charged: fewestChargedUsesOfMild, supported: 0 })).toBe(
      true,
    );
    // three charged uses of four: a clear majority for 'hævn', too few for 'elske'
    expect(isListed('elske', { uses: 4, charged: 3, supported: 3 })).toBe(false);
    expect(isListed('hævn', { uses: 4, charged: 3, supported: 0 })).toBe(true);
    expect(isListed('elske', { uses: 5, charged: Math.ceil(5 * chargedShareOfMild), supported: 0 })).toBe(true);
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
    // 'sørge' has a common mild sense (to see to): it is listed on three charged uses
    const mourning = ['Hun sørgede stadig, og hendes sorg var tung.', 'Moderen sørgede i sorg over drengen.'];
    expect(listed(book(grief, ...mourning))).toContain('sørge');
    expect(listed(book(grief, mourning[0]!))).not.toContain('sørge');
  });

  it('leaves out a mildly used word the book charges only twice, and lists it when the book keeps charging it', () => {
    const love = [
      'Hun elskede ham med en fortærende lidenskab.',
      'Han elskede hende, og hans kærlighed var hele hans liv.',
      'De elskede hinanden, skønt alle stod imellem dem.',
    ];
    expect(listed(book(love[0]!, love[1]!))).not.toContain('elske');
    expect(listed(book(...love))).toContain('elske');
  });

  it('keeps the ordinary bound for a word charged in nearly every use', () => {
    const revenge = ['Han tørstede efter hævn over sin bror.', 'Hævnen var det eneste, der holdt ham i live.'];
    expect(listed(book(...revenge))).toContain('hævn');
  });

  it('leaves out a mildly used word charged in three uses of four, not a strong word used so', () => {
    const love = [
      'Hun elskede ham med en fortærende lidenskab.',
      'Han elskede hende, og hans kærlighed var hele hans liv.',
      'De elskede hinanden, skønt alle stod imellem dem.',
    ];
    expect(listed(book(...love, 'Hun elskede at danse om aftenen.'))).not.toContain('elske');
    const rage = [
      'Han blev rasende og slog i bordet af vrede.',
      'Hun var rasende over uretten mod sin søster.',
      'Den rasende mand truede dem alle.',
    ];
    expect(listed(book(...rage, 'Vi havde rasende travlt hele ugen.'))).toContain('rasende');
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
