/**
 * Comments added to the author's own .docx: word/document.xml gets a comment range and reference around the marked
 * words (a run is split where a mark falls inside it, its formatting copied), word/comments.xml the comments, and
 * [Content_Types].xml and word/_rels/document.xml.rels the comments part when it was not there. Every other part is
 * written back byte for byte; existing comments, tables, notes, tracked changes and pictures stay as they were.
 *
 * The paragraphs are read exactly as the import reads them (analysis/import/docx.ts): every w:p, its text from the
 * t elements, line breaks, tabs and non-breaking hyphens, deleted text and field codes left out, headings by style
 * or outline level; each w:p's text is cut into blocks by the same function, so a finding's paragraph index points
 * at the same text the analysis saw.
 */
import { Parser } from 'htmlparser2';
import { ManuscriptError } from '../errors.ts';
import {
  docxDocumentEntry,
  headingStyleIds,
  isHeadingParagraph,
  isOutlineHeading,
  skippedElements,
} from '../import/docx.ts';
import { MAX_MARKUP_DEPTH } from '../import/markup.ts';
import { linesToBlocks } from '../import/txt.ts';
import { readZip } from '../import/zip.ts';
import { byParagraph, type Finding, placeInParagraph } from './findings.ts';
import {
  commentElement,
  commentsPart,
  emptyDocumentRels,
  insertBeforeClose,
  mainNamespace,
  rangeEnd,
  rangeStart,
  type WordComment,
  withCommentsContentType,
  withCommentsRelationship,
} from './ooxml.ts';
import { collapsed, isAnalysedParagraph } from './paragraph-map.ts';
import { writeZip, type ZipEntry } from './zip-writer.ts';

const commentsEntry = 'word/comments.xml';
const relsEntry = 'word/_rels/document.xml.rels';
const typesEntry = '[Content_Types].xml';

export interface Annotated {
  bytes: Uint8Array;
  /** Comments written. */
  comments: number;
}

interface Run {
  start: number;
  end: number;
  rPr: string;
  rPrStart: number;
  /** The paragraph text's length where the run opens and closes. */
  textOpen: number;
  textClose: number;
}

/** A w:t of a w:r: where its text lies in the paragraph's text and in the XML. */
interface TextPiece {
  run: Run;
  from: number;
  to: number;
  tagStart: number;
  tagEnd: number;
  innerStart: number;
  /** For each decoded character, its offset in the raw XML text (and one past the end). */
  rawOffsets: number[];
}

interface OpenParagraph {
  text: string;
  style: string;
  outline: boolean;
  pieces: TextPiece[];
}

interface Edit {
  at: number;
  end: number;
  rank: number;
  text: string;
}

