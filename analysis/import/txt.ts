/**
 * Plain-text import: decoding (BOM, then strict UTF-8, then windows-1252 through iconv-lite) and the cut
 * into blocks (paragraphs, headings, scene breaks).
 */
import iconv from 'iconv-lite';
import { ManuscriptError } from '../errors.ts';
import type { TextBlock } from './manuscript-text.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes windows-1252 leaves undefined: a file full of them is not windows-1252 text. */
const undefinedInCp1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** Decodes a text file; throws NOT_TEXT for binary content. */
export function decodeText(bytes: Uint8Array): string {
  const utf16 = bomlessUtf16(bytes);
  if (utf16) return iconv.decode(Buffer.from(bytes), utf16);
  assertLooksLikeText(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeUtf8(bytes.subarray(3));
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    return iconv.decode(Buffer.from(bytes.subarray(2)), encoding);
  }
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), 'windows-1252');
  }
}

/**
 * UTF-16 without a byte order mark (some Windows editors save it so): Danish text is mostly Latin-1 letters, so
 * every other byte is zero, on the odd offsets for little-endian and the even ones for big-endian. A binary file
 * has its zero bytes scattered and is refused by assertLooksLikeText as before.
 */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const length = Math.min(bytes.length, 65_536) & ~1;
  if (length < 8) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const pairs = length / 2;
  if (zeroOdd > pairs * 0.7 && zeroEven < pairs * 0.02) return 'utf-16le';
  if (zeroEven > pairs * 0.7 && zeroOdd < pairs * 0.02) return 'utf-16be';
  return undefined;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new ManuscriptError('NOT_TEXT', 'UTF-8 BOM followed by invalid UTF-8');
  }
}

/** Rejects content with NUL bytes or many control characters (a binary file renamed .txt). */
export function assertLooksLikeText(bytes: Uint8Array): void {
  const hasUtf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (hasUtf16Bom) return;
  const sample = bytes.length > 65_536 ? bytes.subarray(0, 65_536) : bytes;
  // In UTF-8 those bytes are ordinary continuation bytes: ” is E2 80 9D, the combining acute accent CC 81.
  const cp1252 = !isUtf8Start(sample);
  let suspicious = 0;
  for (const byte of sample) {
    if (byte === 0) throw new ManuscriptError('NOT_TEXT', 'NUL byte in text file');
    const control = byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c;
    if (control || byte === 0x7f || (cp1252 && undefinedInCp1252.has(byte))) suspicious++;
  }
  if (sample.length > 0 && suspicious / sample.length > 0.01) {
    throw new ManuscriptError('NOT_TEXT', `control characters: ${suspicious} of ${sample.length} bytes`);
  }
}

/** True when the bytes are valid UTF-8, a character cut off at the end of the sample allowed. */
function isUtf8Start(sample: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const sceneBreakLine = /^\s*(?:[*#~•·◆◇=_-]\s*){1,12}$/u;
const chapterWord = /^(?:[kc]apitel|kap\.|de+l|bog|prolog|epilog|efterskrift|forord|indledning)\b/iu;
/** "Første Del", "Andet Kapitel", "Sidste Bog". */
const ordinalChapter =
  /^(?:første|anden|andet|tredje|tredie|fjerde|femte|sjette|syvende|ottende|niende|tiende|ellevte|tolvte|sidste)\s+(?:de+l|bog|[kc]apitel|afsnit|afdeling)\b/iu;
/** "3. Ved havet", "III. Hjemkomsten": a number and a short title. */
const numberedTitle = /^(?:\d{1,3}|[IVXLC]{1,7})\.\s+\p{Lu}/u;
/** "IV: Aasum-Journalistik.", "XVI: »Syndens Sold.«": a Roman numeral, a colon and a title, whatever ends it. */
const romanColonTitle = /^[IVXLC]{1,7}:\s+\S/u;
const romanNumeral = /^[IVXLC]{1,7}\.?$/u;
const dialogueLineStart = /^[-–—»«„"“”]/u;

/** Cuts decoded text into blocks. Blank lines separate paragraphs; without blank lines every line is one. */
export function textToBlocks(text: string): TextBlock[] {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n\n');
  const lines = normalised.split('\n');
  const blankLines = lines.filter((line) => line.trim() === '').length;
  const onePerLine = blankLines < lines.length / 10;
  const groups = onePerLine ? lines.map((line) => [line]) : splitOnBlankLines(lines);
  return groups.flatMap(linesToBlocks);
}

/** The lines of one paragraph group: joined, except where a line opens dialogue or is a scene break. */
export function linesToBlocks(lines: readonly string[]): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const paragraph of joinLines(lines)) {
    const block = classify(paragraph);
    if (block) blocks.push(block);
  }
  return blocks;
}

function splitOnBlankLines(lines: string[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (current.length > 0) groups.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Joins wrapped lines into paragraphs; a line that opens with a dash or a quote starts a new one. */
function joinLines(group: readonly string[]): string[] {
  const paragraphs: string[] = [];
  for (const raw of group) {
    const line = raw.trim();
    if (line === '') continue;
    const last = paragraphs.length - 1;
    if (last >= 0 && !dialogueLineStart.test(line) && !sceneBreakLine.test(line)) {
      paragraphs[last] = `${paragraphs[last]} ${line}`;
    } else paragraphs.push(line);
  }
  return paragraphs;
}

function classify(paragraph: string): TextBlock | undefined {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  if (sceneBreakLine.test(text)) return { kind: 'sceneBreak', text: '' };
  if (looksLikeHeading(text)) return { kind: 'heading', text };
  return { kind: 'paragraph', text };
}

function looksLikeHeading(text: string): boolean {
  if (romanNumeral.test(text) || /^\d{1,3}\.?$/u.test(text)) return true;
  if (text.length > 60) return false;
  if (romanColonTitle.test(text) || (ordinalChapter.test(text) && text.endsWith('.'))) return true;
  if (/[.!?:;,…»«"“”]$/u.test(text)) return false;
  if (chapterWord.test(text) || ordinalChapter.test(text) || numberedTitle.test(text)) return true;
  return text === text.toUpperCase() && /\p{Lu}/u.test(text);
}
