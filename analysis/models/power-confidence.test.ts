import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { evidenceWindow, isAmbiguousPowerWord } from './power-confidence.ts';
import { chargedPowerWords } from './power-words.ts';

/**
 * The power words charged in the paragraphs after the gate, by category: what the gate lets through, before the
 * book's listing leaves out the words of a common everyday sense (power-evidence.test.ts tests that).
 */
const listed = (...paragraphs: string[]) => {
  const byCategory: Record<string, string[]> = {};
  for (const { category, lemma } of chargedPowerWords(paragraphs.map((text) => segmentParagraph(text))))
    byCategory[category] = [...new Set([...(byCategory[category] ?? []), lemma])].sort();
  return byCategory;
};

describe('power words gated by the evidence of their charged sense (issue 28, fifth session)', () => {
  it('leaves out a word of an everyday sense that stands alone', () => {
    expect(listed('Hun smilede til Bageren og tog sin Kurv.')).toEqual({});
    expect(listed('Han kyssede Grunden, da han steg i Land.')).toEqual({});
    expect(listed('Vingernes Slag hørtes over Søen.')).toEqual({});
  });

  it('counts it beside another word of its category', () => {
    expect(listed('Hun smilede, glad og lykkelig.').glæde).toEqual(['glad', 'lykkelig', 'smile']);
    expect(listed('Han kyssede hende og sagde, at han elskede hende.').kærlighed).toEqual(['elske', 'kysse']);
  });

  it('counts a charged word wherever it stands', () => {
    expect(listed('Rædslen greb ham.')).toEqual({ frygt: ['rædsel'] });
    expect(listed('De myrdede ham om Natten.')).toEqual({ vold: ['myrde'] });
  });

  it('takes no evidence from another category, the same lemma, another paragraph or far away', () => {
    expect(listed('Han kyssede hende, og hun var bange.')).toEqual({ frygt: ['bange'] });
    expect(listed('Hun smilede og smilede igen.')).toEqual({});
    expect(listed('Hun smilede.', 'Hun var glad.')).toEqual({});
    const filler = Array.from({ length: evidenceWindow + 5 }, () => 'og').join(' ');
    expect(listed(`Hun smilede ${filler} var glad.`)).toEqual({});
  });

  it('knows an ambiguous word by its stem or its lemma', () => {
    expect(isAmbiguousPowerWord('smilede', 'smile')).toBe(true);
    expect(isAmbiguousPowerWord('rædsel', 'rædsel')).toBe(false);
  });
});

describe('the evidence of a charged sense must be a charged word (issue 28, seventh session)', () => {
  it('takes no evidence from another word of an everyday sense', () => {
    expect(listed('Hun smilede og var glad.')).toEqual({});
    expect(listed('Hun smilede og var glad og lykkelig.').glæde).toEqual(['glad', 'lykkelig', 'smile']);
  });
});

describe('a civil status is no death or grief (eighth session)', () => {
  it('lists no "afdød" before the noun or name it qualifies, nor a widow named by whom she survives', () => {
    expect(listed('Han arvede Gaarden efter sin afdøde Fader.')).toEqual({});
    expect(listed('Det var afdøde Pastor Holm, der byggede den.')).toEqual({});
    expect(listed('Hun var Enke efter en Møller fra Byen.')).toEqual({});
  });

  it('keeps the dead one of the scene', () => {
    expect(listed('De stod ved Kisten og saa paa den Afdøde.').død).toEqual(['afdød', 'kiste']);
  });
});
