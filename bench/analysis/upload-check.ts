/**
 * What the upload request's full check costs (server/manuscripts/upload-check.ts runs it in a thread): the whole
 * import of a file (analysis/import checkImport), timed cold and warm in this process, for a file or (without an
 * argument) the 10,000,000-byte text of ../shared/corpus/literature as .txt, .docx and .epub.
 * Results go to docs/PERFORMANCE.md.
 *   node --import tsx bench/analysis/upload-check.ts [FILE]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { checkImport } from '../../analysis/import/index.ts';
import { buildDocx, buildEpub, chaptersOf } from '../../tests/fixtures/manuscripts/generate.ts';
import { writeCorpusBigText } from './big-text.ts';

function bigFiles(): { name: string; bytes: Uint8Array }[] {
  const text = readFileSync(writeCorpusBigText());
  const chapters = chaptersOf(text.toString('utf8'));
  return [
    { name: '10MB.txt', bytes: new Uint8Array(text) },
    { name: '10MB.docx', bytes: buildDocx(chapters) },
    { name: '10MB.epub', bytes: buildEpub('10MB', chapters) },
  ];
}

const files = process.argv[2]
  ? [{ name: basename(process.argv[2]), bytes: new Uint8Array(readFileSync(process.argv[2])) }]
  : bigFiles();
for (const { name, bytes } of files) {
  const runs: number[] = [];
  let characters = 0;
  for (let run = 0; run < 2; run++) {
    const start = performance.now();
    characters = await checkImport(bytes, name);
    runs.push(Math.round(performance.now() - start));
  }
  process.stdout.write(
    `${JSON.stringify({ file: name, bytes: bytes.length, characters, cold_ms: runs[0], warm_ms: runs[1], peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
  );
}
