import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';
import { isPluralNounLike } from './tense-nouns.ts';

describe('plural nouns the dictionary leaves out, beside finite homographs', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a noun with a doubled consonant as a noun, not the present of a verb', () => {
    expect(hunspellTables().ambiguousForms.get('bøffer')).toBe('noun');
    expect(tagged('Vi købte tre bøffer til aftensmaden.')).toBe('Vi købte/Past tre bøffer til aftensmaden');
    expect(tagged('Der lå nogle store klatter på gulvet.')).toBe('Der lå/Past nogle store klatter på gulvet');
    // with its subject before it the same form is the verb
    expect(tagged('Kokken bøffer kødet.')).toBe('Kokken bøffer/Pres kødet');
  });

  it('knows doubled and compound plurals, but not pronouns, definite plurals or unknown words', () => {
    expect(isPluralNounLike('venner')).toBe(true);
    expect(isPluralNounLike('plastikstykker')).toBe(true);
    expect(isPluralNounLike('begge')).toBe(false);
    // an adverb the dictionary lists itself, and verb forms after a particle, are no plurals
    expect(isPluralNounLike('hjemme')).toBe(false);
    expect(isPluralNounLike('tilstaaer')).toBe(false);
    expect(isPluralNounLike('henstrakte')).toBe(false);
    expect(isPluralNounLike('sommeraftenerne')).toBe(false);
    expect(isPluralNounLike('xyzqvw')).toBe(false);
    expect(isPluralNounLike('')).toBe(false);
  });

  it('reads a homograph joined by "og"/"eller" to such a plural as a noun', () => {
    expect(tagged('Hun boede hos venner og bekendte.')).toBe('Hun boede/Past hos venner og bekendte');
    expect(tagged('De sov under plastikstykker eller tæpper.')).toBe('De sov/Past under plastikstykker eller tæpper');
    // a pronoun or a definite plural before 'og' ends the clause: the next word is its second verb
    expect(tagged('Han hilser dem begge og beder dem komme.')).toBe(
      'Han hilser/Pres dem begge og beder/Pres dem komme',
    );
    expect(tagged('Han sad ude om sommeraftenerne og læste.')).toBe(
      'Han sad/Past ude om sommeraftenerne og læste/Past',
    );
    expect(tagged('Heldigvis var jeg hjemme og løb straks ud.')).toBe(
      'Heldigvis var/Past jeg hjemme og løb/Past straks ud',
    );
  });

  it("reads a noun-verb homograph after a small 'i' as the noun, and keeps the verb after the pronoun 'I'", () => {
    expect(tagged('Han faldt i tanker over det.')).toBe('Han faldt/Past i tanker over det');
    expect(tagged('Hvad tanker I om det?')).toBe('Hvad tanker/Pres I om det');
    expect(tagged('Hun lagde i, tog tæppet af.')).toContain('tog/Past');
  });
});
