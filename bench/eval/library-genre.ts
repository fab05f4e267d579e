/**
 * Genre and audience on the shared library (../shared/corpus/library: 219 works, MANIFEST.tsv labels are editorial
 * guesses), split once into a calibration part and a held-out part that the weights never see: a work is held out
 * when the first byte of the SHA-256 of its file name is below 86 (about a third). Labels mapped to the rules'
 * classes: historical novels and sagas → Historisk roman, romantic novels and tales → Romantik, fairy tales and
 * fantastic tales → Fantasy, science fiction → Science fiction, everything else (realist, rural, psychological,
 * naturalist novels and stories of their day) → Samtidsroman; audience adult → Voksne, 'both' (Andersen's tales)
 * → Boern.
 *   npm run eval -- library-genre [../shared/corpus/library]
 * The features of each work are computed by the product's analysis and kept in the system's temporary folder
 * between runs (delete lektor-library-features.json there to compute them anew).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { analyseText } from '../../analysis/index.ts';
import type { AnalysisInput } from '../../analysis/models/analyser.ts';
import { classificationWeights, classify } from '../../analysis/models/classification.ts';
import { classificationFeatures } from '../../analysis/models/classification-features.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';

export interface LibraryWork {
  file: string;
  heldOut: boolean;
  form: string;
  genre: string;
  audience: string;
  features: Record<string, number>;
}

export function libraryGenre(label: string): string {
  if (/historical|saga/u.test(label)) return 'Historisk roman';
  if (/science fiction/u.test(label)) return 'Science fiction';
  if (/fairy|fantastic/u.test(label)) return 'Fantasy';
  if (/romantic/u.test(label)) return 'Romantik';
  return 'Samtidsroman';
}

export const isHeldOut = (file: string) => createHash('sha256').update(file).digest()[0]! < 86;

const featureModels = [
  'SemanticFields',
  'Legibility',
  'Dialogue',
  'Perspective',
  'Tense',
  'Sentiment',
  'Tempo',
] as const;

export function libraryWorks(library: string): LibraryWork[] {
  const cache = join(tmpdir(), 'lektor-library-features.json');
  const cached: Record<string, Record<string, number>> = existsSync(cache)
    ? JSON.parse(readFileSync(cache, 'utf8'))
    : {};
  const rows = readFileSync(join(library, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
  const works = rows.map((row) => {
    const [file, , , , , , , form, , audience, genre] = row as string[];
    let features = cached[file!];
    if (!features) {
      process.stderr.write(`features: ${file}\n`);
      const text = segmentManuscript(textToBlocks(decodeText(readFileSync(join(library, 'texts', file!)))));
      const results = analyseText(text, { models: [...featureModels] });
      const earlier = (model: string, section: string) =>
        results.find((r) => r.model === model && r.section === section)?.content;
      features = Object.fromEntries(classificationFeatures({ text, earlier } as unknown as AnalysisInput));
      cached[file!] = features;
      writeFileSync(cache, JSON.stringify(cached));
    }
    return {
      file: file!,
      heldOut: isHeldOut(file!),
      form: form!,
      genre: libraryGenre(genre!),
      audience: audience === 'adult' ? 'Voksne' : 'Boern',
      features,
    };
  });
  return works;
}

type Weights = ReturnType<typeof classificationWeights>;

export function topClass(work: LibraryWork, classes: Weights['genres']): string {
  return classify(new Map(Object.entries(work.features)), classes)[0]!.class;
}

export function confusionOf(works: readonly LibraryWork[], kind: 'genre' | 'audience', weights: Weights) {
  const classes = kind === 'genre' ? weights.genres : weights.audiences;
  const table: Record<string, Record<string, number>> = {};
  let right = 0;
  for (const work of works) {
    const given = work[kind];
    const top = topClass(work, classes);
    table[given] ??= {};
    table[given][top] = (table[given][top] ?? 0) + 1;
    if (top === given) right++;
  }
  return { works: works.length, accuracy: Math.round((right / Math.max(1, works.length)) * 1000) / 1000, table };
}

export function scoreLibraryGenre(library: string, weights: Weights = classificationWeights()) {
  const works = libraryWorks(library);
  const part = (heldOut: boolean) => {
    const chosen = works.filter((work) => work.heldOut === heldOut);
    const adults = chosen.filter((work) => work.audience === 'Voksne');
    const adultsAsChildren = adults.filter((work) => topClass(work, weights.audiences) === 'Boern').length;
    const realist = chosen.filter((work) => work.genre === 'Samtidsroman');
    const realistAsRomantik = realist.filter((work) => topClass(work, weights.genres) === 'Romantik').length;
    return {
      genre: confusionOf(chosen, 'genre', weights),
      audience: confusionOf(chosen, 'audience', weights),
      adult_works_called_children: `${adultsAsChildren} of ${adults.length}`,
      adult_share_called_children: Math.round((adultsAsChildren / Math.max(1, adults.length)) * 1000) / 1000,
      realist_works_read_as_romantik: `${realistAsRomantik} of ${realist.length}`,
    };
  };
  return { task: 'library-genre', calibration: part(false), held_out: part(true) };
}
