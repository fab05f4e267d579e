import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('a participle after a possessive', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads a form in '-ede'/'-te' between a possessive and its noun as attributive", () => {
    expect(tagged('Tak for Deres ærede brev.')).toBe('Tak for Deres ærede brev');
    expect(tagged('Han lagde sin knyttede hånd på bordet.')).toBe('Han lagde/Past sin knyttede hånd på bordet');
    expect(tagged('Hun skjulte sit sårede Hjerte.')).toBe('Hun skjulte/Past sit sårede Hjerte');
  });

  it('reads the form ending the phrase as a noun after a preposition or the clause verb', () => {
    expect(tagged('Hun kaldte ham sin elskede.')).toBe('Hun kaldte/Past ham sin elskede');
    expect(tagged('Han talte med sine fremmede om vejret.')).toBe('Han talte/Past med sine fremmede om vejret');
  });

  it('keeps the verb after a possessive standing alone as the subject, or the name Hans', () => {
    expect(tagged('Min bil startede, men hans startede ikke.')).toBe(
      'Min bil startede/Past men hans startede/Past ikke',
    );
    expect(tagged('Hans svarede ivrig ja.')).toBe('Hans svarede/Past ivrig ja');
  });
});
