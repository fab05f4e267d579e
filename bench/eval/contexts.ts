/** The places a word stands in a book, for a person to judge: sentences spread over the book, cut around the word. */
import type { Paragraph } from '../../analysis/text/document.ts';

/**
 * Up to `most` sentences matching `pattern` from `paragraphs` taken evenly over them (every n-th paragraph), each
 * cut to `before` characters before the match and 70 after, on one line.
 */
export function spreadContexts(paragraphs: readonly Paragraph[], pattern: RegExp, most: number, before: number) {
  const step = Math.max(1, Math.floor(paragraphs.length / most));
  return paragraphs
    .filter((_, i) => i % step === 0)
    .flatMap((p) => p.sentences.map((s) => s.text))
    .filter((s) => pattern.test(s))
    .slice(0, most)
    .map((s) => {
      const at = s.search(pattern);
      return s.slice(Math.max(0, at - before), at + 70).replace(/\s+/gu, ' ');
    });
}
