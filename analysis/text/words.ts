/** Word tokens: letters and digits, with inner hyphens, apostrophes and full stops ("f.eks", "Hans-Peter"). */
export const wordPattern = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

const nonLetters = /[^\p{L}]/gu;
const onlyLetters = /^\p{L}+$/u;

export interface WordSpan {
  text: string;
  start: number;
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(wordPattern)) spans.push({ text: match[0], start: match.index });
  return spans;
}

/** Letters in a word (LIX counts a word as long when it has more than 6). */
export function letterCount(word: string): number {
  return onlyLetters.test(word) ? word.length : word.replace(nonLetters, '').length;
}

export function hasLetter(word: string): boolean {
  return /\p{L}/u.test(word);
}