export async function annotateDocx(bytes: Uint8Array, findings: readonly Finding[], date: string): Promise<Annotated> {
  const { names, kept } = await readZip(bytes, (name) => !name.endsWith('/'));
  const documentBytes = kept.get(docxDocumentEntry);
  if (!documentBytes) throw new ManuscriptError('MISSING_CONTENT', 'docx without word/document.xml');
  const document = documentBytes.toString('utf8');
  if (!document.includes(`xmlns:w="${mainNamespace}"`)) {
    throw new ManuscriptError('CORRUPT_FILE', 'document.xml without the WordprocessingML namespace as w');
  }
  const oldComments = kept.get(commentsEntry)?.toString('utf8');
  let nextId = Math.max(maxId(document), oldComments ? maxId(oldComments) : -1) + 1;
  const comments: WordComment[] = [];
  const edits: Edit[] = [];
  const preserved = new Set<TextPiece>();

  const place = (paragraph: OpenParagraph, start: number, end: number, comment: string) => {
    const from = boundary(paragraph, start, 'start');
    const to = boundary(paragraph, end, 'end');
    if (!from || !to) return;
    const id = nextId++;
    comments.push({ id, text: comment });
    for (const [point, rank, mark] of [
      [from, 1, rangeStart(id)],
      [to, 0, rangeEnd(id)],
    ] as const) {
      if (point.piece) {
        preserved.add(point.piece);
        const text = `</w:t></w:r>${mark}<w:r>${point.piece.run.rPr}<w:t xml:space="preserve">`;
        edits.push({ at: point.at, end: point.at, rank, text });
      } else edits.push({ at: point.at, end: point.at, rank, text: mark });
    }
  };

  const headingStyles = headingStyleIds(kept.get('word/styles.xml') ?? '');
  const wanted = byParagraph(findings);
  let paragraphIndex = 0;
  const closeParagraph = (paragraph: OpenParagraph) => {
    if (paragraph.text.trim() === '') return;
    if (isHeadingParagraph(paragraph.style, paragraph.outline, headingStyles)) return;
    let source: ReturnType<typeof collapsed> | undefined;
    let cursor = 0;
    for (const block of linesToBlocks(paragraph.text.split('\n'))) {
      if (!isAnalysedParagraph(block)) continue;
      const found = wanted.get(paragraphIndex++);
      if (!found) continue;
      source ??= collapsed(paragraph.text);
      const blockAt = source.text.indexOf(block.text, cursor);
      if (blockAt < 0) continue;
      cursor = blockAt + block.text.length;
      for (const mark of placeInParagraph(block.text, found)) {
        const first = source.offsets[blockAt + mark.start];
        const last = source.offsets[blockAt + mark.end - 1];
        if (first === undefined || last === undefined) continue;
        place(paragraph, first, last + 1, mark.comment);
      }
    }
  };

  scanParagraphs(document, closeParagraph);
  for (const piece of preserved) {
    edits.push({ at: piece.tagStart, end: piece.tagEnd, rank: -1, text: '<w:t xml:space="preserve">' });
  }

  const changed = new Map<string, string>();
  if (comments.length > 0) {
    changed.set(docxDocumentEntry, applyEdits(document, edits));
    const elements = comments.map((comment) => commentElement(comment, date)).join('');
    changed.set(
      commentsEntry,
      oldComments ? insertBeforeClose(oldComments, '</w:comments>', elements) : commentsPart(comments, date),
    );
    if (!oldComments) {
      const types = kept.get(typesEntry)?.toString('utf8');
      if (!types) throw new ManuscriptError('MISSING_CONTENT', 'docx without [Content_Types].xml');
      changed.set(typesEntry, withCommentsContentType(types));
      changed.set(relsEntry, withCommentsRelationship(kept.get(relsEntry)?.toString('utf8') ?? emptyDocumentRels));
    }
  }
  const entries: ZipEntry[] = [];
  const written = new Set<string>();
  for (const name of names) {
    const data = kept.get(name);
    if (!data || written.has(name)) continue;
    written.add(name);
    const text = changed.get(name);
    entries.push({ name, data: text === undefined ? data : Buffer.from(text, 'utf8') });
  }
  for (const [name, text] of changed) if (!written.has(name)) entries.push({ name, data: Buffer.from(text, 'utf8') });
  return { bytes: writeZip(entries), comments: comments.length };
}

/** Where a mark at a text offset goes: before or after a whole run, or inside a piece of text (split there). */
function boundary(
  paragraph: OpenParagraph,
  offset: number,
  side: 'start' | 'end',
): { at: number; piece?: TextPiece } | undefined {
  const piece = paragraph.pieces.find((p) =>
    side === 'start' ? p.from <= offset && offset < p.to : p.from < offset && offset <= p.to,
  );
  if (!piece) return undefined;
  if (side === 'start' && offset === piece.run.textOpen) return { at: piece.run.start };
  if (side === 'end' && offset === piece.run.textClose) return { at: piece.run.end };
  return { at: piece.innerStart + piece.rawOffsets[offset - piece.from]!, piece };
}

function applyEdits(xml: string, edits: Edit[]): string {
  edits.sort((a, b) => a.at - b.at || a.rank - b.rank);
  const out: string[] = [];
  let at = 0;
  for (const edit of edits) {
    out.push(xml.slice(at, edit.at), edit.text);
    at = Math.max(at, edit.end);
  }
  out.push(xml.slice(at));
  return out.join('');
}

