/**
 * Per-paragraph and per-sentence results computed once and shared by the global and the parts sections and by
 * the models that need the same facts (the tense of each word is used by Tense and ShowingTelling).
 */
import type { Paragraph, Sentence } from '../text/document.ts';

export function memoised<K extends object, T>(compute: (key: K) => T): (key: K) => T {
  const cache = new WeakMap<K, T>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as T;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

export type ParagraphFact<T> = (paragraph: Paragraph) => T;
export type SentenceFact<T> = (sentence: Sentence) => T;
