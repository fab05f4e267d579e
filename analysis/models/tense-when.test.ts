import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("'når' as the conjunction and 'ved' as the preposition or particle", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads "når" opening a clause with its own subject and verb as the conjunction', () => {
    expect(tagged('Det klang, som naar man stryger med en Bue.')).toBe(
      'Det klang/Past som naar man stryger/Pres med en Bue',
    );
    expect(tagged('Det gør jeg naar De vil.')).toBe('Det gør/Pres jeg naar De vil/Pres');
  });

  it('keeps the verb "når" after its subject with no verb after it in its clause', () => {
    expect(tagged('Han når toget.')).toBe('Han når/Pres toget');
    expect(tagged('Jeg ved, at han når det, før hun kommer.')).toContain('han når/Pres det');
  });

  it('reads "ved" before an object pronoun as the preposition and "blev … ved" at a clause end as the particle', () => {
    expect(tagged('Det skulde han faa at føle ved mig.')).toBe('Det skulde/Past han faa at føle ved mig');
    expect(tagged('Lidt efter blev hun ved.')).toBe('Lidt efter blev/Past hun ved');
  });

  it('keeps the verb "ved" after its subject at the end of a clause and before an object', () => {
    expect(tagged('Det er ikke, hvad hun ved.')).toContain('hun ved/Pres');
    expect(tagged('Jeg ved det godt.')).toBe('Jeg ved/Pres det godt');
  });
});
