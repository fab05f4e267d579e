/**
 * Time of 'Hent kommenteret manuskript' for a novel: the analysis (with passages) once, then the annotated .docx
 * made RUNS times from the .txt (a clean .docx) and from a .docx of the same text (comments added in place).
 * Prints medians of wall and CPU time, the size and the comments. With python-docx importable, the result is also
 * opened by it (a second reader).
 *
 *   npx tsx bench/word/annotate.ts ../shared/corpus/library/texts/h-c-andersen-improvisatoren-1835.txt 5
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { textToBlocks } from '../../analysis/import/txt.ts';
import { analyseManuscriptWithPassages } from '../../analysis/index.ts';
import { buildDocx } from '../../analysis/word/build-docx.ts';
import { annotatedManuscript, commentCategories, type StoredPassages } from '../../analysis/word/index.ts';

const [file, runsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: annotate.ts FILE.txt [RUNS]');
const runs = Number(runsArg ?? 5);
const txt = readFileSync(file);
const { passages } = await analyseManuscriptWithPassages(
  { bytes: txt, fileName: 'novel.txt' },
  { maxBytes: 4_000_000 },
);
const docx = buildDocx(textToBlocks(new TextDecoder().decode(txt)), [], '2026-01-01T00:00:00Z').bytes;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [fileName, bytes] of [
  ['novel.txt', txt],
  ['novel.docx', docx],
] as const) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let result: { bytes: Uint8Array; comments: number } = { bytes: new Uint8Array(), comments: 0 };
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    result = await annotatedManuscript({
      bytes,
      fileName,
      passages: passages as StoredPassages,
      categories: commentCategories,
    });
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `${fileName}: wall ${median(wall).toFixed(0)} ms, CPU ${median(cpu).toFixed(0)} ms (median of ${runs}), ${result.bytes.length} bytes, ${result.comments} comments`,
  );
  const out = join(tmpdir(), `lektor-annotated-${process.pid}.docx`);
  writeFileSync(out, result.bytes);
  try {
    const read = execFileSync(
      'python3',
      [
        '-c',
        'import sys, docx; d = docx.Document(sys.argv[1]); print(len(d.paragraphs), "paragraphs,", len(list(d.comments)) if hasattr(d, "comments") else "?", "comments (python-docx)")',
        out,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    console.log(`  second reader: ${read.trim()}`);
  } catch {
    console.log('  second reader: python-docx not importable here, not checked');
  } finally {
    rmSync(out, { force: true });
  }
}
