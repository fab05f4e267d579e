import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('the finite verb after a fronted part, before its subject (V2)', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a noun-verb homograph after a fronted adverb or phrase, with a pronoun after it, as the verb', () => {
    expect(tagged('Indirekte får jeg et svar.')).toBe('Indirekte får/Pres jeg et svar');
    expect(tagged('Midt i det hele får han et brev.')).toBe('Midt i det hele får/Pres han et brev');
    expect(tagged('Så måtte vi gå hjem.')).toBe('Så måtte/Past vi gå hjem');
    expect(tagged('Nu ved jeg det.')).toBe('Nu ved/Pres jeg det');
    expect(tagged('Men nu ved jeg det.')).toBe('Men nu ved/Pres jeg det');
    expect(tagged('Om morgenen ved man aldrig, hvad dagen bringer.')).toBe(
      'Om morgenen ved/Pres man aldrig hvad dagen bringer/Pres',
    );
  });

  it('reads the verb right after a fronted subordinate clause and its mark', () => {
    expect(tagged('Da hun kom ind, så man det straks.')).toBe('Da hun kom/Past ind så/Past man det straks');
  });

  it('reads the verb before a definite noun or a name after a short fronted part', () => {
    expect(tagged('Så rullede bilen ned ad bakken.')).toBe('Så rullede/Past bilen ned ad bakken');
    expect(tagged('Tidligt i 1989 satte familien firmaet til salg.')).toBe(
      'Tidligt i 1989 satte/Past familien firmaet til salg',
    );
  });

  it('reads the verb before a name in the genitive and its noun', () => {
    expect(tagged('Saa lukkedes Stuens Dør.')).toBe('Saa lukkedes/Past Stuens Dør');
  });

  it('keeps the adverb when the subject has its own verb, also after a genitive or before an old modal', () => {
    expect(tagged('Nu så vi kan gå.')).toBe('Nu så vi kan/Pres gå');
    expect(tagged('Da saa Maries Kjole forsvandt, gik han.')).toBe('Da saa Maries Kjole forsvandt/Past gik/Past han');
    expect(tagged('Hun sad stille, men altid saa hun kunde se ham.')).toBe(
      'Hun sad/Past stille men altid saa hun kunde/Past se ham',
    );
  });

  it('keeps the adverb after a bare name, which is a subject with no verb of its own', () => {
    expect(tagged('Han mødte dem, først Felix saa Frøken Hansen.')).toBe(
      'Han mødte/Past dem først Felix saa Frøken Hansen',
    );
  });

  it('keeps the adverb in a clause with its subject first', () => {
    expect(tagged('Han løb, så han nåede toget.')).toBe('Han løb/Past så han nåede/Past toget');
  });

  it("keeps 'når' the conjunction and 'ved' the preposition before a noun", () => {
    expect(tagged('Først når man er hjemme, kan man hvile.')).toBe('Først når man er/Pres hjemme kan/Pres man hvile');
    expect(tagged('I stuen ved vinduet sad de.')).toBe('I stuen ved vinduet sad/Past de');
  });

  it('reads no verb after a question word that opens an indirect question after a mark', () => {
    expect(tagged('Hun sad og lod tiden gå, hvorledes saa Tiden gik.')).toBe(
      'Hun sad/Past og lod/Past tiden gå hvorledes saa Tiden gik/Past',
    );
  });

  it("reads the verb after a fronted phrase of a preposition, 'det' and 'samme' or 'første'", () => {
    expect(tagged('Med det samme tog hun jakken på.')).toContain('samme tog/Past hun');
    expect(tagged('For det første får han en bonus.')).toContain('første får/Pres han');
  });

  it("keeps the noun after 'det samme' with no preposition before it", () => {
    expect(tagged('Vi så det samme får på marken.')).not.toContain('får/');
  });

  it('reads the verb before a subject that is a definite genitive and its noun', () => {
    expect(tagged('I går holdt kommunens borgere møde om skolen.')).toContain('går holdt/Past kommunens borgere');
  });

  it('keeps the noun when the word after the genitive is a verb', () => {
    expect(tagged('Med mange får bondens kan ikke følge med.')).not.toContain('får/');
  });

  it("reads the verb after 'det samme' opening the clause as its fronted object", () => {
    expect(tagged('Politiet tav, og det samme gjorde pressen.')).toContain('samme gjorde/Past pressen');
  });

  it("keeps the noun after 'det samme' when no subject follows it", () => {
    expect(tagged('Det samme tog kører hver dag.')).not.toContain('tog/');
  });
});
