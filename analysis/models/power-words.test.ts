import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { powerWordsGlobal } from './power-words.ts';

const found = (...texts: string[]) => {
  const result = powerWordsGlobal(texts.map((text) => segmentParagraph(text)));
  return Object.values(result.power_words_categories).flatMap((category) => Object.keys(category.words));
};

describe('PowerWords', () => {
  it("matches a lemma's own inflections from the dictionary and its irregular forms", () => {
    expect(found('Rædslen greb ham, og hun græd af sorgen.')).toEqual(
      expect.arrayContaining(['rædslen', 'græd', 'sorgen']),
    );
  });

  it('leaves out homographs that are mostly everyday words', () => {
    expect(found('Hans far kom hjem. Det var en slags kyst med lyst sand.')).toEqual([]);
    expect(found('I begyndelsen red han ud på livet.')).toEqual([]);
  });

  it('leaves out a capitalised name inside a sentence', () => {
    expect(found('Hun mødte Rose i byen og talte med hende.')).toEqual([]);
  });

  it('leaves out the idioms where the word has lost its force', () => {
    expect(found('Jeg er bange for at komme for sent.')).toEqual([]);
    expect(found('Han slog i bordet og rystede på hovedet.')).toEqual([]);
    expect(found('Han rystede med Hovedet, og Raabene døde hen.')).toEqual([]);
    expect(found('De begravede hans salig Fader. Lykken kommer aldrig alene.')).toEqual([]);
    expect(found('Hun var bange. Han rystede af kulde.')).toEqual(['bange', 'rystede']);
  });
});
