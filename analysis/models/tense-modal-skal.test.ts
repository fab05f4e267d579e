import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("'skal' before its infinitive", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads "skal" as the modal after an adjective used as a noun', () => {
    expect(tagged('Hvis de unge skal flytte hjemmefra, må de spare op.')).toContain('unge skal/Pres flytte');
  });

  it('reads "skal" as the modal after a demonstrative, before a passive', () => {
    expect(tagged('Ingen ved, hvordan dette skal betales.')).toContain('dette skal/Pres betales');
  });

  it('reads "skal" as the modal after a number, with an adverb between', () => {
    expect(tagged('Alle biler fra 1. august 2025 skal også være udstyret med sele.')).toContain('skal/Pres også være');
  });

  it('keeps the noun before a passive after an adjective', () => {
    expect(tagged('Den ydre skal beskyttes af et lag voks.')).not.toContain('skal/');
  });

  it('keeps the noun before an infinitive that is also a noun', () => {
    expect(tagged('Under den hårde skal rejse sig nye spirer.')).not.toContain('skal/');
  });
});
