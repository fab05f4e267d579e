import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { type isContrarySense, isDreadOfDegree, isLaughingTears, isScornfulSmile } from './contrary-sense.ts';
import { inComparison } from './figure-scope.ts';
import { powerWordsGlobal } from './power-words.ts';

/** The words of a one-sentence text for which `test` holds. */
function wordsWhere(text: string, test: (words: Parameters<typeof isContrarySense>[0], index: number) => boolean) {
  const words = segmentParagraph(text).sentences[0]!.words;
  return words.filter((_, index) => test(words, index)).map((word) => word.text);
}

describe('power words of another feeling than their category (issue 28, ninth session)', () => {
  it('reads a smile or a laugh of scorn as no joy, and keeps a warm one', () => {
    expect(wordsWhere('Han saa paa Statuerne med et haanligt Smil.', isScornfulSmile)).toEqual(['Smil']);
    expect(wordsWhere('Hun smilede koldt til ham.', isScornfulSmile)).toEqual(['smilede']);
    expect(wordsWhere('Der lød en ond Latter fra Gangen.', isScornfulSmile)).toEqual(['Latter']);
    expect(wordsWhere('Hun smilede lykkelig til ham.', isScornfulSmile)).toEqual([]);
    expect(wordsWhere('Et varmt Smil gik over hans Ansigt.', isScornfulSmile)).toEqual([]);
  });

  it('reads tears of laughter as no grief, and keeps tears of grief', () => {
    expect(wordsWhere('Han lo, saa Taarerne trillede.', isLaughingTears)).toEqual(['Taarerne']);
    expect(wordsWhere('Hun havde Tårer af latter i øjnene.', isLaughingTears)).toEqual(['Tårer']);
    expect(wordsWhere('Tårerne løb ned ad hendes Kinder ved Graven.', isLaughingTears)).toEqual([]);
  });

  it("reads 'saa det var en Gru' as a degree, and keeps dread itself", () => {
    expect(wordsWhere('Hun havde grædt, saa det var en Gru.', isDreadOfDegree)).toEqual(['Gru']);
    expect(wordsWhere('En Gru greb ham, da han saa Liget.', isDreadOfDegree)).toEqual([]);
    expect(wordsWhere('Det var en Gru at se.', isDreadOfDegree)).toEqual([]);
  });

  it('leaves such words out of the power words, while the same words in their own feeling count', () => {
    const text = [
      'Han saa paa dem med et haanligt Smil, og de lo, saa Taarerne trillede.',
      'Hun græd bitre Tårer over sin døde Moder, og Sorgen knugede hende.',
    ].join(' ');
    // the gate off: the sense rules alone (power-confidence.test.ts tests the gate)
    const result = powerWordsGlobal([segmentParagraph(text)], undefined, false);
    const forms = Object.values(result.power_words_categories).flatMap((category) =>
      Object.values(category.forms ?? {}).flatMap((found) => Object.keys(found)),
    );
    expect(forms).not.toContain('smil');
    expect(forms).not.toContain('taarerne');
    expect(forms).toContain('tårer');
  });
});

describe("'som' before a verb and its subject opens a comparison: as if", () => {
  const compared = (text: string) => {
    const sentence = segmentParagraph(text).sentences[0]!;
    return sentence.words.filter((_, index) => inComparison(sentence, index)).map((word) => word.text);
  };

  it('covers "som var det et Mysterie" and "som var han en Fremmed"', () => {
    expect(compared('Hun talte om det, som var det et Mysterie.')).toEqual(['var', 'det', 'et', 'Mysterie']);
    expect(compared('Han saa paa hende, som var hun en Fremmed.')).toContain('Fremmed');
  });

  it('leaves a relative clause alone: "som var det største"', () => {
    expect(compared('Huset, som var det største i Byen, brændte.')).toEqual([]);
  });
});
