import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("the verb before the reflexive 'sig'", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a form with a noun reading before "sig" as the verb', () => {
    expect(tagged('Det er svært at sige, hvordan en arbejdsløs føler sig.')).toContain('arbejdsløs føler/Pres sig');
  });

  it("reads 'denne' opening its clause as the subject before the verb", () => {
    expect(tagged('Hun talte til lægen, og denne satte sig ned.')).toContain('denne satte/Past sig');
  });

  it('keeps the participle after an auxiliary, also across marks', () => {
    expect(tagged('Han havde, som han sagde, holdt sig væk.')).not.toContain('holdt/');
  });

  it('keeps the infinitive after a modal and the noun after an adjective', () => {
    expect(tagged('Man skal vare sig.')).not.toContain('vare/');
    expect(tagged('På kinderne tegnede to røde pletter sig.')).not.toContain('pletter/');
  });
});
