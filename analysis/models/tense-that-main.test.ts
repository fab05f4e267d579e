import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("main-clause order after 'at'", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the form after "at" and a fronted adverb, before its subject, as the verb', () => {
    expect(tagged('Hun sagde, at nu måtte vi gå hjem.')).toContain('at nu måtte/Past vi gå');
  });

  it('keeps the infinitive when no subject follows', () => {
    expect(tagged('Det er godt at nu kunne sove igen.')).not.toContain('kunne/');
  });
});
