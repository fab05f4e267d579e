import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("a compound definite noun as the subject of 'ved'", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads 'ved' after a compound noun the noun lists do not know as the verb", () => {
    expect(tagged('Selv koncertarrangøren ved ikke, hvad det koster.')).toContain('koncertarrangøren ved/Pres ikke');
  });

  it("keeps the preposition after a participle in '-et'", () => {
    expect(tagged('Hun følte sig smigret ved, at han kom.')).toBe('Hun følte/Past sig smigret ved at han kom/Past');
  });
});
