/**
 * A deterministic Danish test manuscript with counts known by construction: every word is letters only,
 * every sentence ends with a full stop, so words, sentences and long words (more than 6 letters) can be
 * counted independently of the product's analyser.
 */
const shortWords = [
  'han',
  'hun',
  'gik',
  'sad',
  'ved',
  'det',
  'var',
  'en',
  'og',
  'så',
  'hus',
  'vej',
  'båd',
  'sø',
  'lys',
];
const longWords = ['stille', 'efteråret', 'vinduerne', 'landevejen', 'fiskerbåden', 'børnene', 'skoven', 'tankerne'];
const openers = ['Om', 'Da', 'Så', 'Hun', 'Han', 'Ærligt', 'Østpå', 'Åen'];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface TestManuscript {
  text: string;
  sentences: number;
  words: number;
  longWords: number;
}

export function danishManuscript(paragraphs: number, seed = 7): TestManuscript {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const out: string[] = [];
  for (let p = 0; p < paragraphs; p++) {
    const sentences: string[] = [];
    const count = 2 + Math.floor(next() * 4);
    for (let s = 0; s < count; s++) {
      const length = 4 + Math.floor(next() * 14);
      const words = [pick(openers)];
      for (let w = 1; w < length; w++) words.push(next() < 0.3 ? pick(longWords) : pick(shortWords));
      sentences.push(`${words.join(' ')}.`);
    }
    out.push(sentences.join(' '));
  }
  const text = out.join('\n\n');
  return { text, ...countText(text) };
}

/** Counts as the spec defines them: words, sentences (full stops), long words (more than 6 letters). */
export function countText(text: string): Omit<TestManuscript, 'text'> {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  return {
    words: words.length,
    sentences: (text.match(/\./g) ?? []).length,
    longWords: words.filter((w) => [...w].length > 6).length,
  };
}

export function lix({ words, sentences, longWords }: Omit<TestManuscript, 'text'>): number {
  return words / sentences + (100 * longWords) / words;
}

/** The short crime story the content editor tests have an author upload (their charts draw from its data). */
export const fyret = {
  title: 'Fyret ved Hanstholm',
  fileName: 'fyret.txt',
  text: danishManuscript(30, 7).text,
  genre: 'Krimi',
};
