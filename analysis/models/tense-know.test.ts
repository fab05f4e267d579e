import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("'ved', the present of 'vide', with its subject further back", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads it after a subject pronoun and a sentence adverb', () => {
    expect(tagged('Det er svært, da vi ikke ved, hvordan det går.')).toBe(
      'Det er/Pres svært da vi ikke ved/Pres hvordan det går/Pres',
    );
    expect(tagged('Det er noget, som jeg godt ved.')).toBe('Det er/Pres noget som jeg godt ved/Pres');
  });

  it('reads it after a definite noun or a noun phrase, before what one knows', () => {
    expect(tagged('Hundene ved, hvor de bor.')).toBe('Hundene ved/Pres hvor de bor/Pres');
    expect(tagged('Selv direktøren ved ikke, hvad det koster.')).toBe(
      'Selv direktøren ved/Pres ikke hvad det koster/Pres',
    );
    expect(tagged('Heller ikke det gamle parti ved, hvad det vil.')).toBe(
      'Heller ikke det gamle parti ved/Pres hvad det vil/Pres',
    );
  });

  it("reads 'Ved ikke' opening a sentence with no subject before a question", () => {
    expect(tagged('Ved ikke, om jeg sover.')).toBe('Ved/Pres ikke om jeg sover/Pres');
  });

  it('keeps the preposition before a noun phrase or an infinitive, and the particle ending a clause', () => {
    expect(tagged('Da vi ikke ved bordet kunne tale, gik vi.')).toBe(
      'Da vi ikke ved bordet kunne/Past tale gik/Past vi',
    );
    expect(tagged('Hundene ved vinduet gøede.')).toBe('Hundene ved vinduet gøede/Past');
    expect(tagged('Han reddede manden ved at råbe.')).toBe('Han reddede/Past manden ved at råbe');
    expect(tagged('Ved ikke at svare, siger man nej.')).toBe('Ved ikke at svare siger/Pres man nej');
    expect(tagged('Hvad kommer det Sagen ved?')).toBe('Hvad kommer/Pres det Sagen ved');
    // a name after a preposition and an adverb: 'ved, at' is "by the fact that"
    expect(tagged('Han tog hjem til Fru Karen netop ved, at toget gik.')).toBe(
      'Han tog/Past hjem til Fru Karen netop ved at toget gik/Past',
    );
  });

  it("reads 'ved' after a noun subject and sentence adverbs, before a mark and 'om'", () => {
    expect(tagged('Det er grunden til, at direktøren endnu ikke ved, om hun kan rejse.')).toContain('ikke ved/Pres');
  });

  it("reads 'ved' after 'Sådan en' and its noun opening the sentence", () => {
    expect(tagged('Sådan en mand ved nok, hvad han skal gøre.')).toContain('mand ved/Pres');
  });

  it("keeps the preposition after 'sådan en' and a noun inside the clause", () => {
    expect(tagged('Han fandt sådan en sten ved, hvad der var stranden.')).not.toContain('ved/');
  });
});
