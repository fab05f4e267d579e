import { beforeAll, describe, expect, it } from 'vitest';
import { semanticFields } from '../lexicons/semantic-fields.ts';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { evidenceWindow, isAmbiguousLemma } from './field-confidence.ts';
import { collectFieldHits, senseWindow, supportedHits } from './field-sense.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

beforeAll(() => {
  warmLexicons();
}, 120_000);

const keywordsOf = (field: string, ...paragraphs: string[]) =>
  Object.keys(
    semanticFieldsGlobal(paragraphs.map((text) => segmentParagraph(text))).topics.find((topic) => topic.topic === field)
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
    expect(ungated('Lys og mørke', mood)).toEqual(['mørke', 'skygge']);
    expect(keywordsOf('Lys og mørke', mood)).toEqual([]);
  });

  it('counts them beside a literal word of the field', () => {
    expect(keywordsOf('Lys og mørke', 'Hun tændte Lampen, og Lyset faldt over Bordet i Mørket.')).toEqual([
      'lampe',
      'lyset',
      'mørke',
    ]);
  });

  it('counts a dream of sleep and leaves out a dream as a wish', () => {
    expect(keywordsOf('Søvn og drømme', 'Han sov tungt i Sengen og havde en Drøm.')).toEqual(
      expect.arrayContaining(['drøm', 'seng']),
    );
    expect(keywordsOf('Søvn og drømme', 'Det var hans Drøm at blive fri; han vaagnede og saa Sandheden.')).toEqual([]);
  });

  it('leaves out an ambiguous word after the genitive of a word outside every field', () => {
    const figure = 'Ved Lampen tænkte han paa Livets Glans og paa Lygten.';
    expect(ungated('Lys og mørke', figure)).toEqual(['glans', 'lampe', 'lygte']);
    expect(keywordsOf('Lys og mørke', figure)).toEqual(['lampe', 'lygte']);
    expect(keywordsOf('Lys og mørke', 'Solens Glans faldt ind, og Lampen stod slukket.')).toContain('glans');
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
