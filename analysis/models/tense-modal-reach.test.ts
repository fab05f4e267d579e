import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("a modal's infinitive far from its modal", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads 'kunne' after a relative clause between the modal and it as the infinitive", () => {
    expect(tagged('Skolen skal på et niveau der er aftalt med kommunen kunne klare opgaven.')).toBe(
      'Skolen skal/Pres på et niveau der er/Pres aftalt med kommunen kunne klare opgaven',
    );
  });

  it('reads a passive after the modal and a longer subject as the infinitive', () => {
    expect(tagged('Så let kan firmaets store problem løses.')).toBe('Så let kan/Pres firmaets store problem løses');
  });

  it('reads a passive opening the sentence before a modal and its subject as the fronted infinitive', () => {
    expect(tagged('Udelukkes kan det ikke.')).toBe('Udelukkes kan/Pres det ikke');
    expect(tagged('Sælges skal huset.')).toBe('Sælges skal/Pres huset');
  });

  it('keeps the finite verb of another clause', () => {
    // the modal already has its infinitive
    expect(tagged('Den bil han skal køre kunne gå i stykker.')).toBe(
      'Den bil han skal/Pres køre kunne/Past gå i stykker',
    );
    // a relative clause without 'som' opened by a pronoun
    expect(tagged('Det skal den mand vi mødes med vide.')).toBe('Det skal/Pres den mand vi mødes/Pres med vide');
    // a mark, a subordinator
    expect(tagged('Hvis han vil, kunne vi tage af sted.')).toBe('Hvis han vil/Pres kunne/Past vi tage af sted');
    expect(tagged('Det kan være at sagen behandles i morgen.')).toBe(
      'Det kan/Pres være at sagen behandles/Pres i morgen',
    );
    // a passive opening a question, with no modal after it
    expect(tagged('Ses vi i morgen?')).toBe('Ses/Pres vi i morgen');
  });
});
