/**
 * The hostile shapes of issue 32 as a mutation: Danish text (so the language check lets them by) around runs that
 * made the work of one upload grow faster than its length, or analysed garbage "done": one glued word of up to
 * 200,000 characters between two halves of Danish prose, a file of one word of up to 10,000,000 characters, prose
 * with every word glued to its neighbours, every word stretched to hundreds of letters, and a sentence of up to
 * 200,000 words without an end. Each must end within the case's 10 s as a result or a Danish refusal.
 */
import { type MutatedFile, utf8 } from './mutation.ts';
import type { Random } from './random.ts';
import { chaptersToText, seedChapters } from './seeds.ts';

const hostileVariants = [
  'glued-word-in-prose',
  'one-word-file',
  'glued-prose',
  'stretched-words',
  'endless-sentence',
] as const;

export function hostileText(random: Random): MutatedFile {
  const text = chaptersToText(seedChapters(random));
  const words = text.split(/\s+/u).filter(Boolean);
  const letters = words.map((word) => word.replace(/[^\p{L}]/gu, '')).filter(Boolean);
  const variant = random.pick(hostileVariants);
  const n = (max: number) => random.int(Math.floor(max / 10), max);
  const half = Math.floor(text.length / 2);
  const glued = (length: number) =>
    letters
      .join('')
      .repeat(Math.ceil(length / letters.join('').length))
      .slice(0, length);
  const shapes: Record<(typeof hostileVariants)[number], () => string> = {
    'glued-word-in-prose': () => `${text.slice(0, half)} ${glued(n(200_000))} ${text.slice(half)}`,
    'one-word-file': () => glued(n(10_000_000)),
    'glued-prose': () => text.replace(/\s+/gu, ''),
    'stretched-words': () => text.replace(/\p{L}+/gu, (word) => word.repeat(random.int(20, 200))),
    'endless-sentence': () =>
      `${text.slice(0, half)} ${Array.from({ length: n(200_000) }, () => random.pick(letters).toLowerCase()).join(' ')} ${text.slice(half)}`,
  };
  return { fileName: 'manuskript.txt', bytes: utf8(shapes[variant]()), note: variant };
}
