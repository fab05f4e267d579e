import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import {
  chargedShare,
  fewestChargedUsesForMostUses,
  fewestParagraphsForEvidence,
  fewestScenesForMostUses,
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

  it('never lists a word with a common everyday sense, however often it is charged', () => {
    expect(hasCommonMildSense('elske')).toBe(true);
    expect(hasCommonMildSense('hævn')).toBe(false);
    expect(isListed('elske', { uses: 2, charged: 2, supported: 2 })).toBe(false);
    expect(isListed('elske', { uses: 12, charged: 12, supported: 6 })).toBe(false);
    expect(isListed('hævn', { uses: 2, charged: 2, supported: 0 })).toBe(true);
    // a word charged in most uses only needs the scene of its feeling twice (fourteenth session)
    expect(isListed('rasende', { uses: 4, charged: 3, supported: 0 })).toBe(false);
    expect(isListed('rasende', { uses: 4, charged: 3, supported: 1 })).toBe(false);
    expect(isListed('rasende', { uses: 4, charged: 3, supported: fewestScenesForMostUses })).toBe(true);
    // or the book charges it ten times: a theme of the book
    expect(isListed('død', { uses: 12, charged: fewestChargedUsesForMostUses, supported: 0 })).toBe(true);
    expect(isListed('død', { uses: 12, charged: fewestChargedUsesForMostUses - 1, supported: 1 })).toBe(false);
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
    const busy = 'Vi havde rasende travlt med høsten hele ugen.';
    const rage = 'Han blev rasende over uretten og slog i bordet af vrede.';
    expect(listed(book(busy, busy, rage))).not.toContain('rasende');
    expect(listed(book(busy, rage, 'Hun var rasende på ham, og hendes vrede varede i dagevis.'))).toContain('rasende');
    // in most uses charged, 'rasende' needs the scene of its anger twice: speed and a lone outburst are not enough
    expect(listed(book('De red i rasende fart.', 'Han blev rasende.', 'Hun var rasende.'))).not.toContain('rasende');
  });

  it('leaves out a word with a common everyday sense even when the book keeps charging it', () => {
    const love = [
      'Hun elskede ham med en fortærende lidenskab.',
      'Han elskede hende, og hans kærlighed var hele hans liv.',
      'De elskede hinanden, skønt alle stod imellem dem.',
      'Hun elskede ham stadig, da han lå på sit dødsleje.',
    ];
    expect(listed(book(...love))).not.toContain('elske');
    // 'kærlighed' and 'lidenskab' are charged in most uses: listed where the book shows their scene twice
    expect(listed(book(...love))).not.toContain('lidenskab');
    const passion = 'Hans lidenskab for hende voksede, og han kyssede hende.';
    expect(listed(book(...love, passion))).toContain('lidenskab');
    expect(listed(book(...love, 'Deres kærlighed og deres forelskelse varede ved.'))).toContain('kærlighed');
  });

  it('keeps the ordinary bound for a word charged in nearly every use', () => {
    const revenge = ['Han tørstede efter hævn over sin bror.', 'Hævnen var det eneste, der holdt ham i live.'];
    expect(listed(book(...revenge))).toContain('hævn');
  });

  it('lists death, a word charged in most uses, where the book shows the scene of death twice', () => {
    const death = [
      'Faderen var død om natten, og sorgen lagde sig over huset.',
      'Efter hans død solgte enken gården.',
      'Hun sad hos den døende og ventede på døden.',
    ];
    expect(listed(book(...death))).not.toContain('død');
    expect(listed(book(...death))).toContain('døende');
    const funeral = 'Ved hans død stod kisten i stuen, og dødsfaldet blev meldt i kirken.';
    expect(listed(book(...death, funeral))).toContain('død');
  });

  it('lists every charged use in a short text, where the book has no evidence to give, but no everyday word', () => {
    expect(listed(['Det var et forræderi uden lige.'])).toContain('forræderi');
    expect(listed(['Hun elskede ham, og hendes kærlighed var stor.'])).toEqual(['kærlighed']);
  });

  it('counts no word of a common everyday sense in the density', () => {
    const glad = Array.from({ length: 4 }, () => 'Hun var så glad, og hun smilede lykkeligt til ham.');
    expect(powerWordsGlobal(book(...glad).map((text) => segmentParagraph(text))).number_of_power_words).toBe(0);
  });

  it('counts only what it lists in the density', () => {
    const result = powerWordsGlobal(
      book('Handelen gik i orden uden mindste forræderi fra nogen side.').map((text) => segmentParagraph(text)),
    );
    expect(result.number_of_power_words).toBe(0);
    expect(result.propensity).toBe(0);
  });
});
