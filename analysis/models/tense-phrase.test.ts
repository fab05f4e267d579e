import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('no finite verb inside a noun phrase', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a homograph after a participle that follows a preposition as its noun', () => {
    expect(tagged('Vi venter på reserverede bøger.')).toBe('Vi venter/Pres på reserverede bøger');
    // a subject pronoun after it makes the homograph the verb of an inverted clause
    expect(tagged('Af kendte lærer man meget.')).toBe('Af kendte lærer/Pres man meget');
  });

  it('reads a past form after a copula that is not finite as the participle', () => {
    expect(tagged('Bøgerne vil blive både trykte og indbundne.')).toBe(
      'Bøgerne vil/Pres blive både trykte og indbundne',
    );
    expect(tagged('Huset kan være solgte om et år.')).toBe('Huset kan/Pres være solgte om et år');
    // 'og' between starts a verb of its own
    expect(tagged('Han lovede at blive og ventede hele dagen.')).toBe(
      'Han lovede/Past at blive og ventede/Past hele dagen',
    );
  });

  it('reads a participle after a possessive or an indefinite genitive as attributive', () => {
    expect(tagged('Ifølge det svenske nyhedsbureaus udsendte medarbejder er der brand.')).toBe(
      'Ifølge det svenske nyhedsbureaus udsendte medarbejder er/Pres der brand',
    );
    expect(tagged('Han så på hendes lukkede øjne.')).toBe('Han så/Past på hendes lukkede øjne');
    expect(tagged('Hun blev der en times tid.')).toBe('Hun blev/Past der en times tid');
    // a definite noun before the participle is its subject
    expect(tagged('Bureauet udsendte en medarbejder.')).toBe('Bureauet udsendte/Past en medarbejder');
    expect(tagged('Hun så ind i hans tomme øjne og lukkede dem.')).toBe(
      'Hun så/Past ind i hans tomme øjne og lukkede/Past dem',
    );
  });

  it('reads a sentence opening with a homograph, "og" and a noun as its subject', () => {
    expect(tagged('Skipper og styrmænd mødtes i går.')).toBe('Skipper og styrmænd mødtes/Past i går');
    // a verb after 'og' makes both verbs
    expect(tagged('Maler og tegner han stadig?')).toBe('Maler/Pres og tegner/Pres han stadig');
  });

  it('reads a plural homograph joined to a noun in a noun phrase as a noun', () => {
    expect(tagged('Vi kritiserede pressens mål og midler.')).toBe('Vi kritiserede/Past pressens mål og midler');
    expect(tagged('Parken har fejl og mangler som ingen kan leve med.')).toBe(
      'Parken har/Pres fejl og mangler som ingen kan/Pres leve med',
    );
    // after a verb, a homograph with its own object is a second verb
    expect(tagged('Han finder fejl og retter dem.')).toBe('Han finder/Pres fejl og retter/Pres dem');
    expect(tagged('Hun sætter koppen på plads og retter blomsterne op.')).toBe(
      'Hun sætter/Pres koppen på plads og retter/Pres blomsterne op',
    );
  });

  it('reads a homograph between an article after a verb and a relative clause without "som" as a noun', () => {
    expect(tagged('Hun fik de varer de skulle bruge.')).toBe('Hun fik/Past de varer de skulle/Past bruge');
    expect(tagged('Kunderne kan få de varer, de skal bruge.')).toBe('Kunderne kan/Pres få de varer de skal/Pres bruge');
    // after a subordinator 'de' is the subject; after the fronted clause and its mark 'prøver' is the main verb
    expect(tagged('Fordi de mener de kan, prøver de.')).toBe('Fordi de mener/Pres de kan/Pres prøver/Pres de');
  });

  it('reads a one-word headline in capitals as a noun', () => {
    expect(tagged('SKRAMMER')).toBe('SKRAMMER');
    expect(tagged('Han skrammer bilen.')).toBe('Han skrammer/Pres bilen');
  });

  it('reads a short verbless headline opening with a plural before a preposition as a noun', () => {
    expect(tagged('Priser fra 1.095 kr.')).toBe('Priser fra 1.095 kr');
    expect(tagged('Planer om ny bro')).toBe('Planer om ny bro');
    // with a verb or a subject of its own the opening word is the verb, or the line no headline
    expect(tagged('Rejser til Mallorca er billige.')).toContain('er/Pres');
    expect(tagged('Rejser du til Mallorca?')).toBe('Rejser/Pres du til Mallorca');
    expect(tagged('Kommer i morgen.')).toBe('Kommer/Pres i morgen');
    expect(tagged('Planer om broen blev lagt i går, og arbejdet begynder nu.')).toContain('blev/Past');
  });

  it('reads "som" before a role after a name that is an object as "as"', () => {
    expect(tagged('Banken ville ikke anerkende Jensen som køber af aktierne.')).toBe(
      'Banken ville/Past ikke anerkende Jensen som køber af aktierne',
    );
    expect(tagged('Han starter inde som forstopper.')).toBe('Han starter/Pres inde som forstopper');
    // before an object the homograph is the verb of a relative clause
    expect(tagged('Det var Hansen som køber huset.')).toBe('Det var/Past Hansen som køber/Pres huset');
  });

  it('reads a noun after an adjective in "-et", a quantifier after an infinitive and a compound noun', () => {
    expect(tagged('Det var et underholdende veldrejet forløb.')).toBe('Det var/Past et underholdende veldrejet forløb');
    expect(tagged('Mødet forløb roligt.')).toBe('Mødet forløb/Past roligt');
    // a capitalised word inside the sentence is no adjective there: the old spelling's noun or a name
    expect(tagged('Og under hans Arm begreb Peter det.')).toBe('Og under hans Arm begreb/Past Peter det');
    expect(tagged('Det er galt at kriminalisere alle angreb.')).toBe('Det er/Pres galt at kriminalisere alle angreb');
    expect(tagged('Det er den stærkest repræsenterede klassebåd.')).toBe(
      'Det er/Pres den stærkest repræsenterede klassebåd',
    );
    // a word of its own is no compound: "nemlig" keeps the verb before it
    expect(tagged('De skønnede nemlig, at det var galt.')).toBe('De skønnede/Past nemlig at det var/Past galt');
  });
  it('reads a past form or homograph after a "have" that is not finite as its participle or object', () => {
    expect(tagged('Vi vil have flere ansatte.')).toBe('Vi vil/Pres have flere ansatte');
    expect(tagged('Han skulle have solgte varer for en million.')).toBe(
      'Han skulle/Past have solgte varer for en million',
    );
    expect(tagged('De vilde have holdt hende oppe.')).toBe('De vilde/Past have holdt hende oppe');
  });

  it('keeps a verb after "have" that is finite, the noun "have", or a modal opening a clause without "at"', () => {
    expect(tagged('Vi har flere ansatte.')).toContain('har/Pres');
    expect(tagged('Han gik ud i sin have, mødte naboen og smilede.')).toContain('smilede/Past');
    expect(tagged('Det er alt det, som du gerne vil have skal være sandt.')).toContain('skal/Pres');
  });

  it('reads an adjective homograph after a copula that is not finite, or after a copula and its subject, as the adjective', () => {
    expect(tagged('De maa ikke blive vred.')).toBe('De maa/Pres ikke blive vred');
    expect(tagged('Er De vis paa det?')).toBe('Er/Pres De vis paa det');
    expect(tagged('Han vred armen om.')).toBe('Han vred/Past armen om');
  });
});
