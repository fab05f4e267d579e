/**
 * A rule over a word in its sentence, asked of the first word of a text with a given form: what the power-word
 * sense tests share (power-everyday, power-idioms, power-literal).
 */
import { expect } from 'vitest';
import { segmentParagraph, type Word } from '../text/document.ts';

/** `rule` asked of the first word written `form` in `text`, with its sentence's words; the form must be there. */
export function atFirstUse<T>(rule: (words: readonly Word[], index: number) => T, text: string, form: string): T {
  const sentence = segmentParagraph(text).sentences.find((s) => s.words.some((word) => word.form === form));
  expect(sentence, `"${form}" in "${text}"`).toBeDefined();
  const words = sentence!.words;
  return rule(
    words,
    words.findIndex((word) => word.form === form),
  );
}
