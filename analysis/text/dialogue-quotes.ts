/**
 * Quoted speech: text between » «, « », „ “, „ ", “ ”, " ", ‘ ’ and ' ' (a single quote opens only at a word start
 * and closes only at a word end, so apostrophes stay apostrophes). Quotation marks around a title or a word
 * ("Han læste »Politiken«", "det såkaldte »gode« liv") are not speech: a closed quote counts when it holds at least
 * four words, ends in punctuation inside the marks, or stands next to a verb of saying ("»Ja« sagde hun",
 * "hun sagde: »Nej«"). An opening quote that is never closed runs to the end of the paragraph (speech over
 * several paragraphs).
 */
import type { DialogueRange } from './dialogue.ts';
import { isFixedSayingPhrase, isSpeechTagWord } from './speech-tags.ts';

const closers: Record<string, string> = {
  '»': '«',
  '«': '»',
  '„': '“”"',
  '“': '”“',
  '”': '”',
  '"': '"',
  '‘': '’',
  "'": "'",
};
/** Spoken short forms written with an apostrophe ("'et", "'en", "'n"): not an opening quote. */
const elision = /^(?:et|en|n|s|r|de|e)(?![\p{L}])/u;
/** A quote of this many words is speech whatever surrounds it. */
export const speechQuoteWords = 4;
/** How far around a quote (in characters) its neighbouring words are looked for. */
const neighbourReach = 60;

export function quotedRanges(text: string): DialogueRange[] {
  const ranges: DialogueRange[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const close = closers[char];
    if (close === undefined || !opensHere(text, i)) {
      i++;
      continue;
    }
    const end = findCloser(text, i + 1, close, char);
    if (end === -1) {
      ranges.push({ start: i, end: text.length });
      break;
    }
    if (isSpeechQuote(text, i, end)) ranges.push({ start: i, end: end + 1 });
    i = end + 1;
  }
  return ranges;
}

/** Whether the closed quote text[open..close] is speech rather than a title, a name or a word in quotes. */
export function isSpeechQuote(text: string, open: number, close: number): boolean {
  const inner = text.slice(open + 1, close).trim();
  if (/[.,!?…:;–—-]$/u.test(inner)) return true;
  if ((inner.match(/\p{L}+/gu)?.length ?? 0) >= speechQuoteWords) return true;
  const before = text.slice(Math.max(0, open - neighbourReach), open).match(/\p{L}+/gu) ?? [];
  if (isTagVerb(before) || isTagVerb(before.slice(0, -1))) return true;
  const after = text.slice(close + 1, close + 1 + neighbourReach);
  const first = /^[\s,–—-]*(\p{L}+)(?:\s+(\p{L}+))?/u.exec(after);
  return first !== null && isSpeechTagWord(first[1]!) && !isFixedSayingPhrase([first[1]!.toLowerCase()], first[2]);
}

/** Verbs that name a word rather than quote speech ("hvad Tyskerne kalder »unternehmend«"). */
const namingVerbs = new Set(['kalde', 'kalder', 'kaldte', 'kaldes', 'kaldtes', 'nævne', 'nævner', 'nævnte']);

/** Whether the last of `words` is a verb of saying that is not part of a fixed phrase. */
function isTagVerb(words: readonly string[]): boolean {
  const last = words.at(-1);
  if (last === undefined || !isSpeechTagWord(last) || namingVerbs.has(last.toLowerCase())) return false;
  return !isFixedSayingPhrase(words.slice(-3).map((word) => word.toLowerCase()));
}

function opensHere(text: string, i: number): boolean {
  const char = text[i]!;
  const before = i === 0 ? ' ' : text[i - 1]!;
  const after = text[i + 1] ?? ' ';
  if (char === "'" || char === '‘') {
    if (elision.test(text.slice(i + 1, i + 5))) return false;
    return !/[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(after);
  }
  if (char === '”' || char === '"') return !/[\p{L}\p{N}]/u.test(before) && !/\s/u.test(after);
  return true;
}

function findCloser(text: string, from: number, close: string, open: string): number {
  for (let i = from; i < text.length; i++) {
    const char = text[i]!;
    if (!close.includes(char)) continue;
    if (open === "'" || open === '‘') {
      const after = text[i + 1] ?? ' ';
      if (/[\p{L}\p{N}]/u.test(after)) continue;
    }
    return i;
  }
  return -1;
}
