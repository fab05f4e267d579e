/**
 * The fuzz runner (results go to docs/QUALITY.md):
 *   npm run fuzz -- N [--seed S] [--jobs J] [--save DIR]   N cases of run seed S (default 1), in J processes
 *   npm run fuzz -- --case kind/seed [--save DIR]           one case again, by the name a report printed
 * Each case runs in a worker thread with 512 MB of heap and 10 s of CPU (case-host.ts); the summary counts outcomes
 * per mutation kind and ends with the failing cases, then the starved ones (a busy machine gave them no core for
 * 120 s of wall clock; not failures). The exit code is 1 when any case crashed, hung or took too much memory. With --save the failing cases' bytes are written to DIR, named by case.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { CaseHost, type CaseReport, isFailure } from './case-host.ts';
import { buildCase, caseAt, type FuzzCase, parseCaseName } from './cases.ts';
import { type CaseLine, summarise } from './summary.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '1' },
    shard: { type: 'string' },
    case: { type: 'string' },
    save: { type: 'string' },
  },
});

const count = Number(positionals[0] ?? '1000');
const runSeed = Number(values.seed);
const jobs = Math.max(1, Number(values.jobs));

function lineOf(fuzzCase: FuzzCase, report: CaseReport): CaseLine {
  return {
    name: fuzzCase.name,
    kind: fuzzCase.kind,
    note: fuzzCase.note,
    fileName: fuzzCase.fileName,
    size: fuzzCase.bytes.length,
    ...report,
  };
}

function save(fuzzCase: FuzzCase): void {
  if (!values.save) return;
  mkdirSync(values.save, { recursive: true });
  const extension = /\.([a-z]+)$/iu.exec(fuzzCase.fileName.trim())?.[1] ?? 'bin';
  writeFileSync(join(values.save, `${fuzzCase.name.replace('/', '-')}.${extension}`), fuzzCase.bytes);
}

/** Runs the cases of one shard in this process; prints one JSON line per case. */
async function runShard(shard: number, shards: number): Promise<void> {
  const host = new CaseHost();
  try {
    for (let index = shard; index < count; index += shards) {
      const { kind, seed } = caseAt(runSeed, index);
      const fuzzCase = buildCase(kind, seed);
      const line = lineOf(fuzzCase, await host.run(fuzzCase.bytes, fuzzCase.fileName));
      if (isFailure(line)) save(fuzzCase);
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
  } finally {
    await host.close();
  }
}

/** Runs the shards in child processes and summarises their lines. */
async function runAll(): Promise<CaseLine[]> {
  const lines: CaseLine[] = [];
  const started = Date.now();
  const children = Array.from({ length: jobs }, (_, shard) => {
    const args = [
      '--import',
      'tsx',
      process.argv[1]!,
      String(count),
      '--seed',
      String(runSeed),
      '--shard',
      `${shard}/${jobs}`,
    ];
    if (values.save) args.push('--save', values.save);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as CaseLine;
      lines.push(line);
      if (isFailure(line))
        process.stderr.write(`${line.outcome.toUpperCase()} ${line.name} (${line.note}): ${line.detail}\n`);
      else if (line.starved)
        process.stderr.write(
          `STARVED ${line.name} (${line.note}): ${line.outcome}, ${Math.round(line.ms / 1000)} s wall\n`,
        );
      if (lines.length % 100 === 0)
        process.stderr.write(`${lines.length}/${count} cases, ${Math.round((Date.now() - started) / 1000)} s\n`);
    });
    return new Promise<void>((resolve, reject) =>
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`shard ${shard} exited with ${code}`)))),
    );
  });
  await Promise.all(children);
  return lines;
}

if (values.case) {
  const { kind, seed } = parseCaseName(values.case);
  const fuzzCase = buildCase(kind, seed);
  const host = new CaseHost();
  const line = lineOf(fuzzCase, await host.run(fuzzCase.bytes, fuzzCase.fileName));
  await host.close();
  save(fuzzCase);
  process.stdout.write(`${JSON.stringify(line, null, 2)}\n`);
  process.exitCode = isFailure(line) ? 1 : 0;
} else if (values.shard) {
  const [shard, shards] = values.shard.split('/').map(Number);
  await runShard(shard!, shards!);
} else {
  const started = Date.now();
  const lines = await runAll();
  const summary = summarise(lines, {
    command: `npm run fuzz -- ${count} --seed ${runSeed} --jobs ${jobs}`,
    seconds: (Date.now() - started) / 1000,
  });
  process.stdout.write(summary.text);
  process.exitCode = summary.failures > 0 ? 1 : 0;
}
