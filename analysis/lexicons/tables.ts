/**
 * The lexicon tables derived from the hunspell dictionary, built once into the artefact (artefact.ts) and loaded
 * from it by every process and worker. A missing, stale or damaged artefact is built again from the sources (with a
 * message on stderr) before any table is used; the tables are all loaded or none (never half an analysis).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  decodeArtefact,
  encodeArtefact,
  LexiconArtefactError,
  lexiconSourceHash,
  type TableGroup,
} from './artefact.ts';
import { buildGenreCues, type GenreCues } from './genre-cues.ts';
import { buildHunspellTables, type HunspellTables } from './hunspell.ts';
import { buildDictionaryNames, type DictionaryNames } from './names.ts';
import { buildPowerWords, type PowerWords } from './power-words.ts';
import { buildSemanticFields, type SemanticFields } from './semantic-fields.ts';
import { buildValenceForms, type ValenceForms } from './sentiment.ts';

export interface LexiconTables {
  hunspell: HunspellTables;
  names: DictionaryNames;
  valence: { forms: ValenceForms };
  semanticFields: SemanticFields;
  powerWords: PowerWords;
  genreCues: GenreCues;
}

type Builders = { [Name in keyof LexiconTables]: () => LexiconTables[Name] };

const builders: Builders = {
  hunspell: buildHunspellTables,
  names: buildDictionaryNames,
  valence: () => ({ forms: buildValenceForms() }),
  semanticFields: buildSemanticFields,
  powerWords: buildPowerWords,
  genreCues: buildGenreCues,
};

/** Where the build writes the artefact (gitignored). */
export const defaultArtefactPath = fileURLToPath(new URL('./built/lexicons.bin', import.meta.url));

let loaded: LexiconTables | undefined;
/** The groups built so far while building from the sources (a builder may use another's tables). */
let building: Partial<LexiconTables> | undefined;

/** One group of tables: from the artefact, or, while the artefact is being built, from the sources. */
export function lexiconTable<Name extends keyof LexiconTables>(name: Name): LexiconTables[Name] {
  if (building) {
    const built = building[name] ?? builders[name]();
    building[name] = built;
    return built;
  }
  loaded ??= loadLexiconTables();
  return loaded[name];
}

/** Every table built from the sources (the dictionary and the lexicon files), as Sets and Maps. */
export function buildLexiconTablesFromSource(): LexiconTables {
  const outer = building;
  building = {};
  try {
    for (const name of Object.keys(builders) as (keyof LexiconTables)[]) lexiconTable(name);
    return building as LexiconTables;
  } finally {
    building = outer;
  }
}

export interface LoadOptions {
  path?: string;
  /** Build a missing or unusable artefact again (default); false refuses it with a LexiconArtefactError. */
  rebuild?: boolean;
  /** Where the messages go (stderr). */
  report?: (message: string) => void;
  /** What builds the tables when the artefact must be built (default: buildLexiconTablesFromSource). */
  build?: () => LexiconTables;
}

/** The tables from the artefact at `path`, built and written first when it is missing, stale or damaged. */
export function loadLexiconTables(options: LoadOptions = {}): LexiconTables {
  const path = options.path ?? defaultArtefactPath;
  const report = options.report ?? ((message: string) => process.stderr.write(`${message}\n`));
  const sourceHash = lexiconSourceHash();
  let problem: string;
  try {
    return decodeArtefact(readFileSync(path), sourceHash) as unknown as LexiconTables;
  } catch (error) {
    if (error instanceof LexiconArtefactError) problem = error.message;
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT') problem = 'filen findes ikke';
    else throw error;
  }
  if (options.rebuild === false)
    throw new LexiconArtefactError(
      `Leksikon-artefaktet ${path} kan ikke bruges: ${problem}. Byg det med 'npm run build:lexicons'.`,
    );
  report(`Leksikon-artefaktet ${path} kan ikke bruges (${problem}); det bygges fra ordbogen og leksikonerne.`);
  const build = options.build ?? buildLexiconTablesFromSource;
  const bytes = encodeArtefact(build() as unknown as Record<string, TableGroup>, sourceHash);
  try {
    writeAtomically(path, bytes);
  } catch (error) {
    report(`Leksikon-artefaktet kunne ikke gemmes (${(error as Error).message}); det bruges kun i denne proces.`);
  }
  // The tables in use are the packed ones also when just built: one copy, and the same tables as a later start.
  return decodeArtefact(bytes, sourceHash) as unknown as LexiconTables;
}

/** Written beside its place and renamed into it, so a reader never sees half a file (several workers may build). */
function writeAtomically(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}
