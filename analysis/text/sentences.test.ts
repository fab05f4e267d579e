import { describe, expect, it } from 'vitest';
import { sentenceRanges } from './sentences.ts';

const split = (text: string) => sentenceRanges(text).map((range) => text.slice(range.start, range.end));

describe('sentenceRanges', () => {
  it('does not end a sentence at Danish abbreviations', () => {
    expect(split('Vi så f.eks. en ræv. Hr. Hansen kom ca. kl. 8. Den kostede bl.a. 5 kr. i alt.')).toEqual([
      'Vi så f.eks. en ræv.',
      'Hr. Hansen kom ca. kl. 8.',
      'Den kostede bl.a. 5 kr. i alt.',
    ]);
  });

  it('keeps a question or exclamation in dialogue together with its tag', () => {
    expect(split('»Hvad vil du?« spurgte hun. »Gå!« råbte han.')).toEqual([
      '»Hvad vil du?« spurgte hun.',
      '»Gå!« råbte han.',
    ]);
  });

  it('starts sentences at Æ, Ø, Å, a dash or a quote', () => {
    expect(split('Det var koldt. Ørerne frøs. Åen lå stille. Æblet faldt. – Kom! »Nej.« "Jo."')).toEqual([
      'Det var koldt.',
      'Ørerne frøs.',
      'Åen lå stille.',
      'Æblet faldt.',
      '– Kom!',
      '»Nej.«',
      '"Jo."',
    ]);
  });

  it('keeps initials and ordinals inside the sentence', () => {
    expect(split('Han læste J. P. Jacobsen den 3. maj. Så sov han.')).toEqual([
      'Han læste J. P. Jacobsen den 3. maj.',
      'Så sov han.',
    ]);
  });

  it('returns the last sentence without a full stop', () => {
    expect(split('Hun kom. Og så gik hun')).toEqual(['Hun kom.', 'Og så gik hun']);
  });
});
