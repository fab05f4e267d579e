import { describe, expect, it } from 'vitest';
import { book, warmBeforeAll } from '../test-support/paragraphs.ts';
import { segmentParagraph } from '../text/document.ts';
import { inHypothetical } from './hypothetical-frame.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

warmBeforeAll();

/** The words of a one-sentence text that stand in the predicate of a wish or a would-be. */
function wouldBe(text: string): string[] {
  const sentence = segmentParagraph(text).sentences[0]!;
  return sentence.words.filter((_, index) => inHypothetical(sentence, index)).map((word) => word.text);
}

describe('the predicate of a wish or a would-be (issue 28, eighth session)', () => {
  it('covers what someone would be, after a past modal and the copula, to the end of the clause', () => {
    expect(wouldBe('Var jeg rig, saa vilde jeg være en glubende Løve, og alle skulde frygte mig.')).toEqual([
      'en',
      'glubende',
      'Løve',
    ]);
    expect(wouldBe('Han skulde blive Præst i en lille By.')).toEqual(['Præst', 'i', 'en', 'lille', 'By']);
  });

  it('covers what someone wishes to be or is wished to be', () => {
    expect(wouldBe('Vilde De ikke ønske, at De var en Ko?')).toEqual(['en', 'Ko']);
    expect(wouldBe('Gid jeg var en Fugl, saa fløj jeg hjem.')).toEqual(['en', 'Fugl']);
  });

  it('leaves a plain past, a present and a real wish for a thing alone', () => {
    expect(wouldBe('Han var en Løve paa Tinge.')).toEqual([]);
    expect(wouldBe('Hun er en Ko, sagde han.')).toEqual([]);
    expect(wouldBe('Han ønskede sig en Hest til Jul.')).toEqual([]);
    expect(wouldBe('Han vilde have en Ko.')).toEqual([]);
  });

  it('counts no field word of a would-be, and the same word said of the world', () => {
    const wish = 'Vilde De ikke ønske, at De var en Ko eller en Hest?';
    const fields = (...texts: string[]) =>
      semanticFieldsGlobal(book(...texts), undefined, true, 1).topics.flatMap((topic) => Object.keys(topic.keywords));
    expect(fields(wish)).not.toContain('ko');
    expect(fields('Koen og Hesten stod i Stalden ved Grisen.')).toEqual(expect.arrayContaining(['ko', 'hest']));
  });
});
