/**
 * What the models' tests share: the dictionary loaded before a file's tests, a book of segmented paragraphs, the
 * names of a list, and the occurrences of one name in it.
 */
import { beforeAll } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';

/** Loads the dictionary once before the file's tests, so that a busy machine does not time out the first one. */
export function warmBeforeAll(timeoutMs = 60_000): void {
  beforeAll(() => {
    warmLexicons();
  }, timeoutMs);
}

/** Each text one segmented paragraph. */
export const book = (...texts: string[]) => texts.map((text) => segmentParagraph(text));

export const names = (entries: readonly { name: string }[]) => entries.map((entry) => entry.name);

export const occurrences = (entries: readonly { name: string; occurrences?: number }[], name: string) =>
  entries.find((entry) => entry.name === name)?.occurrences;