function maxId(xml: string): number {
  let max = -1;
  for (const match of xml.matchAll(/\bw:id="(\d+)"/g)) max = Math.max(max, Number(match[1]));
  return max;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text decoded, with each decoded character's offset in the raw text. */
export function decodeWithOffsets(raw: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  const pattern = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/giu;
  let at = 0;
  for (const match of raw.matchAll(pattern)) {
    for (let i = at; i < match.index; i++) {
      text += raw[i];
      offsets.push(i);
    }
    const name = match[1]!;
    const decoded =
      name[0] === '#'
        ? String.fromCodePoint(
            name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
          )
        : entities[name.toLowerCase()]!;
    for (let i = 0; i < decoded.length; i++) offsets.push(match.index);
    text += decoded;
    at = match.index + match[0].length;
  }
  for (let i = at; i < raw.length; i++) {
    text += raw[i];
    offsets.push(i);
  }
  offsets.push(raw.length);
  return { text, offsets };
}

/** Walks document.xml as the import does, handing each w:p to `close` when it ends (inner ones first). */
function scanParagraphs(xml: string, close: (paragraph: OpenParagraph) => void): void {
  const open: OpenParagraph[] = [];
  const runs: Run[] = [];
  const stack: string[] = [];
  let skipDepth = 0;
  let textOpenedAt = -1;
  let textTag = { start: 0, end: 0 };
  const append = (text: string) => {
    const paragraph = open.at(-1);
    if (paragraph && skipDepth === 0) paragraph.text += text;
  };
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (stack.length >= MAX_MARKUP_DEPTH) {
          throw new ManuscriptError('CORRUPT_FILE', `markup nested deeper than ${MAX_MARKUP_DEPTH} elements`);
        }
        const parent = stack.at(-1);
        stack.push(name);
        const local = name.slice(name.indexOf(':') + 1);
        if (skippedElements.has(local)) skipDepth++;
        else if (local === 'p') open.push({ text: '', style: '', outline: false, pieces: [] });
        else if (local === 't') {
          textOpenedAt = parser.endIndex + 1;
          textTag = { start: parser.startIndex, end: parser.endIndex + 1 };
        } else if (local === 'br' || local === 'cr') append('\n');
        else if (local === 'tab') append(' ');
        else if (local === 'noBreakHyphen') append('-');
        else if (local === 'pStyle' && open.length > 0)
          open.at(-1)!.style = attributes['w:val'] ?? attributes.val ?? '';
        else if (local === 'outlineLvl' && open.length > 0 && isOutlineHeading(attributes)) open.at(-1)!.outline = true;
        if (name === 'w:r') {
          runs.push({
            start: parser.startIndex,
            end: -1,
            rPr: '',
            rPrStart: -1,
            textOpen: textLength(),
            textClose: -1,
          });
        } else if (name === 'w:rPr' && parent === 'w:r' && runs.length > 0) runs.at(-1)!.rPrStart = parser.startIndex;
      },
      onclosetag(name) {
        stack.pop();
        const local = name.slice(name.indexOf(':') + 1);
        const selfClosing = parser.startIndex === textTag.start && local === 't';
        if (skippedElements.has(local)) skipDepth = Math.max(0, skipDepth - 1);
        else if (local === 't' && textOpenedAt >= 0 && !selfClosing) {
          const raw = xml.slice(textOpenedAt, parser.startIndex);
          const { text, offsets } = decodeWithOffsets(raw);
          const paragraph = open.at(-1);
          const from = textLength();
          append(text);
          const run = runs.at(-1);
          if (paragraph && skipDepth === 0 && name === 'w:t' && stack.at(-1) === 'w:r' && run) {
            paragraph.pieces.push({
              run,
              from,
              to: from + text.length,
              tagStart: textTag.start,
              tagEnd: textTag.end,
              innerStart: textOpenedAt,
              rawOffsets: offsets,
            });
          }
          textOpenedAt = -1;
        } else if (local === 't') textOpenedAt = -1;
        else if (local === 'p') {
          const paragraph = open.pop();
          if (paragraph) close(paragraph);
        }
        if (name === 'w:r') {
          const run = runs.pop();
          if (run) {
            run.end = parser.endIndex + 1;
            run.textClose = textLength();
          }
        } else if (name === 'w:rPr' && stack.at(-1) === 'w:r' && runs.at(-1)?.rPrStart !== undefined) {
          const run = runs.at(-1)!;
          if (run.rPrStart >= 0) run.rPr = xml.slice(run.rPrStart, parser.endIndex + 1);
        }
      },
    },
    { xmlMode: true, decodeEntities: false },
  );
  function textLength() {
    return open.at(-1)?.text.length ?? 0;
  }
  parser.write(xml);
  parser.end();
}
