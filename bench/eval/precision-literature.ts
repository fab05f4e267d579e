/**
 * Precision of every list the report pages show, against hand-judged gold: the word lists and clichés of
 * bench/eval/gold/precision.tsv (see its header) and the dialogue categories of bench/eval/gold/dialogue.tsv
 * (dialogue-precision.ts). For each category: precision = judged correct / judged items the product lists now;
 * the items it lists that nobody has judged yet are counted (and named) so that a change of the rules that
 * brings new words up shows as unjudged, never as silently right.
 *   npm run eval -- precision-literature [../shared/corpus/literature]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './corpus.ts';
import { scoreDialoguePrecision } from './dialogue-precision.ts';
import { ratio } from './tense.ts';
import { listedItems } from './word-lists.ts';

export const precisionGoldPath = join(repoRoot, 'bench', 'eval', 'gold', 'precision.tsv');

/** The precision every category must reach (issue 13). */
export const targetPrecision = 0.9;

interface Tally {
  judged_listed: number;
  correct: number;
  wrong: string[];
  unjudged: string[];
  judged_no_longer_listed: number;
}

export async function scoreLiteraturePrecision(folder: string, goldPath = precisionGoldPath) {
  const gold = new Map<string, number>();
  for (const line of readFileSync(goldPath, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [category, novel, item, judgement] = line.split('\t');
    gold.set(`${category}\t${novel}\t${item}`, Number(judgement));
  }
  const tallies = new Map<string, Tally>();
  const tally = (category: string) => {
    const entry = tallies.get(category) ?? {
      judged_listed: 0,
      correct: 0,
      wrong: [],
      unjudged: [],
      judged_no_longer_listed: 0,
    };
    tallies.set(category, entry);
    return entry;
  };
  const listed = new Set<string>();
  for (const item of await listedItems(folder)) {
    const key = `${item.category}\t${item.novel}\t${item.item}`;
    listed.add(key);
    const entry = tally(item.category);
    const judgement = gold.get(key);
    // Clichés are judged on a random sample of the finds: the others are simply not in the sample.
    if (judgement === undefined) {
      if (item.category !== 'cliche') entry.unjudged.push(`${item.novel}: ${item.item}`);
      continue;
    }
    entry.judged_listed++;
    if (judgement === 1) entry.correct++;
    else entry.wrong.push(`${item.novel}: ${item.item.split('#')[0]}`);
  }
  for (const key of gold.keys()) if (!listed.has(key)) tally(key.split('\t')[0]!).judged_no_longer_listed++;
  const categories: Record<string, unknown> = Object.fromEntries(
    [...tallies].map(([category, entry]) => [
      category,
      { precision: ratio(entry.correct, entry.judged_listed), ...entry, unjudged_count: entry.unjudged.length },
    ]),
  );
  const dialogue = scoreDialoguePrecision(folder);
  for (const [category, result] of Object.entries(dialogue.categories)) {
    categories[`dialogue-${category}`] = result;
  }
  const below = Object.entries(categories)
    .filter(([, result]) => (result as { precision: number }).precision < targetPrecision)
    .map(([category]) => category);
  return {
    task: 'precision-literature',
    target: targetPrecision,
    categories_below_target: below,
    categories,
    dialogue_tag_recall_after_question_or_exclamation: dialogue.tag_recall_after_question_or_exclamation,
  };
}
