import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

beforeAll(() => {
  warmLexicons();
}, 120_000);

const keywordsOf = (text: string, field: string, window?: number) =>
  Object.keys(
    semanticFieldsGlobal([segmentParagraph(text)], window).topics.find((topic) => topic.topic === field)?.keywords ??
      {},
  );

describe('the sense check of the semantic fields', () => {
  it('counts a field word only when another word of its field stands near it', () => {
    expect(keywordsOf('Han tjente en Krone om Dagen og gik saa hjem.', 'Adel og kongehus')).toEqual([]);
    expect(keywordsOf('Kongen bar Kronen, og Dronningen sad paa Tronen.', 'Adel og kongehus')).toEqual(
      expect.arrayContaining(['konge', 'krone']),
    );
    // with the check turned off, the lone coin counts
    expect(keywordsOf('Han tjente en Krone om Dagen og gik saa hjem.', 'Adel og kongehus', 0)).toEqual(['krone']);
  });

  it('does not count a repeated word as its own support', () => {
    expect(keywordsOf('Nat efter Nat gik han ud; ved Nat var Byen stille.', 'Søvn og drømme')).toEqual([]);
  });

  it("counts a form that is a verb's too only where it reads as a noun", () => {
    const orbit = 'kometen fulgte sin bane om solen, og planeterne og stjernerne skinnede i rummet.';
    expect(keywordsOf(orbit, 'Rummet og science fiction')).toContain('bane');
    const cleared = 'han banede sig vej gennem mængden, mens planeterne og stjernerne skinnede i rummet.';
    expect(keywordsOf(cleared, 'Rummet og science fiction')).not.toContain('bane');
  });
});
