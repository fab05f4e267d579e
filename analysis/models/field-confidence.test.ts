import { beforeAll, describe, expect, it } from 'vitest';
import { semanticFields } from '../lexicons/semantic-fields.ts';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { evidenceWindow, isAmbiguousLemma } from './field-confidence.ts';
import { collectFieldHits, senseWindow, supportedHits } from './field-sense.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

/** The fields with every supported use listed (recurrence 1): the sense rules alone, on a text of one paragraph. */
const everyUse = (paragraphs: Parameters<typeof semanticFieldsGlobal>[0]) =>
  semanticFieldsGlobal(paragraphs, undefined, true, 1);

beforeAll(() => {
  warmLexicons();
}, 120_000);

const keywordsOf = (field: string, ...paragraphs: string[]) =>
  Object.keys(
    everyUse(paragraphs.map((text) => segmentParagraph(text))).topics.find((topic) => topic.topic === field)
      ?.keywords ?? {},
  ).sort();

/** The lemmas of a field without the gate (the support window alone), for a counter-check. */
function ungated(field: string, text: string): string[] {
  const { names } = semanticFields();
  const hits = supportedHits(collectFieldHits([segmentParagraph(text)]).hits, names.length, senseWindow, false);
  return [...new Set(hits[names.indexOf(field)]!.map((hit) => hit.found.lemma))].sort();
}

describe('semantic fields gated by the evidence of the sense (issue 28, fifth session)', () => {
  it('leaves out light and dark as moods, with no literal word of light near', () => {
    const mood = 'Mørket i hans Sind blev dybere, og Skyggen af Sorgen laa over ham.';
    // two ambiguous words no longer support each other (seventh session): the support must be of a sure sense
    expect(ungated('Lys og mørke', mood)).toEqual([]);
    expect(ungated('Lys og mørke', `${mood} Lampen og Lygten brændte.`)).toEqual(['lampe', 'lygte', 'mørke', 'skygge']);
    expect(keywordsOf('Lys og mørke', mood)).toEqual([]);
  });

  it('counts them beside a literal word of the field', () => {
    expect(keywordsOf('Lys og mørke', 'Hun tændte Lampen og Lygten, og Lyset faldt over Bordet i Mørket.')).toEqual([
      'lampe',
      'lygte',
      'lyset',
      'mørke',
    ]);
  });

  it('counts a dream of sleep and leaves out a dream as a wish', () => {
    expect(keywordsOf('Søvn og drømme', 'Han sov tungt i Sengen under Dynen og havde en Drøm.')).toEqual(
      expect.arrayContaining(['drøm', 'seng']),
    );
    expect(keywordsOf('Søvn og drømme', 'Det var hans Drøm at blive fri; han vaagnede og saa Sandheden.')).toEqual([]);
  });

  it('leaves out an ambiguous word after the genitive of a word outside every field', () => {
    const figure = 'Ved Lampen tænkte han paa Livets Glans og paa Lygten.';
    expect(ungated('Lys og mørke', figure)).toEqual(['glans', 'lampe', 'lygte']);
    expect(keywordsOf('Lys og mørke', figure)).toEqual(['lampe', 'lygte']);
    expect(keywordsOf('Lys og mørke', 'Solens Glans faldt ind, og Lampen og Lygten stod slukket.')).toContain('glans');
  });

  it('takes no evidence from another paragraph or from far away', () => {
    expect(keywordsOf('Lys og mørke', 'Lampen brændte.', 'Lyset var mildt.')).not.toContain('lys');
    const filler = Array.from({ length: evidenceWindow + 5 }, () => 'og').join(' ');
    expect(keywordsOf('Lys og mørke', `Lyset faldt ${filler} paa Lampen.`)).not.toContain('lys');
  });

  it('keeps unambiguous words with the support of the window as before', () => {
    expect(keywordsOf('Søvn og drømme', 'Han lagde sig i Sengen under Dynen.')).toEqual(['dyne', 'seng']);
    expect(isAmbiguousLemma('lampe')).toBe(false);
    expect(isAmbiguousLemma('lys')).toBe(true);
  });
});

describe('the support of a field word must be of a sure sense (issue 28, seventh session)', () => {
  it('takes no support from a word of the field whose other sense is common', () => {
    // 'truende' and 'Kamp' are words of struggle of the mind as often as of violence: no support for 'Angreb'
    expect(keywordsOf('Vold og kamp', 'Han stillede sig op mod det truende Angreb i denne Kamp af Ord.')).toEqual([]);
    expect(keywordsOf('Vold og kamp', 'Han stillede sig op mod Angrebet med sin Kniv og sin Pistol.')).toEqual([
      'angreb',
      'kniv',
      'pistol',
    ]);
  });
});
