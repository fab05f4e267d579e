import { describe, expect, it } from 'vitest';
import type { RevisionDataItem } from '../revision-data.ts';
import { normaliseRevisionData } from './index.ts';

const verbs = { sagde: 412, spurgte: 96, hviskede: 14 };
const adverbs = { stille: 9, hurtigt: 4 };

/** Dialogue global content as a revision of the given version stored it (key names per spec §3). */
function storedDialogue(verbsKey: string, adverbsKey: string): RevisionDataItem {
  return {
    model: 'Dialogue',
    section: 'global',
    content: { [verbsKey]: verbs, [adverbsKey]: adverbs, number_of_utterances: 1210 },
  };
}

const canonical = { 'dialogue-verbs count': verbs, 'dialogue-adverbs count': adverbs, number_of_utterances: 1210 };

describe('normaliseRevisionData: Dialogue count maps by modelVersion', () => {
  it.each([
    [1, 'verbs in dialog count', 'adverbs in dialog count'],
    [2, 'verbs in dialog count', 'adverbs in dialog count'],
    [3, 'dialogue-verbs count', 'dialogue-adverbs count'],
    [4, 'dialogue verbs count', 'dialogue adverbs count'],
    [5, 'dialogue-verbs count', 'dialogue-adverbs count'],
  ])('version %i: %s / %s become the hyphenated keys', (version, verbsKey, adverbsKey) => {
    const [item] = normaliseRevisionData([storedDialogue(verbsKey, adverbsKey)], version);
    expect(item?.content).toEqual(canonical);
  });

  it('renames inside every entry of a parts section', () => {
    const parts: RevisionDataItem = {
      model: 'Dialogue',
      section: 'parts',
      content: [
        { part: 0, 'dialogue verbs count': { sagde: 3 } },
        { part: 50, 'dialogue verbs count': { spurgte: 1 } },
      ],
    };
    const [item] = normaliseRevisionData([parts], 4);
    expect(item?.content).toEqual([
      { part: 0, 'dialogue-verbs count': { sagde: 3 } },
      { part: 50, 'dialogue-verbs count': { spurgte: 1 } },
    ]);
  });

  it('leaves other models alone, even when a key looks like an old Dialogue key', () => {
    const other: RevisionDataItem = { model: 'Tempo', section: 'global', content: { 'verbs in dialog count': 2 } };
    expect(normaliseRevisionData([other], 1)).toEqual([other]);
  });

  it('does not change its input', () => {
    const input = [storedDialogue('verbs in dialog count', 'adverbs in dialog count')];
    const copy = structuredClone(input);
    normaliseRevisionData(input, 1);
    expect(input).toEqual(copy);
  });

  it('keeps properties named like Object.prototype members', () => {
    const item: RevisionDataItem = { model: 'Dialogue', section: 'global', content: { constructor: 1, toString: 2 } };
    expect(normaliseRevisionData([item], 4)[0]?.content).toEqual({ constructor: 1, toString: 2 });
  });

  it("reads each version by its own keys: a key of another version beside the version's own is not read", () => {
    const both: RevisionDataItem = {
      model: 'Dialogue',
      section: 'global',
      content: { 'dialogue verbs count': { sagde: 1 }, 'dialogue-verbs count': { sagde: 2 } },
    };
    expect(normaliseRevisionData([both], 4)[0]?.content).toEqual({ 'dialogue-verbs count': { sagde: 1 } });
    expect(normaliseRevisionData([both], 3)[0]?.content).toEqual(both.content);
  });

  it.each([5, 0, -1, 2.5, Number.NaN, null, undefined])(
    'reads modelVersion %s as "otherwise": the hyphenated keys, nothing renamed, no failure',
    (version) => {
      const [item] = normaliseRevisionData([storedDialogue('dialogue-verbs count', 'dialogue-adverbs count')], version);
      expect(item?.content).toEqual(canonical);
    },
  );
});
