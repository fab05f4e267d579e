import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('a determiner or preposition governs no word across a mark', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the homograph after a mark that closes a phrase as the verb', () => {
    expect(tagged('Hvis han kommer med en mine, skal han betale.')).toContain('mine skal/Pres han');
    expect(tagged('Da hun så op på ham, tænker jeg, blev hun glad.')).toContain('ham tænker/Pres jeg');
  });

  it('keeps the noun right after the determiner, and a word set off between marks', () => {
    expect(tagged('Hun fandt en skal på stranden.')).toBe('Hun fandt/Past en skal på stranden');
    expect(tagged('Vi sparer en "dyr" overnatning.')).toBe('Vi sparer/Pres en dyr overnatning');
  });
});
