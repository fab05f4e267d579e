/**
 * Measures one manuscript file through the whole analysis pipeline (import → segmentation → every model →
 * schema validation) in this process, after loading the lexicons once: a cold run, then a warm run of the same
 * file. Prints one JSON line:
 *   node --import tsx bench/analysis/measure.ts FILE
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { analyseManuscript } from '../../analysis/index.ts';
import { warmLexicons } from '../../analysis/lexicons/warm.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: measure.ts FILE\n');
  process.exit(2);
}
const loadStart = performance.now();
warmLexicons();
const lexiconMs = performance.now() - loadStart;
const bytes = readFileSync(file);

/** One full analysis, timed by the wall clock and by this process's CPU time. */
async function timedRun() {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  // Each stage's time: from its progress report to the next one.
  const stageMs: Record<string, number> = {};
  let stage = '';
  let stageStart = start;
  const onProgress = (next: string) => {
    const now = performance.now();
    if (stage) stageMs[stage] = (stageMs[stage] ?? 0) + now - stageStart;
    stage = next;
    stageStart = now;
  };
  const items = await analyseManuscript({ bytes, fileName: basename(file!) }, { onProgress });
  const wallMs = performance.now() - start;
  onProgress('');
  const cpu = process.cpuUsage(cpuStart);
  const legibility = items.find((item) => item.model === 'Legibility' && item.section === 'global')?.content as {
    number_of_words: number;
  };
  return { words: legibility.number_of_words, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, stageMs };
}

// The first run pays for compiling the code (a fresh worker); the second is what a worker does from then on.
const cold = await timedRun();
const warm = await timedRun();
const perSecond = (words: number, ms: number) => Math.round(words / (ms / 1000));
process.stdout.write(
  `${JSON.stringify({
    file: basename(file),
    bytes: bytes.length,
    words: warm.words,
    lexicon_load_ms: Math.round(lexiconMs),
    cold_ms: Math.round(cold.wallMs),
    cold_words_per_second: perSecond(cold.words, cold.wallMs),
    warm_ms: Math.round(warm.wallMs),
    warm_words_per_second: perSecond(warm.words, warm.wallMs),
    warm_words_per_cpu_second: perSecond(warm.words, warm.cpuMs),
    warm_stage_ms: Object.fromEntries(Object.entries(warm.stageMs).map(([name, ms]) => [name, Math.round(ms)])),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}\n`,
);
