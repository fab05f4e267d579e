import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('a finite verb in a row of verbs after a comma', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads the form between a finite verb and the row's last verb as finite", () => {
    expect(tagged('Jeg ved ikke, om hun sover, tænker eller bare hviler.')).toContain(
      'sover/Pres tænker/Pres eller bare hviler/Pres',
    );
    expect(tagged('Drengene løb, sang og lo hele vejen.')).toContain('løb/Past sang/Past og lo/Past');
  });

  it('leaves a row of nouns and a row that ends on a noun alone', () => {
    expect(tagged('Han købte æbler, pærer og blommer.')).toBe('Han købte/Past æbler pærer og blommer');
    expect(tagged('Han kom, tanker og drømme fulgte ham.')).not.toContain('tanker/');
  });
});
