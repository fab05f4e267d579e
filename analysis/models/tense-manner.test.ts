import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("a past in '-ede'/'-te' before an adverb of manner in '-t'", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the form as the verb: an adjective in its neuter form cannot go on with a participle', () => {
    expect(tagged('Det regnede kraftigt hele dagen.')).toBe('Det regnede/Past kraftigt hele dagen');
    expect(tagged('Hun blev, fordi de betalte godt.')).toBe('Hun blev/Past fordi de betalte/Past godt');
  });

  it("keeps the participle before an adjective in its '-e' form and a noun", () => {
    expect(tagged('De udvalgte bedste elever fik præmier.')).toBe('De udvalgte bedste elever fik/Past præmier');
  });
});
