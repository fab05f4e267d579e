import { describe, expect, it } from 'vitest';
import { segmentParagraph } from './document.ts';
import { lexiconForm } from './normalise.ts';

describe('lexiconForm', () => {
  it("reads old 'aa' spelling as 'å' but keeps names written with a capital inside the sentence", () => {
    expect(lexiconForm('paa', false)).toBe('på');
    expect(lexiconForm('Gaarden', true)).toBe('gården');
    expect(lexiconForm('Aalborg', false)).toBe('aalborg');
    expect(lexiconForm('Haand', false)).toBe('haand');
  });

  it('leaves the text itself unchanged', () => {
    const paragraph = segmentParagraph('Han gik ned paa Gaden i Aalborg.');
    expect(paragraph.text).toBe('Han gik ned paa Gaden i Aalborg.');
    expect(paragraph.sentences[0]!.words.map((word) => word.form)).toEqual([
      'han',
      'gik',
      'ned',
      'på',
      'gaden',
      'i',
      'aalborg',
    ]);
  });
});
