import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';
import { segmentParagraph } from '../text/document.ts';
import { isAfterSubjectClause } from './tense-subject-clause.ts';
import { finiteTense } from './tense-tagger.ts';

describe('the verb after a clause that is the subject', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the form after the mark and before a negation ending its clause as the verb', () => {
    expect(tagged('Den tanke, at alt bliver bedre, holder ikke, når pengene slipper op.')).toContain(
      'bedre holder/Pres ikke når',
    );
  });

  it('leaves a row without a verb before the mark alone', () => {
    const words = segmentParagraph('Gode ord, tanker ikke.').sentences[0]!.words;
    expect(isAfterSubjectClause(words, 2, (at) => finiteTense(words, at) !== undefined)).toBe(false);
  });

  it('reads the verb after a clause between marks that hangs on the opening noun phrase', () => {
    expect(tagged('Vor tro på, hvad børn tåler, stammer fra en anden tid.')).toContain('tåler/Pres stammer/Pres fra');
  });

  it('leaves a noun in a row after such a clause, with the verb further on', () => {
    const words = segmentParagraph('Bøger, som vi købte, tanker og drømme fyldte huset.').sentences[0]!.words;
    expect(isAfterSubjectClause(words, 4, (at) => finiteTense(words, at) !== undefined)).toBe(false);
    expect(words[4]!.form).toBe('tanker');
  });
});
