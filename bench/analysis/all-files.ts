/**
 * Speed and memory of the analysis (results go to docs/PERFORMANCE.md):
 *   npm run bench            every novel of ../shared/corpus/literature, then a 10,000,000-byte text
 *   npm run bench -- FILE    one file
 * Each file runs in its own Node process (bench/analysis/measure.ts) so that peak memory is per file.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusRoot, repoRoot, requireCorpusFile } from '../eval/corpus.ts';
import { writeBigText } from './big-text.ts';

const largestUpload = 10_000_000;

function measure(file: string): Record<string, unknown> {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench/analysis/measure.ts'), file], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 10_000_000,
  });
  if (child.status !== 0) return { file, error: child.stderr.trim().split('\n').slice(-3).join(' ') };
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

export function runAnalysisBench(single: string | undefined): void {
  const results: Record<string, unknown>[] = [];
  if (single) results.push(measure(single));
  else {
    const folder = requireCorpusFile(join(corpusRoot, 'literature'));
    const novels = readdirSync(folder)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .map((name) => join(folder, name));
    for (const novel of novels) {
      const result = measure(novel);
      results.push(result);
      process.stderr.write(`${JSON.stringify(result)}\n`);
    }
    const big = join(tmpdir(), 'lektor-bench-10MB.txt');
    writeBigText(novels, big, largestUpload);
    const result = measure(big);
    results.push(result);
    process.stderr.write(`${JSON.stringify(result)}\n`);
  }
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}
