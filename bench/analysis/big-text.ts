/** Builds a text file of exactly `bytes` bytes (UTF-8) by repeating the given novels, cut at a paragraph. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusRoot, requireCorpusFile } from '../eval/corpus.ts';

export function writeBigText(sources: readonly string[], target: string, bytes: number): void {
  const texts = sources.map((source) => readFileSync(source, 'utf8'));
  const parts: Buffer[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const chunk = Buffer.from(`${texts[i % texts.length]}\n\n`, 'utf8');
    parts.push(chunk);
    size += chunk.length;
  }
  let whole = Buffer.concat(parts).subarray(0, bytes);
  const lastBreak = whole.lastIndexOf('\n\n');
  const padding = bytes - lastBreak;
  whole = Buffer.concat([whole.subarray(0, lastBreak), Buffer.alloc(padding, 0x20)]);
  writeFileSync(target, whole);
}

/** The 10,000,000-byte text of the benches: the novels of ../shared/corpus/literature, in the temp folder. */
export function writeCorpusBigText(bytes = 10_000_000): string {
  const folder = requireCorpusFile(join(corpusRoot, 'literature'));
  const novels = readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => join(folder, name));
  const target = join(tmpdir(), 'lektor-bench-10MB.txt');
  writeBigText(novels, target, bytes);
  return target;
}
