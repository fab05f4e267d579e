import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('one finite verb per clause', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a noun-verb homograph after the clause verb as the noun, not a second verb', () => {
    expect(tagged('Det var et bevidst led i planen.')).toBe('Det var/Past et bevidst led i planen');
    expect(tagged('Bogen gav næring til ny tanker.')).toBe('Bogen gav/Past næring til ny tanker');
    // a subject of its own before the homograph starts a clause without 'som'
    expect(tagged('Det er derfor De altid møder mig her.')).toBe('Det er/Pres derfor De altid møder/Pres mig her');
    expect(tagged('Hun ved, at vi lærer meget.')).toBe('Hun ved/Pres at vi lærer/Pres meget');
  });

  it('reads a homograph after a quantifier as the noun after a preposition or the clause verb', () => {
    expect(tagged('Vi fik hjælp fra mange steder, der lå langt væk.')).toBe(
      'Vi fik/Past hjælp fra mange steder der lå/Past langt væk',
    );
    expect(tagged('I firmaet har man ingen planer om at flytte.')).toBe(
      'I firmaet har/Pres man ingen planer om at flytte',
    );
    // the quantifier as the subject keeps the verb
    expect(tagged('Mange lærer af det.')).toBe('Mange lærer/Pres af det');
    expect(tagged('Om andet taler de ikke.')).toBe('Om andet taler/Pres de ikke');
    // a quantifier opening the sentence, the homograph and a verb right after it: the homograph is the noun
    expect(tagged('Ingen planer er lagt endnu.')).toBe('Ingen planer er/Pres lagt endnu');
    expect(tagged('Det ingen ønsker er krig.')).toBe('Det ingen ønsker/Pres er/Pres krig');
    expect(tagged('Alle ønsker fred.')).toBe('Alle ønsker/Pres fred');
    // after a possessive, the quantifier and the homograph make one noun phrase
    expect(tagged('Hans mange rejser til udlandet kostede penge.')).toBe(
      'Hans mange rejser til udlandet kostede/Past penge',
    );
  });

  it('reads a passive joined to a passive infinitive as the infinitive', () => {
    expect(tagged('Papirerne skal sorteres og undersøges.')).toBe('Papirerne skal/Pres sorteres og undersøges');
    expect(tagged('Det er svært at overtales eller lokkes til noget.')).toBe(
      'Det er/Pres svært at overtales eller lokkes til noget',
    );
    expect(tagged('Huset har ikke kunnet sælges.')).toBe('Huset har/Pres ikke kunnet sælges');
    // after its subject the first passive is finite, and so is the second
    expect(tagged('Huset sælges og rives ned.')).toBe('Huset sælges/Pres og rives/Pres ned');
    // an active infinitive first leaves the coordination with the modal open
    expect(tagged('Jeg kan ikke tage mig sammen og nøjes med det.')).toBe(
      'Jeg kan/Pres ikke tage mig sammen og nøjes/Pres med det',
    );
  });
});

describe('participles and genitives in a noun phrase', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads "døde" as the adjective or noun after an article', () => {
    expect(tagged('Vi talte om de døde soldater. Den døde har ligget der længe.')).toBe(
      'Vi talte/Past om de døde soldater Den døde har/Pres ligget der længe',
    );
    expect(tagged('Til sidst døde den gamle hund.')).toBe('Til sidst døde/Past den gamle hund');
    expect(tagged('Vi spurgte om antallet af ansatte. Lidt efter mærkede hun det.')).toBe(
      'Vi spurgte/Past om antallet af ansatte Lidt efter mærkede/Past hun det',
    );
  });

  it('reads a participle after a modifier as attributive after a focus adverb or a superlative after an article', () => {
    expect(tagged('Selv særligt begavede børn keder sig.')).toBe('Selv særligt begavede børn keder/Pres sig');
    expect(tagged('Det var den stærkest repræsenterede gruppe.')).toBe(
      'Det var/Past den stærkest repræsenterede gruppe',
    );
    expect(tagged('De tørrede, og de også snart tørrede fast.')).toBe(
      'De tørrede/Past og de også snart tørrede/Past fast',
    );
  });

  it('reads a word after a genitive with an apostrophe, or after "små", as part of the noun phrase', () => {
    expect(tagged("Hun mødte Anna's erklærede yndling.")).toBe("Hun mødte/Past Anna's erklærede yndling");
    expect(tagged('Måltidet begynder med forskellige små forretter.')).toBe(
      'Måltidet begynder/Pres med forskellige små forretter',
    );
  });

  it('reads the noun after a quantifier opening its clause, before a verb with no other reading', () => {
    expect(tagged('Jeg har søgt vidt og bredt, men alle steder har jeg fået nej.')).not.toContain('steder/');
  });

  it('keeps the verb after a quantifier that is the subject of a relative clause', () => {
    expect(tagged('Det alle ønsker er fred.')).toContain('ønsker/Pres');
  });
});
