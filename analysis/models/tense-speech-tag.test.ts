import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('the verb of a speech tag after the quote', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a dialogue verb after the closing mark, before its subject, as finite', () => {
    expect(tagged('Det var sent," fortæller manden.')).toBe('Det var/Past sent fortæller/Pres manden');
    expect(tagged('"Vi kan ikke mere," erklærede han.')).toBe('Vi kan/Pres ikke mere erklærede/Past han');
    expect(tagged('Byggeriet går i gang i maj, fortæller en af arkitekterne.')).toBe(
      'Byggeriet går/Pres i gang i maj fortæller/Pres en af arkitekterne',
    );
  });

  it('keeps the noun in a row of nouns, where no subject follows', () => {
    expect(tagged('Han er lærer, fortæller og forfatter.')).toBe('Han er/Pres lærer fortæller og forfatter/Pres');
  });
});
