import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('agent nouns of role, counted participles and participles in a phrase', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads an agent noun coordinated with a role noun after a copula as a noun', () => {
    expect(tagged('Han blev formand og leder af partiet.')).toBe('Han blev/Past formand og leder af partiet');
    expect(tagged('Hun er lektor ved universitetet og forfatter til flere bøger.')).toBe(
      'Hun er/Pres lektor ved universitetet og forfatter til flere bøger',
    );
  });

  it('keeps the verb that shares the subject: with an object, after another verb, or with no copula', () => {
    expect(tagged('Han er formand og leder partiet.')).toBe('Han er/Pres formand og leder/Pres partiet');
    expect(tagged('Hun blev hjemme, skrev og forfatter til bøger.')).toContain('skrev/Past');
    expect(tagged('Han køber mad og vinder i lotto.')).toBe('Han køber/Pres mad og vinder/Pres i lotto');
    expect(tagged('Så bliver han rørt og betaler.')).toBe('Så bliver/Pres han rørt og betaler/Pres');
  });

  it('reads an agent noun in apposition to a known name, before its preposition, as a noun', () => {
    expect(tagged('Det siger Jens Hansen, leder af firmaet, til avisen.')).toBe(
      'Det siger/Pres Jens Hansen leder af firmaet til avisen',
    );
  });

  it('keeps a verb after a comma with its own subject, or after an old-spelling noun', () => {
    expect(tagged('Hun ringede til Hansen, leder du?')).toContain('leder/Pres');
    expect(tagged('Han gaar til sine Arbejdsborde, roder i en Stabel Papir.')).toContain('roder/Pres');
  });

  it('reads a participle after a number in digits after a verb as the counted noun', () => {
    expect(tagged('Firmaet har 500 ansatte i Danmark.')).toBe('Firmaet har/Pres 500 ansatte i Danmark');
    expect(tagged('Politiet fandt 3 dræbte.')).toBe('Politiet fandt/Past 3 dræbte');
    // a year after a preposition is a time: the verb follows it
    expect(tagged('I 1990 flyttede familien til Odense.')).toBe('I 1990 flyttede/Past familien til Odense');
  });

  it('keeps the verb after a participle that follows a preposition and its article', () => {
    expect(tagged('Flertallet af de adspurgte mener, at skatten er for høj.')).toBe(
      'Flertallet af de adspurgte mener/Pres at skatten er/Pres for høj',
    );
    // 'de' alone before the past is its subject: the noun after it stays a noun
    expect(tagged('De hadede trætter og vænnede sig af med det.')).toBe(
      'De hadede/Past trætter og vænnede/Past sig af med det',
    );
  });
});
