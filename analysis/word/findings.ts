/**
 * The stored passages of a revision (schemas/passages.ts) as findings to comment: per chosen category, every
 * stored place with marked words, in the order of the book.
 */
import type { ModelPassages } from '../../schemas/passages.ts';
import { placeWidth } from '../../schemas/passages.ts';
import { type CommentCategory, categoryRules } from './categories.ts';

export interface Finding {
  /** The paragraph's index among the analysed paragraphs (headings and empty paragraphs not counted). */
  paragraph: number;
  sentence: string;
  /** The marked words' offsets in the sentence. */
  start: number;
  end: number;
  comment: string;
}

export type StoredPassages = Partial<Record<string, ModelPassages>>;

export function findingsOf(passages: StoredPassages, categories: readonly CommentCategory[]): Finding[] {
  const findings: Finding[] = [];
  for (const category of categories) {
    const rule = categoryRules[category];
    const stored = passages[rule.model];
    if (!stored) continue;
    for (const [key, { at }] of Object.entries(stored.keys)) {
      if (rule.skip?.(key)) continue;
      const comment = rule.advice(key);
      for (let i = 0; i + placeWidth <= at.length; i += placeWidth) {
        const [sentence, start, end, paragraph] = at.slice(i, i + 4) as [number, number, number, number];
        const text = stored.sentences[sentence];
        if (text === undefined || end <= start) continue;
        findings.push({ paragraph, sentence: text, start, end, comment });
      }
    }
  }
  return findings.sort((a, b) => a.paragraph - b.paragraph);
}

/**
 * Places a paragraph's findings by finding their sentence in its text; a sentence not found is left out. Any
 * finding with a sentence and offsets in it (the manuscript view's marks too) comes back with the paragraph's offsets.
 */
export function placeInParagraph<F extends { sentence: string; start: number; end: number }>(
  text: string,
  findings: readonly F[],
): F[] {
  const placed: F[] = [];
  for (const finding of findings) {
    const at = text.indexOf(finding.sentence);
    if (at < 0) continue;
    placed.push({ ...finding, start: at + finding.start, end: at + finding.end });
  }
  return placed;
}

/** Findings grouped by paragraph index. */
export function byParagraph(findings: readonly Finding[]): Map<number, Finding[]> {
  const map = new Map<number, Finding[]>();
  for (const finding of findings) {
    const list = map.get(finding.paragraph);
    if (list) list.push(finding);
    else map.set(finding.paragraph, [finding]);
  }
  return map;
}
