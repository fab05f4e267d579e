import { describe, expect, it } from 'vitest';
import { lexiconRows } from '../lexicons/load.ts';
import {
  chargedInMostUses,
  chargedInNearlyEveryUse,
  everydaySenseAsCommon,
  hasCommonMildSense,
} from './power-mild-senses.ts';

const groups = [chargedInNearlyEveryUse, chargedInMostUses, everydaySenseAsCommon];

describe('the power words by how usual their charged sense is', () => {
  it('puts every stem of the lexicon in exactly one group, and names no other word', () => {
    const stems = new Set(
      lexiconRows('power-words.tsv')
        .filter(([category, stems]) => category && stems)
        .flatMap(([, stems]) => stems!.split(',').map((stem) => stem.trim())),
    );
    for (const stem of stems) expect(groups.filter((group) => group.has(stem)).length, stem).toBe(1);
    for (const group of groups) for (const word of group) expect(stems.has(word), word).toBe(true);
  });

  it('keeps the words whose charged sense is their usual one out of the everyday group', () => {
    for (const lemma of ['rædsel', 'had', 'hævn', 'mord', 'sorg', 'gråd', 'elskov', 'død', 'kærlighed', 'græde'])
      expect(hasCommonMildSense(lemma), lemma).toBe(false);
    for (const lemma of ['elske', 'glad', 'smile', 'sørge', 'blod', 'slag', 'magt', 'lyst', 'lykke', 'håbløs'])
      expect(hasCommonMildSense(lemma), lemma).toBe(true);
  });
});
