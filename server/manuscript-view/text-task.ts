/**
 * Runs inside a text worker thread of the manuscript view: imports the revision's file the way the analysis does
 * (the same blocks, the same analysed paragraphs: analysis/word/paragraph-map.ts) and places every stored finding
 * in its paragraph. The main thread then only slices pages out of the result.
 */
import { ManuscriptError } from '../../analysis/errors.ts';
import { importManuscript } from '../../analysis/import/index.ts';
import { placeInParagraph } from '../../analysis/word/findings.ts';
import { isAnalysedParagraph } from '../../analysis/word/paragraph-map.ts';
import type { ViewCategory, ViewMark } from '../../schemas/api/manuscript-view.ts';
import { type ModelPassages, placeWidth } from '../../schemas/passages.ts';
import { viewCategoryRules } from './categories.ts';

export interface TextRequest {
  bytes: Uint8Array;
  fileName: string;
  passages: Partial<Record<string, ModelPassages>>;
}

export interface ReadParagraph {
  text: string;
  heading?: string;
  sceneBreak?: boolean;
  marks: ViewMark[];
}

export type TextResult =
  | { ok: true; paragraphs: ReadParagraph[]; counts: Partial<Record<ViewCategory, number>> }
  | { ok: false; message: string };

interface Found extends ViewMark {
  sentence: string;
}

export async function readText(request: TextRequest): Promise<TextResult> {
  try {
    const blocks = await importManuscript(request.bytes, request.fileName);
    const found = foundByParagraph(request.passages);
    const paragraphs: ReadParagraph[] = [];
    const counts: Partial<Record<ViewCategory, number>> = {};
    let heading: string | undefined;
    let sceneBreak = false;
    for (const block of blocks) {
      if (block.kind === 'heading') {
        if (block.text.trim() !== '') heading = heading === undefined ? block.text : `${heading} · ${block.text}`;
        continue;
      }
      if (block.kind === 'sceneBreak') {
        sceneBreak = true;
        continue;
      }
      if (!isAnalysedParagraph(block)) continue;
      const here = found.get(paragraphs.length) ?? [];
      const paragraph: ReadParagraph = { text: block.text, marks: [] };
      for (const { category, key, start, end } of placeInParagraph(block.text, here)) {
        paragraph.marks.push({ category, key, start, end });
        counts[category] = (counts[category] ?? 0) + 1;
      }
      paragraph.marks.sort((a, b) => a.start - b.start || b.end - a.end);
      if (heading !== undefined) paragraph.heading = heading;
      if (sceneBreak) paragraph.sceneBreak = true;
      heading = undefined;
      sceneBreak = false;
      paragraphs.push(paragraph);
    }
    return { ok: true, paragraphs, counts };
  } catch (error) {
    if (error instanceof ManuscriptError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Every stored place with marked words, by paragraph index, with its category and shown key. */
function foundByParagraph(passages: TextRequest['passages']): Map<number, Found[]> {
  const byParagraph = new Map<number, Found[]>();
  for (const [category, rule] of Object.entries(viewCategoryRules) as [
    ViewCategory,
    typeof viewCategoryRules.klicheer,
  ][]) {
    const stored = passages[rule.model];
    if (!stored) continue;
    for (const [storedKey, { at }] of Object.entries(stored.keys)) {
      const key = rule.shown(storedKey);
      if (key === undefined) continue;
      for (let i = 0; i + placeWidth <= at.length; i += placeWidth) {
        const [sentenceId, start, end, paragraph] = at.slice(i, i + 4) as [number, number, number, number];
        const sentence = stored.sentences[sentenceId];
        if (sentence === undefined || end <= start) continue;
        const list = byParagraph.get(paragraph) ?? [];
        if (list.length === 0) byParagraph.set(paragraph, list);
        list.push({ sentence, start, end, category, key });
      }
    }
  }
  return byParagraph;
}
