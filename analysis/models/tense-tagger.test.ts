import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('finiteTense', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('tags regular and irregular verbs in the past and the present', () => {
    expect(tagged('Han gik hjem og spiste. Hun svarer ikke.')).toBe(
      'Han gik/Past hjem og spiste/Past Hun svarer/Pres ikke',
    );
  });

  it('leaves infinitives after modal verbs and "at" untagged', () => {
    expect(tagged('Hun kunne ikke sove. Jeg vil gerne gå. Han prøvede at svare.')).toBe(
      'Hun kunne/Past ikke sove Jeg vil/Pres gerne gå Han prøvede/Past at svare',
    );
    expect(tagged('Han ville kunne komme.')).toBe('Han ville/Past kunne komme');
  });

  it("reads a passive after a modal as the infinitive, and the spoken 'ka'' and 'sku'' as finite", () => {
    expect(tagged('Det skal nu udskiftes. Kan de opstilles?')).toBe('Det skal/Pres nu udskiftes Kan/Pres de opstilles');
    expect(tagged("Jeg ka' ikke, og han sku' gå.")).toBe('Jeg ka/Pres ikke og han sku/Past gå');
  });

  it('reads plural nouns after amounts and participles used as adjectives as no verbs', () => {
    expect(tagged('Det kostede 13 mia. kroner og et par timer.')).toBe(
      'Det kostede/Past 13 mia kroner og et par timer',
    );
    expect(tagged('De er forelskede. Vi talte med de ansatte om danske børsnoterede selskaber.')).toBe(
      'De er/Pres forelskede Vi talte/Past med de ansatte om danske børsnoterede selskaber',
    );
    expect(tagged('Da lægemidlet blev indført, kostede det mindre.')).toBe(
      'Da lægemidlet blev/Past indført kostede/Past det mindre',
    );
  });

  it('tells the preposition "ved" and the adverb "så" from the verbs', () => {
    expect(tagged('Han stod ved vinduet. Jeg ved det. Så gik han. Hun så ham.')).toBe(
      'Han stod/Past ved vinduet Jeg ved/Pres det Så gik/Past han Hun så/Past ham',
    );
  });

  it('reads nouns after determiners and prepositions as nouns', () => {
    expect(tagged('I går kom en lærer med et tog.')).toBe('I går kom/Past en lærer med et tog');
    expect(tagged('Hun lærer hurtigt.')).toBe('Hun lærer/Pres hurtigt');
  });

  it('reads adjectives after a copula as adjectives', () => {
    expect(tagged('Han var vred.')).toBe('Han var/Past vred');
  });

  it('reads old spelling with aa', () => {
    expect(tagged('Han gaar hjem, og hun saa ham.')).toBe('Han gaar/Pres hjem og hun saa/Past ham');
  });

  it('reads a participle after a numeral inside a clause as a noun, and the numeral as subject before a verb', () => {
    expect(tagged('Politiet fandt tre mistænkte i går.')).toBe('Politiet fandt/Past tre mistænkte i går');
    expect(tagged('Vi så to sårede på vejen.')).toBe('Vi så/Past to sårede på vejen');
    expect(tagged('De to smilede til hinanden.')).toBe('De to smilede/Past til hinanden');
    expect(tagged('To smilede.')).toBe('To smilede/Past');
    expect(tagged('Klokken tre vågnede han.')).toBe('Klokken tre vågnede/Past han');
  });

  it('tags particle compounds of irregular verbs', () => {
    expect(tagged('Hun forstod ingenting. De afbrød ham.')).toBe('Hun forstod/Past ingenting De afbrød/Past ham');
  });

  it("reads 'længer' as the adverb, never the verb", () => {
    expect(tagged('Jeg tvivler ikke længer paa det.')).toBe('Jeg tvivler/Pres ikke længer paa det');
    expect(tagged('Hun længes hjem.')).toBe('Hun længes/Pres hjem');
  });
});
