/**
 * Sentence boundaries in one paragraph. A boundary is a run of . ! ? … (with closing quotes or brackets)
 * followed by white space and a sentence start: a capital letter (Æ, Ø, Å included), a digit, a dash or an
 * opening quote. Not a boundary: a known abbreviation ("f.eks.", "hr.", "bl.a.", "ca."), an initial
 * ("J.P. Jacobsen"), an ordinal before a lower-case word ("den 3. maj"), and a question or exclamation inside
 * dialogue followed by its tag (»Hvad?« spurgte hun).
 */
import { abbreviations, sentenceFinalAbbreviations } from './abbreviations.ts';

export interface SentenceRange {
  start: number;
  end: number;
}

const terminatorRun = /[.!?…]+[»«"“”'’)\]]*(?=\s|$)/gu;
const sentenceStart = /^[\p{Lu}\p{N}»«"“„'‘(\-–—]/u;
const precedingToken = /([\p{L}\p{N}.]+)$/u;

export function sentenceRanges(text: string): SentenceRange[] {
  const ranges: SentenceRange[] = [];
  let start = skipSpace(text, 0);
  for (const match of text.matchAll(terminatorRun)) {
    const end = match.index + match[0].length;
    const next = skipSpace(text, end);
    if (next >= text.length) break;
    if (!isBoundary(text, match.index, match[0], next)) continue;
    if (end > start) ranges.push({ start, end });
    start = next;
  }
  if (start < text.length) ranges.push({ start, end: trimEnd(text) });
  return ranges.filter((range) => range.end > range.start);
}

function isBoundary(text: string, at: number, run: string, next: number): boolean {
  const following = text.slice(next, next + 2);
  if (!sentenceStart.test(following)) return false;
  if (run[0] !== '.' || run.length > 1) return true;
  const token = precedingToken.exec(text.slice(Math.max(0, at - 30), at))?.[1] ?? '';
  const word = token.toLowerCase();
  if (word === '') return true;
  const startsLower = /^\p{Ll}/u.test(following);
  if (abbreviations.has(word)) return sentenceFinalAbbreviations.has(word) && !startsLower;
  if (/^\p{Lu}$/u.test(token) || /^(?:\p{Lu}\.)+\p{Lu}$/u.test(token)) return false;
  if (/^\d{1,2}$/u.test(token) && /^\p{Ll}/u.test(following)) return false;
  return true;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/u.test(text[i]!)) i++;
  return i;
}

function trimEnd(text: string): number {
  let i = text.length;
  while (i > 0 && /\s/u.test(text[i - 1]!)) i--;
  return i;
}
