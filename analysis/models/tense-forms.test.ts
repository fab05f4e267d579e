import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { countTenses, tenseGlobal, type VerbForms } from './tense.ts';

beforeAll(() => {
  warmLexicons();
}, 120_000);

describe("the book's verbs by lemma with their forms (Udsagnsord)", () => {
  it('keeps the forms the text wrote under each lemma, auxiliaries left out', () => {
    const verbs = new Map<string, number>();
    const forms: VerbForms = new Map();
    const counts = countTenses(
      [segmentParagraph('Hun gik hjem. Han går ud. Hun har gået længe, og han gik med.')],
      verbs,
      forms,
    );
    const global = tenseGlobal(counts, verbs, forms);
    expect(global.verbs_count?.gå).toBe(3);
    expect(global.verbs_forms?.gå).toEqual({ gik: 2, går: 1 });
    expect(Object.keys(global.verbs_forms ?? {})).not.toContain('have');
  });
});
