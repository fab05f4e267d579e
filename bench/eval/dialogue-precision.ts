/**
 * Precision of what the Dialogue page shows, against the hand-judged gold in bench/eval/gold/dialogue.tsv (see its
 * header for how it was judged): paragraphs with dialogue, speech-tag verbs and speech-tag adverbs. For each
 * category, precision = judged correct / everything the model reports among the judged items (and, for reference,
 * the share of the items judged correct that the model reports, over these drawn samples). Recall of speech
 * tags after '?'/'!' = the hand-counted tags of the sampled dash-led paragraphs that the model reports, on the
 * sample the rules were tuned on and on a held-out one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paragraphSpeechTags } from '../../analysis/models/dialogue.ts';
import type { Paragraph } from '../../analysis/text/document.ts';
import { repoRoot } from './corpus.ts';
import { loadNovels } from './novels.ts';
import { ratio } from './tense.ts';

interface GoldRow {
  category: string;
  novel: string;
  paragraph: number;
  offset: number;
  word: string;
  judgement: number;
}

export const dialogueGoldPath = join(repoRoot, 'bench', 'eval', 'gold', 'dialogue.tsv');

export function readGold(path = dialogueGoldPath): GoldRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [category, novel, paragraph, offset, word, judgement] = line.split('\t');
      return {
        category: category!,
        novel: novel!,
        paragraph: Number(paragraph),
        offset: Number(offset),
        word: word ?? '',
        judgement: Number(judgement),
      };
    });
}

/** Word offsets the model reports in a paragraph: speech-tag verbs and their adverbs. */
function reported(paragraph: Paragraph): { verbs: Set<number>; adverbs: Set<number> } {
  const { words, tags } = paragraphSpeechTags(paragraph);
  const verbs = new Set(tags.map((tag) => words[tag.verbIndex]!.start));
  const adverbs = new Set(
    tags.flatMap((tag) => (tag.adverbIndex === undefined ? [] : [words[tag.adverbIndex]!.start])),
  );
  return { verbs, adverbs };
}

export function scoreDialoguePrecision(folder: string, goldPath?: string) {
  const novels = loadNovels(folder);
  const gold = readGold(goldPath);
  const tally = new Map<
    string,
    { judged: number; positive: number; reported: number; correct: number; wrong: string[] }
  >();
  const missing: string[] = [];
  const recall = new Map<string, { gold: number; found: number; missed: string[] }>();
  for (const row of gold) {
    if (row.category.startsWith('dash-')) continue; // library novels: bench/eval/dialogue-dash-recall.ts
    const paragraph = novels.get(row.novel)?.[row.paragraph];
    const at = `${row.novel} ¶${row.paragraph} @${row.offset} ${row.word}`;
    if (
      !paragraph ||
      (row.word !== '' && paragraph.text.slice(row.offset, row.offset + row.word.length) !== row.word)
    ) {
      missing.push(at);
      continue;
    }
    if (row.category.startsWith('tag-paragraph')) continue;
    const model = reported(paragraph);
    if (row.category.startsWith('tag')) {
      const entry = recall.get(row.category) ?? { gold: 0, found: 0, missed: [] };
      entry.gold++;
      if (model.verbs.has(row.offset)) entry.found++;
      else entry.missed.push(at);
      recall.set(row.category, entry);
      continue;
    }
    const flagged =
      row.category === 'paragraph'
        ? paragraph.utterances > 0
        : (row.category === 'verb' ? model.verbs : model.adverbs).has(row.offset);
    const entry = tally.get(row.category) ?? { judged: 0, positive: 0, reported: 0, correct: 0, wrong: [] };
    entry.judged++;
    if (row.judgement === 1) entry.positive++;
    if (flagged) {
      entry.reported++;
      if (row.judgement === 1) entry.correct++;
      else entry.wrong.push(at);
    }
    tally.set(row.category, entry);
  }
  const categories = Object.fromEntries(
    [...tally].map(([category, entry]) => [
      category,
      {
        judged_items: entry.judged,
        reported_by_model: entry.reported,
        correct: entry.correct,
        precision: ratio(entry.correct, entry.reported),
        judged_correct: entry.positive,
        recall_over_judged: ratio(entry.correct, entry.positive),
        wrong: entry.wrong,
      },
    ]),
  );
  return {
    task: 'dialogue-precision',
    categories,
    tag_recall_after_question_or_exclamation: Object.fromEntries(
      [...recall].map(([category, entry]) => [
        category === 'tag' ? 'sample' : 'held_out_sample',
        { gold_tags: entry.gold, found: entry.found, recall: ratio(entry.found, entry.gold), missed: entry.missed },
      ]),
    ),
    gold_rows_not_found: missing,
  };
}
