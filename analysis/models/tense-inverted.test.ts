import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("'så' and 'ved' after the subject of an inverted clause", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads 'så' after the verb and its subject as the adverb", () => {
    expect(tagged('Skal vi så gå?')).toBe('Skal/Pres vi så gå');
    expect(tagged('Hvad gør man så?')).toBe('Hvad gør/Pres man så');
    expect(tagged('Farvel, sagde hun saa og gik.')).toBe('Farvel sagde/Past hun saa og gik/Past');
  });

  it("reads 'ved' after the verb and its subject or object pronoun as the preposition", () => {
    expect(tagged('Derfor sad hun ved bordet.')).toBe('Derfor sad/Past hun ved bordet');
    expect(tagged('Nu var vi ved Kirken.')).toBe('Nu var/Past vi ved Kirken');
  });

  it('keeps the verb when a subject before the verb shows a clause of its own after it', () => {
    expect(tagged('Jeg tror han ved det.')).toBe('Jeg tror/Pres han ved/Pres det');
    expect(tagged('Peter sagde hun så ham.')).toBe('Peter sagde/Past hun så/Past ham');
  });

  it('keeps the verb after a mark, or with no verb before the pronoun', () => {
    expect(tagged('Det ved jeg, du så.')).toBe('Det ved/Pres jeg du så/Past');
    expect(tagged('Ved du, hvad jeg ved?')).toBe('Ved/Pres du hvad jeg ved/Pres');
  });
});
