import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('a participle leading a noun after a number, a modifier or a participle', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the participle after an article and a number as the adjective', () => {
    expect(tagged('Selv de 700 udstationerede soldater var glade.')).not.toContain('udstationerede/');
  });

  it('reads the participle after a number and a modifier, or a verb and a modifier, as the adjective', () => {
    expect(tagged('Der kom to pænt klædte mænd ind.')).not.toContain('klædte/');
    expect(tagged('Firmaet sælger genetisk modificerede organismer.')).not.toContain('modificerede/');
  });

  it("reads the participle after an auxiliary's participle as the adjective", () => {
    expect(tagged('Myndighederne har afsløret gassede druer.')).not.toContain('gassede/');
  });

  it('keeps the verb after a year and after a noun subject with its modifier', () => {
    expect(tagged('I 1994 købte danskere huse.')).toContain('købte/Past');
    expect(tagged('Han sagde, at de ansatte hurtigt dannede grupper.')).toContain('dannede/Past');
  });
});
