import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('\'ved\' of "være ved at"', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads 'ved' after 'være', or after 'være' and its subject, before 'at' as the preposition", () => {
    expect(tagged('Hun er ved at gå.')).toBe('Hun er/Pres ved at gå');
    expect(tagged('I øjeblikket er man ved at bygge et nyt hus.')).toBe(
      'I øjeblikket er/Pres man ved at bygge et nyt hus',
    );
    expect(tagged('Er du ved at blive syg?')).toBe('Er/Pres du ved at blive syg');
    expect(tagged('Vi vare ved at dø af Grin.')).toBe('Vi vare/Past ved at dø af Grin');
  });

  it("keeps the verb 'ved' after its own subject, with no 'at' after it, or with a mark after 'være'", () => {
    expect(tagged('Jeg ved at han er her.')).toBe('Jeg ved/Pres at han er/Pres her');
    expect(tagged('Jeg er sikker på, han ved at det er sandt.')).toBe(
      'Jeg er/Pres sikker på han ved/Pres at det er/Pres sandt',
    );
    expect(tagged('Er du der? Han ved det godt.')).toBe('Er/Pres du der Han ved/Pres det godt');
  });
});
