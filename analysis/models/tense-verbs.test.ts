import { describe, expect, it } from 'vitest';
import { verbLemma } from '../lexicons/verb-lemma.ts';
import { segmentManuscript } from '../text/document.ts';
import { cutParts } from '../text/parts.ts';
import { tenseAnalyser } from './tense.ts';

describe("the book's verbs (Udsagnsord)", () => {
  it('finds the lemma of regular, irregular and old-spelling finite verbs', () => {
    expect(['løber', 'kiggede', 'spiste', 'bor', 'gik', 'sagde', 'vilde', 'kunde'].map(verbLemma)).toEqual([
      'løbe',
      'kigge',
      'spise',
      'bo',
      'gå',
      'sige',
      'ville',
      'kunne',
    ]);
  });

  it('counts finite verbs by lemma, without auxiliaries, modals or names the tagger took for verbs', () => {
    const text = segmentManuscript(
      [
        'Hun gik hjem og spiste. Han går i seng, og hun kunne ikke sove.',
        'Agnes sagde, at hun var træt. Så gik hun.',
      ].map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph })),
    );
    const [global] = tenseAnalyser.analyse({ text, parts: cutParts(text) });
    const verbs = (global!.content as { verbs_count: Record<string, number> }).verbs_count;
    expect(verbs.gå).toBe(3);
    expect(verbs).toMatchObject({ spise: 1, sige: 1 });
    for (const left of ['kunne', 'være', 'agnes', 'agne']) expect(verbs[left]).toBeUndefined();
  });
});
