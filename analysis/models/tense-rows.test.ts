import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('participles in rows of noun phrases and adjectives', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a row of nominal participles after a noun phrase as nouns', () => {
    expect(tagged('Hjælpen går til de svage grupper, de udstødte, de glemte og de efterladte.')).toBe(
      'Hjælpen går/Pres til de svage grupper de udstødte de glemte og de efterladte',
    );
  });

  it('reads a row of nominal participles after a preposition as nouns', () => {
    expect(tagged('Han talte om de udstødte, de kuede og de glemte.')).toBe(
      'Han talte/Past om de udstødte de kuede og de glemte',
    );
  });

  it("keeps a relative clause without 'som' after a noun phrase", () => {
    expect(tagged('Han fandt de bøger, de ønskede.')).toBe('Han fandt/Past de bøger de ønskede/Past');
    expect(tagged('Den klode, de beboede, var kold.')).toBe('Den klode de beboede/Past var/Past kold');
  });

  it('keeps a row of clauses with the pronoun and its verbs', () => {
    expect(tagged('De smilede, de lo og de dansede.')).toBe('De smilede/Past de lo/Past og de dansede/Past');
    expect(tagged('De jublede, de råbte og de klappede.')).toBe('De jublede/Past de råbte/Past og de klappede/Past');
  });

  it('reads a participle after a comma in a row of adjectives before its noun or name as attributive', () => {
    expect(tagged('Planen om det nye, samlede Europa skræmmer mange.')).toBe(
      'Planen om det nye samlede Europa skræmmer/Pres mange',
    );
    expect(tagged('Vi gik gennem de lange, snoede gader.')).toBe('Vi gik/Past gennem de lange snoede gader');
  });

  it('keeps the verb of an inverted clause with a subject or an object after it', () => {
    expect(tagged('»Er de dyre?« spurgte Olaisen.')).toBe('Er/Pres de dyre spurgte/Past Olaisen');
    expect(tagged('Da han havde læst det øvrige, glædede jeg mig.')).toBe(
      'Da han havde/Past læst det øvrige glædede/Past jeg mig',
    );
    expect(tagged('Om det nye, samlede Peter ingen oplysninger.')).toBe(
      'Om det nye samlede/Past Peter ingen oplysninger',
    );
  });
});
