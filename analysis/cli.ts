/**
 * npm run analyse -- FILE [--models Legibility,Tense] [--no-passages] [--one-thread | --two-threads]
 * Prints the revision data of FILE as JSON on stdout (nothing else); progress, the size of the passages recorded
 * as the server records them (docs/PASSAGES.md) and errors go to stderr. With passages, when a core is idle, a
 * second thread runs about half of the models (cli-threads.ts); `--one-thread` and `--two-threads` decide instead.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type ModelName, modelNames } from '../schemas/models/index.ts';
import { isShareThread, secondThreadModels, secondThreadWorthIt, serveShare, startShare } from './cli-threads.ts';
import {
  analysedModels,
  analyseManuscript,
  analyseManuscriptSplit,
  analyseManuscriptWithPassages,
  defaultPassagesMaxBytes,
  isManuscriptError,
} from './index.ts';

/** A mistake in the command line: said in one line with the usage, without a stack trace. */
class UsageError extends Error {}

interface Arguments {
  file: string;
  models?: ModelName[];
  passages: boolean;
  /** One or two threads; undefined: two when a core is idle. */
  threads?: 1 | 2;
}

function parseArguments(argv: string[]): Arguments {
  let file: string | undefined;
  let models: ModelName[] | undefined;
  let passages = true;
  let threads: 1 | 2 | undefined;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    if (argument === '--no-passages') passages = false;
    else if (argument === '--one-thread') threads = 1;
    else if (argument === '--two-threads') threads = 2;
    else if (argument === '--models') models = parseModels(argv[++i] ?? '');
    else if (argument.startsWith('--models=')) models = parseModels(argument.slice('--models='.length));
    else if (!file) file = argument;
  }
  if (!file)
    throw new UsageError(
      'usage: npm run analyse -- FILE [--models Legibility,Tense] [--no-passages] [--one-thread | --two-threads]',
    );
  return { file, passages, ...(models ? { models } : {}), ...(threads ? { threads } : {}) };
}

function parseModels(list: string): ModelName[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(modelNames as readonly string[]).includes(name)) {
      throw new UsageError(`unknown model '${name}'; the models are ${modelNames.join(', ')}`);
    }
  }
  return names as ModelName[];
}

/** The file's bytes; a file that cannot be read is a mistake in the command line too. */
function readInput(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new UsageError(`cannot read the file: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let stopSecondThread = () => {};

async function main(): Promise<void> {
  const { file, models, passages, threads } = parseArguments(process.argv.slice(2));
  const bytes = readInput(file);
  const started = performance.now();
  const input = { bytes, fileName: basename(file) };
  const options = {
    ...(models ? { models } : {}),
    onProgress: (stage: string, fraction: number) => process.stderr.write(`${stage} ${Math.round(fraction * 100)}%\n`),
  };
  let items: Awaited<ReturnType<typeof analyseManuscript>>;
  const limits = { maxBytes: defaultPassagesMaxBytes };
  const wanted = models ?? [...analysedModels];
  if (passages) {
    let analysis: Awaited<ReturnType<typeof analyseManuscriptWithPassages>>;
    if (secondThreadWorthIt(wanted, threads)) {
      const second = startShare(process.argv[1]!, input, wanted);
      stopSecondThread = second.stop;
      analysis = await analyseManuscriptSplit(input, limits, options, {
        models: secondThreadModels,
        share: second.share,
      });
    } else {
      analysis = await analyseManuscriptWithPassages(input, limits, options);
    }
    items = analysis.items;
    process.stderr.write(`passages: ${Buffer.byteLength(JSON.stringify(analysis.passages))} bytes\n`);
  } else {
    items = await analyseManuscript(input, options);
  }
  process.stderr.write(`done in ${Math.round(performance.now() - started)} ms\n`);
  process.stdout.write(`${JSON.stringify(items)}\n`);
}

if (isShareThread()) await serveShare();
else
  await main().catch((error: unknown) => {
    stopSecondThread();
    if (isManuscriptError(error)) process.stderr.write(`${error.code}: ${error.message}\n`);
    else if (error instanceof UsageError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
