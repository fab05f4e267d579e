/**
 * npm run build:lexicons [-- --check] [FILE]
 * Builds the lexicon artefact (FILE, by default analysis/lexicons/built/lexicons.bin) from the hunspell dictionary
 * and the lexicons when it is missing, stale or damaged; `--check` only says whether it can be used (exit 1 when not).
 */
import { performance } from 'node:perf_hooks';
import { LexiconArtefactError } from './artefact.ts';
import { defaultArtefactPath, loadLexiconTables } from './tables.ts';

const check = process.argv.includes('--check');
const path = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? defaultArtefactPath;
const started = performance.now();
try {
  const tables = loadLexiconTables({ path, rebuild: !check });
  const milliseconds = Math.round(performance.now() - started);
  process.stderr.write(
    `Leksikonerne er klar i ${path} (${tables.names.commonForms.size} ordformer, ${milliseconds} ms).\n`,
  );
} catch (error) {
  if (!(error instanceof LexiconArtefactError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
