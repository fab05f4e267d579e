/**
 * npm run analyse -- FILE [--models Legibility,Tense]
 * Prints the revision data of FILE as JSON on stdout (nothing else); progress and errors go to stderr.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type ModelName, modelNames } from '../schemas/models/index.ts';
import { analyseManuscript, isManuscriptError } from './index.ts';

function parseArguments(argv: string[]): { file: string; models?: ModelName[] } {
  let file: string | undefined;
  let models: ModelName[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    if (argument === '--models') models = parseModels(argv[++i] ?? '');
    else if (argument.startsWith('--models=')) models = parseModels(argument.slice('--models='.length));
    else if (!file) file = argument;
  }
  if (!file) throw new Error('usage: npm run analyse -- FILE [--models Legibility,Tense]');
  return models ? { file, models } : { file };
}

function parseModels(list: string): ModelName[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(modelNames as readonly string[]).includes(name)) throw new Error(`unknown model '${name}'`);
  }
  return names as ModelName[];
}

async function main(): Promise<void> {
  const { file, models } = parseArguments(process.argv.slice(2));
  const bytes = readFileSync(file);
  const started = performance.now();
  const items = await analyseManuscript(
    { bytes, fileName: basename(file) },
    {
      ...(models ? { models } : {}),
      onProgress: (stage, fraction) => process.stderr.write(`${stage} ${Math.round(fraction * 100)}%\n`),
    },
  );
  process.stderr.write(`done in ${Math.round(performance.now() - started)} ms\n`);
  process.stdout.write(`${JSON.stringify(items)}\n`);
}

main().catch((error: unknown) => {
  if (isManuscriptError(error)) process.stderr.write(`${error.code}: ${error.message}\n`);
  else process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
