import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';
import { segmentParagraph } from '../text/document.ts';
import { isOldSpellingNoun, pronounPersonAt } from './person.ts';

describe('old spelling (before 1948)', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("reads 'vilde', 'kunde', 'skulde' as the past of ville, kunne, skulle", () => {
    expect(tagged('Han vilde ikke gaa. Da kunde hun se Gaarden. Vi skulde hjem.')).toBe(
      'Han vilde/Past ikke gaa Da kunde/Past hun se Gaarden Vi skulde/Past hjem',
    );
  });

  it("reads 'vare', 'ere', 'bleve', 'veed' as verbs", () => {
    expect(tagged('Folkene vare trætte. I ere velkomne. De bleve staaende. Gud veed det.')).toBe(
      'Folkene vare/Past trætte I ere/Pres velkomne De bleve/Past staaende Gud veed/Pres det',
    );
  });

  it('keeps the modern adjective and noun after an article or determiner', () => {
    expect(tagged('De vilde svaner fløj. En kunde kom ind. Hun købte en vare. Saa de vilde Heste.')).toBe(
      'De vilde svaner fløj/Past En kunde kom/Past ind Hun købte/Past en vare Saa de vilde Heste',
    );
  });

  it('handles a text that mixes old and new spelling', () => {
    expect(tagged('Hun kunne ikke sove, men han kunde. Han ville gaa, og hun vilde blive.')).toBe(
      'Hun kunne/Past ikke sove men han kunde/Past Han ville/Past gaa og hun vilde/Past blive',
    );
  });

  it('takes a capitalised common noun inside a sentence for a noun, not a name', () => {
    const words = segmentParagraph('Om Morgenen saa de Folk paa Marken og Peter.').sentences[0]!.words;
    const byText = (text: string) => words.find((word) => word.text === text)!;
    expect(isOldSpellingNoun(byText('Morgenen'))).toBe(true);
    expect(isOldSpellingNoun(byText('Marken'))).toBe(true);
    expect(isOldSpellingNoun(byText('Peter'))).toBe(false);
    expect(isOldSpellingNoun(byText('Om'))).toBe(false);
    // 'de' before the noun 'Folk' is an article here, not the pronoun.
    expect(pronounPersonAt(words, words.indexOf(byText('de')))).toBeUndefined();
  });

  it("counts 'de' before an old verb form as the pronoun", () => {
    const words = segmentParagraph('Saa vilde de ikke mere, og de vare glade.').sentences[0]!.words;
    const persons = words.map((_, index) => pronounPersonAt(words, index)).filter(Boolean);
    expect(persons).toEqual([3, 3]);
  });
});
