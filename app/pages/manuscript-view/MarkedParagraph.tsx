/**
 * One paragraph with the shown findings marked: every stretch of text under a find carries its category's
 * underline (style and colour per category, css), and every find starts with a small labelled button that opens
 * its explanation (FindingPopover) — a label, so colour is never the only sign, and a button, so the keyboard and
 * a screen reader reach every find.
 */
import { memo, type ReactNode } from 'react';
import type { ViewCategory, ViewMark, ViewParagraph } from '../../../schemas/api/manuscript-view.ts';
import { categoryTexts } from './categories.ts';
import { quoted } from './FindingPopover.tsx';

interface Props {
  paragraph: ViewParagraph;
  shown: ReadonlySet<ViewCategory>;
}

/** The attribute a find's button carries: its place among the paragraph's marks (the view opens it from there). */
export const FINDING_ATTRIBUTE = 'data-finding';

export const MarkedParagraph = memo(function MarkedParagraph({ paragraph, shown }: Props) {
  const { text } = paragraph;
  const marks = paragraph.marks.filter((m) => shown.has(m.category) && m.end <= text.length && m.start < m.end);
  if (marks.length === 0) return <>{text}</>;
  // Every offset where a find starts or ends cuts the text; each piece knows the finds over it.
  const cuts = [...new Set([0, text.length, ...marks.flatMap((m) => [m.start, m.end])])].sort((a, b) => a - b);
  const out: ReactNode[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    for (const mark of marks) {
      if (mark.start !== from) continue;
      const category = categoryTexts[mark.category];
      out.push(
        <button
          key={`${mark.category}:${mark.key}:${mark.start}:${mark.end}`}
          type="button"
          className={`msv-tag msv-tag-${mark.category}`}
          aria-label={`${category.one}: »${quoted(text.slice(mark.start, mark.end))}«`}
          aria-haspopup="dialog"
          {...{ [FINDING_ATTRIBUTE]: paragraph.marks.indexOf(mark) }}
        >
          {category.label}
        </button>,
      );
    }
    const over = marks.filter((m) => m.start <= from && m.end >= to);
    const piece = text.slice(from, to);
    out.push(
      over.length === 0 ? (
        piece
      ) : (
        <span key={`p${from}`} className={classesOf(over)}>
          {piece}
        </span>
      ),
    );
  }
  return <>{out}</>;
});

/** The classes of a piece under finds: underlined when a word's find is over it (a long sentence has a background). */
function classesOf(over: readonly ViewMark[]): string {
  const categories = [...new Set(over.map((m) => m.category))];
  const underlined = categories.some((c) => c !== 'lange-saetninger');
  return [...(underlined ? ['msv-mark'] : []), ...categories.map((c) => `msv-${c}`)].join(' ');
}
