import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('a passive in -s after a fronted prepositional phrase', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads a prefixed verb's passive the lexicon does not list as the present", () => {
    expect(tagged('Ved løsøre forstås møbler og tøj.')).toBe('Ved løsøre forstås/Pres møbler og tøj');
  });

  it("keeps the infinitive after 'at' and the form after a clause", () => {
    expect(tagged('Ved at forstås af alle blev han glad.')).not.toContain('forstås/');
    expect(tagged('Siden jeg ikke omgås dem, sparer jeg penge.')).not.toContain('omgås/');
  });
});
