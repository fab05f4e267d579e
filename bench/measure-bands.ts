/**
 * The measured ground for the recommendation bands (docs/RECOMMENDATIONS.md): Lektør's own analysis, as
 * `npm run analyse` runs it, over
 * - the shared public-domain novels (../shared/corpus/literature, MANIFEST.tsv labels mapped to the rules' genres
 *   and audiences), whole, and cut into excerpts of at least 5,000 words at paragraph breaks (the spread inside a
 *   book, which a whole-book figure hides);
 * - the team's 40 short genre texts (tests/fixtures/genre, MANIFEST.tsv gives genre and audience).
 * Each metric of the rules is read as the report pages read it (metricValue, in the unit of its bands), for the
 * labelled genre and audience. Prints, per metric, min, quartiles and max overall and per genre and audience, as
 * Markdown tables; counts that grow with the length of the text are also given per 10,000 words; and how many
 * samples fall in an R, A or G band of the seeded recommendations. Numbers only: no text of the corpus is printed.
 *   npx tsx bench/measure-bands.ts [../shared/corpus/literature]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseManuscript } from '../analysis/index.ts';
import { metricValue } from '../engine/rules/genre-audience.ts';
import type { Rules } from '../schemas/api/content.ts';
import type { RevisionDataItem } from '../schemas/revision-data.ts';
import { bandFor, type Rag, type RecommendationBand } from '../server/content/recommendation-bands.ts';
import { globalScoreItems } from '../server/derived/global-items.ts';
import { ruleIdOf } from '../server/derived/global-score.ts';
import { corpusRoot, requireCorpusFile } from './eval/corpus.ts';
import { readManifest } from './eval/manifest.ts';
import { novelAudience, novelGenre } from './eval/novel-labels.ts';

const excerptWords = 5_000;
/** Metrics whose value grows with the length of the text: also shown per 10,000 words. */
const counts = new Set([5, 17, 20, 21, 25]);

type Source = 'roman' | 'uddrag' | 'teamtekst';

interface Sample {
  source: Source;
  genre: string;
  audience: string;
  words: number;
  values: Map<number, number>;
  /** The level of each metric's band for the labelled genre and audience, under the seeded bands. */
  levels: Map<number, Rag>;
}

const seed = (name: string) =>
  JSON.parse(readFileSync(new URL(`../server/content/seed/${name}.json`, import.meta.url), 'utf8')).payload;
const rules = seed('rules') as Rules;
const bands = seed('recommendations') as RecommendationBand[];

async function measure(text: string, source: Source, genre: string, audience: string): Promise<Sample> {
  const items = await analyseManuscript({ bytes: Buffer.from(text, 'utf8'), fileName: 'sample.txt' });
  const given = { genreId: ruleIdOf(rules.genres, genre)!, audienceId: ruleIdOf(rules.audiences, audience)! };
  const data: RevisionDataItem[] = [...items, ...globalScoreItems(items, { rules, bands }, given, new Set())];
  const values = new Map<number, number>();
  const levels = new Map<number, Rag>();
  for (const metric of rules.metrics) {
    const value = metricValue(data, metric, { genre, audience });
    if (value === undefined) continue;
    values.set(metric.id, value);
    const band = bandFor(bands, { metricId: metric.id, ...given, value });
    if (band) levels.set(metric.id, band.RAG);
  }
  return { source, genre, audience, words: values.get(2) ?? 0, values, levels };
}

/** Consecutive excerpts of at least `excerptWords` words, cut at blank-line paragraph breaks; a short tail joins the last. */
function excerpts(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const paragraph of text.split(/\n\s*\n/u)) {
    current.push(paragraph);
    words += paragraph.split(/\s+/u).filter(Boolean).length;
    if (words >= excerptWords) {
      out.push(current.join('\n\n'));
      current = [];
      words = 0;
    }
  }
  if (current.length > 0 && out.length > 0 && words < excerptWords / 2)
    out[out.length - 1] += `\n\n${current.join('\n\n')}`;
  else if (current.length > 0) out.push(current.join('\n\n'));
  return out;
}

function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

function row(label: string, values: number[]): string {
  if (values.length === 0) return `| ${label} | 0 | | | | | |`;
  const sorted = [...values].sort((a, b) => a - b);
  const cells = [0, 0.25, 0.5, 0.75, 1].map((q) => format.format(quantile(sorted, q)));
  return `| ${label} | ${values.length} | ${cells.join(' | ')} |`;
}

function groups(samples: Sample[]): [string, Sample[]][] {
  const by = (source: Source) => samples.filter((s) => s.source === source);
  const out: [string, Sample[]][] = [
    ['romaner, hele', by('roman')],
    ['romaner, uddrag', by('uddrag')],
    ['teamtekster', by('teamtekst')],
  ];
  for (const source of ['uddrag', 'teamtekst'] as const) {
    for (const key of ['audience', 'genre'] as const) {
      const names = [...new Set(by(source).map((s) => s[key]))].sort();
      for (const name of names) out.push([`${source}, ${name}`, by(source).filter((s) => s[key] === name)]);
    }
  }
  return out;
}

function table(samples: Sample[], metricId: number, perTenThousand: boolean): string[] {
  const lines = ['| gruppe | n | min | Q1 | median | Q3 | max |', '|---|---|---|---|---|---|---|'];
  for (const [label, members] of groups(samples)) {
    const values = members
      .filter((s) => s.values.has(metricId) && (!perTenThousand || s.words > 0))
      .map((s) => (perTenThousand ? (s.values.get(metricId)! / s.words) * 10_000 : s.values.get(metricId)!));
    lines.push(row(label, values));
  }
  return lines;
}

/** How many samples of each source fall in an R, an A and a G band. */
function levelTally(samples: Sample[], metricId: number): string {
  return (['roman', 'uddrag', 'teamtekst'] as const)
    .map((source) => {
      const levels = samples.filter((s) => s.source === source).map((s) => s.levels.get(metricId));
      const count = (rag: Rag) => levels.filter((level) => level === rag).length;
      return `${source} ${count('R')}/${count('A')}/${count('G')}`;
    })
    .join('; ');
}

async function main(): Promise<void> {
  const literature = requireCorpusFile(process.argv[2] ?? `${corpusRoot}/literature`);
  const genres = readManifest(literature, 'genre');
  const audiences = readManifest(literature, 'audience');
  const samples: Sample[] = [];
  for (const [file, label] of genres) {
    const text = readFileSync(join(literature, file), 'utf8');
    const genre = novelGenre(label);
    const audience = novelAudience(audiences.get(file) ?? '');
    samples.push(await measure(text, 'roman', genre, audience));
    for (const excerpt of excerpts(text)) samples.push(await measure(excerpt, 'uddrag', genre, audience));
    process.stderr.write(`${file}: done\n`);
  }
  const fixtures = new URL('../tests/fixtures/genre/', import.meta.url);
  const team = readFileSync(new URL('MANIFEST.tsv', fixtures), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  for (const [file, genre, audience] of team) {
    samples.push(await measure(readFileSync(new URL(file!, fixtures), 'utf8'), 'teamtekst', genre!, audience!));
  }
  const out: string[] = [];
  for (const metric of rules.metrics) {
    out.push(`#### ${metric.id} ${metric.name} (${metric.modelName}.${metric.variableName})`, '');
    out.push(...table(samples, metric.id, false), '');
    if (counts.has(metric.id)) out.push('Per 10.000 ord:', '', ...table(samples, metric.id, true), '');
    out.push(`Bånd (R/A/G) for den angivne genre og målgruppe: ${levelTally(samples, metric.id)}`, '');
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();
