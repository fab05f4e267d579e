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

export function dialogueRanges(text: string): DialogueRange[] {
  const dashed = dashLead.exec(text);
  if (dashed) return dashLedRanges(text, dashed[0].length);
  return quotedRanges(text, 0);
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
  if (char === "'" || char === '‘') return !/[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(after);
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
