/**
 * 'Hent kommenteret manuskript': the author's own text as a .docx with the findings of the chosen categories as
 * Word comments (author 'Lektør'). A .docx keeps its own parts (annotate-docx.ts); a .txt or .epub becomes a clean
 * .docx with the chapter headings as Heading 1 (build-docx.ts).
 */
import { fileTypeByExtension, importManuscript } from '../import/index.ts';
import { annotateDocx } from './annotate-docx.ts';
import { buildDocx } from './build-docx.ts';
import type { CommentCategory } from './categories.ts';
import { findingsOf, type StoredPassages } from './findings.ts';

export type { CommentCategory } from './categories.ts';
export { categoryRules, commentCategories, isCommentCategory } from './categories.ts';
export type { StoredPassages } from './findings.ts';

export interface AnnotationRequest {
  bytes: Uint8Array;
  fileName: string;
  passages: StoredPassages;
  categories: readonly CommentCategory[];
  /** The comments' date (ISO 8601, no fraction); now when not given. */
  date?: string;
}

export async function annotatedManuscript(
  request: AnnotationRequest,
): Promise<{ bytes: Uint8Array; comments: number }> {
  const findings = findingsOf(request.passages, request.categories);
  const date = request.date ?? `${new Date().toISOString().slice(0, 19)}Z`;
  if (fileTypeByExtension(request.fileName) === 'DOCX') return annotateDocx(request.bytes, findings, date);
  return buildDocx(await importManuscript(request.bytes, request.fileName), findings, date);
}

/** The download's file name: the manuscript's, with ' (kommenteret).docx'. */
export function annotatedFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/u, '')} (kommenteret).docx`;
}
