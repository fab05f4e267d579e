import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('the verb of a subordinate clause after its subject and a sentence adverb', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a participle-shaped past after a subordinator, a pronoun and an adverb as the verb', () => {
    expect(tagged('Han sagde, at de ikke accepterede et nej.')).toContain('ikke accepterede/Past et');
    expect(tagged('Hun gik, fordi hun aldrig kendte ham.')).toContain('aldrig kendte/Past ham');
  });

  it('reads a modal with a noun reading as the verb', () => {
    expect(tagged('Hvis du bare skal låne en bog, er det fint.')).toContain('bare skal/Pres låne');
  });

  it('reads the verb after a time adverb of two words', () => {
    expect(tagged('Det var da vi i går tog bussen hjem.')).toContain('går tog/Past bussen');
  });

  it('reads the verb of a relative clause after a mark', () => {
    expect(tagged('Vi så huse, der ikke eksisterede længere.')).toContain('ikke eksisterede/Past længere');
  });

  it('keeps a participle after an inverted subject in a main clause', () => {
    expect(tagged('I går havde han ikke holdt møde.')).not.toContain('holdt/');
  });

  it('keeps a noun after an inverted subject and an adverb', () => {
    expect(tagged('Derfor har de ikke ansatte nok.')).not.toContain('ansatte/');
  });

  it("keeps the adverb 'så' after the adverb", () => {
    expect(tagged('Han spurgte, om de ikke så meget som rystede.')).not.toContain('så/');
  });
});
