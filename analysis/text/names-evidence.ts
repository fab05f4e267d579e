/**
 * Book-wide evidence for name detection. A capitalised word inside a sentence is a name candidate; whether the
 * capital means a name depends on how the whole book writes the same word:
 * - how often it is written in lower case (after aa→å: "gaarden" and "gården" agree) and how often it
 *   follows an article or possessive ("en Skov", "hans Hest"): both say common noun;
 * - the book's spelling: old spelling (pre-1948) capitalises every noun, and a text in capitals or with every
 *   word capitalised makes the capital no evidence at all.
 */
import { nameKey } from '../lexicons/names.ts';
import type { Paragraph, Word } from './document.ts';
import { determiners, quantifiers } from './function-words.ts';

export interface WordCounts {
  /** Written with a capital inside a sentence (not first in it or first in a speech span). */
  capitalised: number;
  /** Written in lower case. */
  lower: number;
  /** Right after an article, possessive or quantifier. */
  afterArticle: number;
}

export type Spelling = 'modern' | 'old' | 'capitals';

export interface BookEvidence {
  counts: Map<string, WordCounts>;
  spelling: Spelling;
}

const articles = new Set([...determiners, ...quantifiers, 'den', 'det', 'de', 'dem', 'al', 'alt']);

/** Closed-class words whose capital inside a sentence shows a text that capitalises every word. */
const everydayWords = new Set('og at som der det han hun de men for med til af på er var har havde ikke'.split(' '));

/**
 * A word that may be a name: a capital then small letters ("Berg", "Lille-Bentzen", "O'Neill"); not an
 * abbreviation ("DBUs", "TV-2") nor a compound ending in a common word ("Europa-Cup-runde").
 */
export function isCapitalised(text: string): boolean {
  return /^\p{Lu}(?:\p{Ll}|['’]\p{Lu})[\p{Ll}'’]*(?:-\p{Lu}[\p{Ll}'’]*)*$/u.test(text);
}

/** An initial ("H", "H.C") standing before a surname. */
export function isInitial(text: string): boolean {
  return /^\p{Lu}(?:\.\p{Lu})*$/u.test(text);
}

/** A word of two or more letters written in capitals only ("ALDRIG", "DSB"): no evidence of a name. */
export function isAllCaps(text: string): boolean {
  return text.length > 1 && text === text.toUpperCase() && text !== text.toLowerCase();
}

/** First of its sentence, or first of a span of speech: capitalised by position, not as a name. */
export function startsUnit(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.initial || index === 0) return true;
  const previous = words[index - 1]!;
  return word.inDialogue && !previous.inDialogue;
}

export function collectEvidence(paragraphs: readonly Paragraph[]): BookEvidence {
  const counts = new Map<string, WordCounts>();
  const entry = (key: string) => {
    let found = counts.get(key);
    if (!found) {
      found = { capitalised: 0, lower: 0, afterArticle: 0 };
      counts.set(key, found);
    }
    return found;
  };
  let everyday = 0;
  let everydayCapitalised = 0;
  let letters = 0;
  let allCaps = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      const words = sentence.words;
      words.forEach((word, index) => {
        const first = word.text[0] ?? '';
        if (first.toLowerCase() === first.toUpperCase()) return;
        letters++;
        if (isAllCaps(word.text)) allCaps++;
        const key = nameKey(word.text);
        const counted = entry(key);
        if (index > 0 && articles.has(words[index - 1]!.form)) counted.afterArticle++;
        if (first === first.toLowerCase()) counted.lower++;
        else if (!startsUnit(words, index) && !isAllCaps(word.text)) counted.capitalised++;
        if (everydayWords.has(key) && !startsUnit(words, index)) {
          everyday++;
          if (first !== first.toLowerCase()) everydayCapitalised++;
        }
      });
    }
  }
  return { counts, spelling: spellingOf(counts, { everyday, everydayCapitalised, letters, allCaps }) };
}

function spellingOf(
  counts: Map<string, WordCounts>,
  tally: { everyday: number; everydayCapitalised: number; letters: number; allCaps: number },
): Spelling {
  if (tally.allCaps > tally.letters * 0.5) return 'capitals';
  if (tally.everyday > 0 && tally.everydayCapitalised > tally.everyday * 0.3) return 'capitals';
  // Old spelling: nouns after an article are mostly capitalised ("en Mand", "det Hus").
  let afterArticleCapitalised = 0;
  let afterArticle = 0;
  for (const entry of counts.values()) {
    if (entry.afterArticle === 0) continue;
    afterArticle += entry.afterArticle;
    if (entry.capitalised > entry.lower) afterArticleCapitalised += entry.afterArticle;
  }
  return afterArticle >= 8 && afterArticleCapitalised > afterArticle * 0.15 ? 'old' : 'modern';
}
