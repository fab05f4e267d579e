/** How the engine asks the app for the passages behind a figure (docs/PASSAGES.md); the app knows the subject. */
import type { PassageModel, PassagesPage } from '../../schemas/api/passages.ts';

export interface PassagesRequest {
  model: PassageModel;
  key: string;
  page: number;
}

/** Resolves with one page, or rejects with an Error whose message is the Danish reason. */
export type PassagesSource = (request: PassagesRequest) => Promise<PassagesPage>;

/**
 * The app's link from a passage to its place in the manuscript view: the address of a paragraph (its index in the
 * book) and how to go there without reloading the app.
 */
export interface PassageLink {
  href: (paragraph: number) => string;
  follow: (href: string) => void;
}

/** The key a `passages` option names in an item or a chart datum, as text (a chunk id is a number). */
export function passageKeyOf(item: unknown, keyField: string): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const value = (item as Record<string, unknown>)[keyField];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
