import { describe, expect, it } from 'vitest';
import { book, warmBeforeAll } from '../test-support/paragraphs.ts';
import {
  fewestParagraphsForRecurrence,
  longBookParagraphs,
  longBookRecurrence,
  recurrenceFor,
  recurrenceParagraphs,
  recurringLemmaCounts,
} from './field-recurrence.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

warmBeforeAll();

const keywordsIn = (field: string, topics: ReturnType<typeof semanticFieldsGlobal>['topics']) =>
  Object.keys(topics.find((topic) => topic.topic === field)?.keywords ?? {});
/** The bound as a book of many paragraphs has it, on a few paragraphs. */
const keywordsOf = (field: string, ...paragraphs: string[]) =>
  keywordsIn(field, semanticFieldsGlobal(book(...paragraphs), undefined, true, recurrenceParagraphs).topics);

describe('keywords listed when their sense recurs (issue 28, eighth session)', () => {
  it('lists a keyword the book uses in its field sense in two paragraphs', () => {
    const sea = [
      'Baaden laa ved Stranden, og Havet var roligt under Klitten.',
      'Om Morgenen gik han ned til Stranden og saa ud over Havet mod Fyret.',
    ];
    expect(keywordsOf('Havet og kysten', ...sea)).toEqual(expect.arrayContaining(['havet', 'strand']));
  });

  it('leaves out a keyword of one paragraph only, and a turn said once beside words used often', () => {
    expect(keywordsOf('Havet og kysten', 'Baaden laa ved Stranden, og Havet var roligt under Klitten.')).toEqual([]);
    const farm = [
      'Karlen pløjede Marken, og Bonden saa efter Ploven.',
      'Bonden kørte Høet ind fra Marken med Karlen.',
      'Hun troede paa en rig Høst paa Elskovens Ager.',
    ];
    const listed = keywordsOf('Landbrug og landliv', ...farm);
    expect(listed).toEqual(expect.arrayContaining(['bonde', 'karl']));
    expect(listed).not.toContain('høst');
    // the same book with every supported use listed, as before the bound: the harvest of love is listed
    const everyUse = semanticFieldsGlobal(book(...farm), undefined, true, 1).topics;
    expect(everyUse.find((topic) => topic.topic === 'Landbrug og landliv')?.keywords).toHaveProperty('høst');
  });

  it('counts every use of a recurring lemma and none of a lemma of one paragraph', () => {
    const hits = [
      { paragraph: 0, found: { lemma: 'hav' } },
      { paragraph: 0, found: { lemma: 'hav' } },
      { paragraph: 3, found: { lemma: 'hav' } },
      { paragraph: 1, found: { lemma: 'ager' } },
      { paragraph: 1, found: { lemma: 'ager' } },
    ];
    expect([...recurringLemmaCounts(hits)]).toEqual([['hav', 3]]);
    expect([...recurringLemmaCounts(hits, 1)]).toEqual([
      ['hav', 3],
      ['ager', 2],
    ]);
  });

  it('gives valid, empty results for empty text, names only and English', () => {
    for (const text of ['', 'Jens Peter Hansen. Karen Marie. Ole.', 'The sea was calm by the beach and the dunes.'])
      expect(semanticFieldsGlobal(book(text, text)).topics).toEqual([]);
  });

  it('applies the bound by default only to a text of many paragraphs: a short text lists every supported use', () => {
    const sea = 'Baaden laa ved Stranden, og Havet var roligt under Klitten.';
    expect(keywordsIn('Havet og kysten', semanticFieldsGlobal(book(sea)).topics)).toContain('havet');
    const filler = 'Han sagde ikke noget, og hun svarede ikke.';
    const many = [sea, ...Array.from({ length: fewestParagraphsForRecurrence - 1 }, () => filler)];
    expect(keywordsIn('Havet og kysten', semanticFieldsGlobal(book(...many)).topics)).toEqual([]);
  });

  it('asks a long book for one paragraph more: a keyword of two paragraphs is left out, one of three listed', () => {
    expect(recurrenceFor(fewestParagraphsForRecurrence - 1)).toBe(1);
    expect(recurrenceFor(longBookParagraphs - 1)).toBe(recurrenceParagraphs);
    expect(recurrenceFor(longBookParagraphs)).toBe(longBookRecurrence);
    const filler = 'Han sagde ikke noget, og hun svarede ikke.';
    const sea = 'Baaden laa ved Stranden, og Havet var roligt under Klitten.';
    const long = (seaParagraphs: number) => [
      ...Array.from({ length: seaParagraphs }, () => sea),
      ...Array.from({ length: longBookParagraphs - seaParagraphs }, () => filler),
    ];
    expect(keywordsIn('Havet og kysten', semanticFieldsGlobal(book(...long(2))).topics)).toEqual([]);
    expect(keywordsIn('Havet og kysten', semanticFieldsGlobal(book(...long(3))).topics)).toContain('havet');
    // the same two paragraphs in a shorter book are listed
    const short = [sea, sea, ...Array.from({ length: longBookParagraphs - 10 }, () => filler)];
    expect(keywordsIn('Havet og kysten', semanticFieldsGlobal(book(...short)).topics)).toContain('havet');
  });
});
