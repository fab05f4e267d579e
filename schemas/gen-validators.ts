/**
 * `npm run gen:validators`: compiles the validators (build-validators.ts) only when one of their inputs changed.
 * The inputs are every source file of schemas/ (tests and the generated folder aside: the registry reads nothing
 * outside it) and the installed Ajv's version; their SHA-256 is kept in schemas/generated/inputs.json beside the
 * names of the files written. When the hash is the same and every file is still there the command prints so and
 * stops, in a few milliseconds, instead of loading Ajv and every schema (about 2 s of CPU). `--force` rebuilds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const schemasDir = dirname(fileURLToPath(import.meta.url));
const stampName = 'inputs.json';

/** Where the inputs are read and the validators written (the tests write elsewhere). */
export interface ValidatorDirs {
  schemasDir: string;
  generatedDir: string;
}

const defaultDirs: ValidatorDirs = { schemasDir, generatedDir: join(schemasDir, 'generated') };

interface Stamp {
  hash: string;
  files: string[];
}

function sourceFiles(dir: string, generatedDir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return path === generatedDir ? [] : sourceFiles(path, generatedDir);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [path];
    })
    .sort();
}

/** SHA-256 over every input file's path and bytes and the Ajv version that compiles them. */
export function validatorInputsHash({ schemasDir, generatedDir }: ValidatorDirs = defaultDirs): string {
  const hash = createHash('sha256');
  const ajvPackage = createRequire(import.meta.url).resolve('ajv/package.json');
  hash.update(`ajv ${(JSON.parse(readFileSync(ajvPackage, 'utf8')) as { version: string }).version}\0`);
  for (const file of sourceFiles(schemasDir, generatedDir)) {
    hash.update(`${relative(schemasDir, file).split('\\').join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamp(generatedDir: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(join(generatedDir, stampName), 'utf8')) as Partial<Stamp>;
    return typeof stamp.hash === 'string' && Array.isArray(stamp.files) ? (stamp as Stamp) : undefined;
  } catch {
    return undefined;
  }
}

/** True when schemas/generated/ was built from exactly the current inputs and none of its files is missing. */
export function validatorsUpToDate(dirs: ValidatorDirs = defaultDirs, hash = validatorInputsHash(dirs)): boolean {
  const { generatedDir } = dirs;
  const stamp = readStamp(generatedDir);
  return (
    stamp !== undefined && stamp.hash === hash && stamp.files.every((name) => existsSync(join(generatedDir, name)))
  );
}

/** Builds the validators unless they are up to date (or `force`); says which on the returned line. */
export async function generateValidators({
  force = false,
  dirs = defaultDirs,
}: {
  force?: boolean;
  dirs?: ValidatorDirs;
} = {}): Promise<string> {
  const hash = validatorInputsHash(dirs);
  if (!force && validatorsUpToDate(dirs, hash)) return 'validators: up to date (schemas unchanged)';
  const { writeValidators } = await import('./build-validators.ts');
  const { files, summary } = writeValidators(dirs.generatedDir);
  writeFileSync(join(dirs.generatedDir, stampName), `${JSON.stringify({ hash, files } satisfies Stamp)}\n`);
  return summary;
}

/** The command's arguments: nothing, or `--force`; anything else is refused in Danish. */
export function parseGenerateArguments(argv: readonly string[]): { force: boolean } {
  const unknown = argv.find((argument) => argument !== '--force');
  if (unknown !== undefined) {
    throw new Error(`Ukendt argument '${unknown}': npm run gen:validators tager kun --force (byg igen alligevel).`);
  }
  return { force: argv.includes('--force') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(await generateValidators(parseGenerateArguments(process.argv.slice(2))));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
