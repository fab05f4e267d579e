import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('a verb coordinated with an earlier one, before its own object', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads a noun homograph after 'og' and before an object pronoun as the verb", () => {
    expect(tagged('Bønderne dyrker roer og høster dem om efteråret.')).toContain('og høster/Pres dem');
  });

  it("reads it before 'gerne' or a reflexive, after an adverb", () => {
    expect(tagged('Gæsterne er glade for kagen og betaler gerne for den.')).toContain('betaler/Pres gerne');
    expect(tagged('Hun tog sin hat og ikke elskede sig selv.')).toContain('ikke elskede/Past sig');
  });

  it('keeps a noun in a row of nouns', () => {
    expect(tagged('Han købte roer og planter til haven.')).not.toContain('planter/');
  });

  it('keeps a form whose tense differs from the verb before', () => {
    expect(tagged('Han havde roer og planter sine steder i haven.')).not.toContain('planter/');
  });
});
