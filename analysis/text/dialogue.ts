/**
 * Dialogue spans in a paragraph: text between » «, « », „ “, „ ", “ ”, " ", ‘ ’ and ' ' (a single quote opens only
 * at a word start and closes only at a word end, so apostrophes stay apostrophes), and dash-led lines
 * ("– Kom her, sagde hun."), whose speech runs to the first ", " that leads into a speech tag or to the end.
 * An opening quote that is never closed runs to the end of the paragraph (speech over several paragraphs).
 */
import { isSpeechTagWord } from './speech-tags.ts';

export interface DialogueRange {
  start: number;
  end: number;
}

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
const dashLead = /^\s*[-–—]\s*/u;
/** Spoken short forms written with an apostrophe ("'et", "'en", "'n"): not an opening quote. */
const elision = /^(?:et|en|n|s|r|de|e)(?![\p{L}])/u;

export function dialogueRanges(text: string): DialogueRange[] {
  const dashed = dashLead.exec(text);
  const ranges = dashed ? dashLedRanges(text, dashed[0].length) : quotedRanges(text, 0);
  return withColonSpeech(text, ranges);
}

/** Unmarked speech after a colon is looked for within this many characters (bounded work per colon). */
const colonSpeechReach = 2_000;
const colonTag = /((?:\p{L}+\s+){0,2}\p{L}+):\s+(?=\p{Lu})/gu;

/**
 * Unmarked speech after a speech tag and a colon ("Tilsidst sagde han: Hvorfor arbejder man her."): from the
 * colon to the end of that sentence or the next dash, unless a quote or a dash-led span already covers it.
 */
function withColonSpeech(text: string, ranges: DialogueRange[]): DialogueRange[] {
  if (!text.includes(':')) return ranges;
  const added: DialogueRange[] = [];
  let next = 0;
  for (const match of text.matchAll(colonTag)) {
    const colon = match.index + match[1]!.length;
    if (!match[1]!.split(/\s+/u).some(isSpeechTagWord)) continue;
    const start = colon + 1;
    while (next < ranges.length && ranges[next]!.end <= start) next++;
    if (next < ranges.length && ranges[next]!.start <= start) continue;
    if (added.length > 0 && added.at(-1)!.end > start) continue;
    const rest = text.slice(start, start + colonSpeechReach);
    const dash = /\s[-–—]\s/u.exec(rest);
    const stop = /[.!?…]+(?=\s+\p{Lu}|\s*$)/u.exec(rest);
    const limit = Math.min(text.length, start + colonSpeechReach);
    let end = Math.min(dash ? start + dash.index : limit, stop ? start + stop.index + stop[0].length : limit);
    if (next < ranges.length && ranges[next]!.start < end) end = ranges[next]!.start;
    added.push({ start: start + (match[0].length - match[1]!.length - 1), end });
  }
  if (added.length === 0) return ranges;
  return [...ranges, ...added].sort((a, b) => a.start - b.start);
}

function quotedRanges(text: string, from: number): DialogueRange[] {
  const ranges: DialogueRange[] = [];
  let i = from;
  while (i < text.length) {
    const char = text[i]!;
    const close = closers[char];
    if (close === undefined || !opensHere(text, i)) {
      i++;
      continue;
    }
    const end = findCloser(text, i + 1, close, char);
    ranges.push({ start: i, end: end === -1 ? text.length : end + 1 });
    i = end === -1 ? text.length : end + 1;
  }
  return ranges;
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

/** In a dash-led line the speech ends at ", sagde hun" / " – spurgte han" or, lacking a tag, at the line's end; it
 * resumes after a later ", – " or ". – ". */
function dashLedRanges(text: string, speechStart: number): DialogueRange[] {
  const ranges: DialogueRange[] = [];
  let start = 0;
  let from = speechStart;
  while (start < text.length) {
    const tagAt = findSpeechTag(text, from);
    if (tagAt === -1) {
      ranges.push({ start, end: text.length });
      break;
    }
    ranges.push({ start, end: tagAt });
    const resumed = /[,.]\s+[-–—]\s+/gu;
    resumed.lastIndex = tagAt + 1;
    const match = resumed.exec(text);
    if (!match) break;
    start = match.index + 2;
    from = match.index + match[0].length;
  }
  return ranges.filter((range) => range.end > range.start);
}

const tagLead = /(?:,|\s[-–—])\s+(\p{L}+)(?:\s+(\p{L}+))?/gu;

function findSpeechTag(text: string, from: number): number {
  tagLead.lastIndex = from;
  for (let match = tagLead.exec(text); match; match = tagLead.exec(text)) {
    if (isSpeechTagWord(match[1]!) || (match[2] !== undefined && isSpeechTagWord(match[2]))) return match.index;
    tagLead.lastIndex = match.index + 1;
  }
  return -1;
}
