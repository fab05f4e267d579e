/**
 * Chooses the similarity weights of 'Lignende bøger' by measurement and reports them (docs/QUALITY.md). For every
 * work of the shared corpus (analysed by bench/library/analyse-corpus.ts), how many of its 5 nearest neighbours
 * share its author, its form and its audience (MANIFEST.tsv, editorial labels), against the share a random choice
 * gets and against the previous vector (global score, LIX, dialogue, genre, archetype). The works are split once by
 * file name (bench/eval/library-genre.ts `isHeldOut`, about a third held out); the weights are searched on the
 * tuning part and reported on both, each part searched only among its own works.
 *   npx tsx bench/library/similarity-eval.ts [--write]   (--write: store the chosen weights in the product)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { globalScoreItems, type ScoringContent } from '../../server/derived/global-items.ts';
import { bookData } from '../../server/derived/similar-books.ts';
import { bookFeatures, type Features, featureGroups } from '../../server/derived/similarity-features.ts';
import { buildIndex } from '../../server/derived/similarity-index.ts';
import { similarityWeights } from '../../server/derived/similarity-weights.ts';
import { isHeldOut } from '../eval/library-genre.ts';
import { type CorpusWork, corpusWorks, itemsCache } from './corpus-works.ts';

const k = 5;
const labels = ['author', 'form', 'audience'] as const;
type Label = (typeof labels)[number];
type Shares = Record<Label, number> & { mean: number };

interface Work extends CorpusWork {
  items: RevisionDataItem[];
  heldOut: boolean;
}

const seed = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../server/content/seed/${name}.json`, import.meta.url), 'utf8')).payload;
const content: ScoringContent = { rules: seed('rules'), bands: seed('recommendations') };

const works: Work[] = corpusWorks().flatMap((work) => {
  const file = join(itemsCache, `${work.file}.json`);
  if (!existsSync(file)) return [];
  const items = JSON.parse(readFileSync(file, 'utf8')) as RevisionDataItem[];
  return [{ ...work, items, heldOut: isHeldOut(work.file) }];
});

function shares(part: Work[], neighbours: (query: number) => number[]): Shares {
  const sum: Record<Label, number> = { author: 0, form: 0, audience: 0 };
  part.forEach((work, query) => {
    const found = neighbours(query);
    for (const label of labels) sum[label] += found.filter((i) => part[i]![label] === work[label]).length / k;
  });
  const out = Object.fromEntries(labels.map((label) => [label, sum[label] / part.length])) as Record<Label, number>;
  return { ...out, mean: (out.author + out.form + out.audience) / 3 };
}

/** The share a random choice of 5 other works gets (its expected value): each work's peers among the others. */
function randomShares(part: Work[]): Shares {
  const out = Object.fromEntries(
    labels.map((label) => [
      label,
      part.reduce((sum, work) => sum + (part.filter((other) => other[label] === work[label]).length - 1), 0) /
        part.length /
        (part.length - 1),
    ]),
  ) as Record<Label, number>;
  return { ...out, mean: (out.author + out.form + out.audience) / 3 };
}

function previousVector(part: Work[]): Shares {
  const data = part.map((work) => {
    const scores = globalScoreItems(work.items, content, { genreId: 0, audienceId: 0 }, new Set());
    return bookData([...work.items, ...scores])!;
  });
  const numeric = ['global_score', 'lix', 'percentage_of_paragraphs_with_dialogue'] as const;
  const sd = numeric.map((field) => {
    const values = data.map((d) => d[field]);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length) || 1;
  });
  return shares(part, (query) =>
    data
      .map((book, i) => {
        let squared = 0;
        numeric.forEach((field, f) => {
          squared += ((book[field] - data[query]![field]) / sd[f]!) ** 2;
        });
        if (book.genre !== data[query]!.genre) squared += 1;
        if (book.best_archetype_name !== data[query]!.best_archetype_name) squared += 1;
        return { i, squared };
      })
      .filter((entry) => entry.i !== query)
      .sort((a, b) => a.squared - b.squared)
      .slice(0, k)
      .map((entry) => entry.i),
  );
}

function weighted(part: Work[], weights: Record<string, number>): Shares {
  const features = part.map((work) => bookFeatures(work.items, weights) as Features);
  const index = buildIndex(features, weights);
  return shares(part, (query) => index.nearest(features[query]!, k, (row) => row === query).map((n) => n.index));
}

/** Coordinate ascent over the groups' weights on the tuning part, two passes, from all groups at 1. */
function searchWeights(part: Work[]): Record<string, number> {
  const steps = [0, 0.5, 1, 2, 4];
  const weights: Record<string, number> = Object.fromEntries(featureGroups.map((group) => [group.key, 1]));
  let best = weighted(part, weights).mean;
  for (let pass = 0; pass < 2; pass++) {
    for (const group of featureGroups) {
      for (const step of steps) {
        const trial = { ...weights, [group.key]: step };
        if (Object.values(trial).every((w) => w === 0)) continue;
        const score = weighted(part, trial).mean;
        if (score > best + 1e-9) {
          best = score;
          weights[group.key] = step;
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(weights).filter(([, w]) => w > 0));
}

/** Adult novels whose nearest book is a fairy tale. */
function fairyTaleNearest(part: Work[], weights: Record<string, number>): number {
  const features = part.map((work) => bookFeatures(work.items, weights) as Features);
  const index = buildIndex(features, weights);
  return part.filter((work, query) => {
    if (work.form !== 'novel' || work.audience !== 'adult') return false;
    const [first] = index.nearest(features[query]!, 1, (row) => row === query);
    return part[first!.index]!.form === 'fairy tales';
  }).length;
}

const tuning = works.filter((work) => !work.heldOut);
const heldOut = works.filter((work) => work.heldOut);
const chosen = searchWeights(tuning);
const format = (s: Shares) =>
  `${labels.map((label) => `${label} ${(s[label] * 100).toFixed(1)} %`).join(', ')}, mean ${(s.mean * 100).toFixed(1)} %`;
const allOnes = Object.fromEntries(featureGroups.map((group) => [group.key, 1]));
for (const [name, part] of [
  ['tuning', tuning],
  ['held-out', heldOut],
] as const) {
  process.stdout.write(`\n${name} part: ${part.length} works\n`);
  process.stdout.write(`  random            ${format(randomShares(part))}\n`);
  process.stdout.write(`  previous vector   ${format(previousVector(part))}\n`);
  process.stdout.write(`  all groups at 1   ${format(weighted(part, allOnes))}\n`);
  process.stdout.write(`  chosen weights    ${format(weighted(part, chosen))}\n`);
  process.stdout.write(`  product weights   ${format(weighted(part, { ...similarityWeights }))}\n`);
  process.stdout.write(
    `  adult novels whose nearest is a fairy tale: all at 1 ${fairyTaleNearest(part, allOnes)}, chosen ${fairyTaleNearest(part, chosen)}\n`,
  );
}
process.stdout.write(`\nchosen weights: ${JSON.stringify(chosen)}\n`);
if (process.argv.includes('--write')) {
  const file = new URL('../../server/derived/similarity-weights.ts', import.meta.url);
  const text = readFileSync(file, 'utf8').replace(
    /export const similarityWeights[^;]*;/su,
    `export const similarityWeights: Readonly<Record<string, number>> = ${JSON.stringify(chosen)};`,
  );
  writeFileSync(file, text);
}
