/**
 * Sentiment and archetypes on the shared novels, by the product's own code (analysis/models/mood.ts,
 * book-mood.ts, archetypes.ts), against two lexicons the team did not write (../shared/corpus/sentiment):
 * - sentence level: Spearman correlation of the product's sentence mood with the sum of AFINN-da scores and with
 *   the sum of DDS polarities of the sentence's words, over the sentences where both score (neither is 0);
 * - arc level: per part, Pearson correlation of the product's part mood with the DDS-only part mood, and of the
 *   product's trendline with a trendline smoothed the same way from the DDS sentence scores;
 * - the archetype called for each novel with its score, and its stability: the same best shape with 25 parts
 *   instead of 20 and after dropping a random 2% of the sentences (five seeded draws).
 *   npm run eval -- sentiment [../shared/corpus/literature]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { archetypesGlobal } from '../../analysis/models/archetypes.ts';
import { bookMood } from '../../analysis/models/book-mood.ts';
import { lowPass } from '../../analysis/models/low-pass.ts';
import { sentenceMood } from '../../analysis/models/mood.ts';
import type { ManuscriptText, Sentence } from '../../analysis/text/document.ts';
import { cutParts } from '../../analysis/text/parts.ts';
import { loadNovels } from './novels.ts';

type Lexicon = Map<string, number>;

function readAfinn(folder: string): Lexicon {
  const lexicon: Lexicon = new Map();
  for (const line of readFileSync(join(folder, 'AFINN-da-32.txt'), 'utf8').split('\n')) {
    const [word, score] = line.split('\t');
    if (word && score && !word.includes(' ')) lexicon.set(word.toLowerCase(), Number(score));
  }
  return lexicon;
}

function readDds(folder: string): Lexicon {
  const lexicon: Lexicon = new Map();
  for (const line of readFileSync(join(folder, 'DDS-2_headword_headword_polarity.csv'), 'utf8').split('\n')) {
    const fields = line.split(',');
    const polarity = Number(fields[4]);
    if (!Number.isFinite(polarity)) continue;
    for (const form of [fields[0]!, ...(fields[5] ?? '').split(';')]) {
      const key = form.trim().toLowerCase();
      if (key && !key.includes(' ') && !lexicon.has(key)) lexicon.set(key, polarity);
    }
  }
  return lexicon;
}

function lexiconScore(sentence: Sentence, lexicon: Lexicon): number {
  let sum = 0;
  for (const word of sentence.words) sum += lexicon.get(word.form) ?? lexicon.get(word.text.toLowerCase()) ?? 0;
  return sum;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    for (let k = i; k <= j; k++) result[order[k]!.index] = (i + j) / 2;
    i = j + 1;
  }
  return result;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (n < 2) return 0;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return saa === 0 || sbb === 0 ? 0 : sab / Math.sqrt(saa * sbb);
}

const spearman = (a: readonly number[], b: readonly number[]) => pearson(ranks(a), ranks(b));
const round = (value: number) => Math.round(value * 1000) / 1000;

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function bestShape(text: ManuscriptText, partCount?: number): string {
  const mood = bookMood(cutParts(text, partCount));
  return archetypesGlobal(mood.curve, mood.hasCurve).best_archetype_name;
}

function withoutSomeSentences(text: ManuscriptText, seed: number): ManuscriptText {
  const draw = seeded(seed);
  const paragraphs = text.paragraphs
    .map((paragraph) => ({ ...paragraph, sentences: paragraph.sentences.filter(() => draw() >= 0.02) }))
    .filter((paragraph) => paragraph.sentences.length > 0);
  return { ...text, paragraphs };
}

export function scoreSentiment(literature: string, sentimentFolder: string) {
  const afinn = readAfinn(sentimentFolder);
  const dds = readDds(sentimentFolder);
  const pairs = {
    afinn: { ours: [] as number[], theirs: [] as number[] },
    dds: { ours: [] as number[], theirs: [] as number[] },
  };
  const books = [...loadNovels(literature)].map(([name, paragraphs]) => {
    const wordCount = paragraphs.reduce((sum, paragraph) => sum + paragraph.wordCount, 0);
    const text: ManuscriptText = { paragraphs, wordCount, sentenceCount: 0, chapters: 1, scenes: 1 };
    const parts = cutParts(text);
    const ddsMoods: number[] = [];
    const ddsParts: number[] = [];
    for (const part of parts) {
      const own: number[] = [];
      for (const paragraph of part.paragraphs) {
        for (const sentence of paragraph.sentences) {
          const ours = sentenceMood(sentence);
          const a = lexiconScore(sentence, afinn);
          const d = lexiconScore(sentence, dds);
          if (ours !== 0 && a !== 0) {
            pairs.afinn.ours.push(ours);
            pairs.afinn.theirs.push(a);
          }
          if (ours !== 0 && d !== 0) {
            pairs.dds.ours.push(ours);
            pairs.dds.theirs.push(d);
          }
          ddsMoods.push(d);
          own.push(d);
        }
      }
      ddsParts.push(own.length ? own.reduce((s, v) => s + v, 0) / own.length : 0);
    }
    const mood = bookMood(parts);
    const ddsCurve = lowPass(ddsMoods);
    const ddsTrend = parts.map((_, i) => ddsCurve((i + 0.5) / parts.length));
    const archetype = archetypesGlobal(mood.curve, mood.hasCurve);
    const best = archetype.best_archetype_name;
    const drops = [1, 2, 3, 4, 5].map((seed) => bestShape(withoutSomeSentences(text, seed)));
    return {
      book: name,
      sentences: mood.moods.length,
      part_correlation_with_dds: round(
        pearson(
          mood.parts.map((p) => p.sentiment),
          ddsParts,
        ),
      ),
      trendline_correlation_with_dds: round(
        pearson(
          mood.parts.map((p) => p.trendline),
          ddsTrend,
        ),
      ),
      archetype: best,
      archetype_score: archetype.best_archetype_score,
      same_with_25_parts: bestShape(text, 25) === best,
      same_after_dropping_2_percent: drops.every((shape) => shape === best),
    };
  });
  return {
    task: 'sentiment',
    sentences_scored_by_both: { afinn: pairs.afinn.ours.length, dds: pairs.dds.ours.length },
    spearman_with_afinn: round(spearman(pairs.afinn.ours, pairs.afinn.theirs)),
    spearman_with_dds: round(spearman(pairs.dds.ours, pairs.dds.theirs)),
    mean_part_correlation_with_dds: round(books.reduce((s, b) => s + b.part_correlation_with_dds, 0) / books.length),
    mean_trendline_correlation_with_dds: round(
      books.reduce((s, b) => s + b.trendline_correlation_with_dds, 0) / books.length,
    ),
    books,
  };
}
