/**
 * Speech-tag recall and precision in dash-led dialogue, against the hand-counted paragraphs of
 * bench/eval/gold/dialogue.tsv (categories dash-paragraph-*, dash-tag-*; see its header). Every speech tag in a
 * judged paragraph was counted by hand before the model was run on it, so a tag the model reports there that the
 * gold does not hold is a false one. Recall is given over all tags (of any verb) and over the tags whose verb is a
 * verb of saying (judgement 1; 2 = another verb: a laugh, a gesture, "vendte han sig til Jansen").
 */
import { paragraphSpeechTags } from '../../analysis/models/dialogue.ts';
import { dialogueGoldPath, readGold } from './dialogue-precision.ts';
import { loadNovels } from './novels.ts';
import { ratio } from './tense.ts';

interface Tally {
  paragraphs: number;
  goldTags: number;
  goldSaying: number;
  found: number;
  foundSaying: number;
  reported: number;
  missed: string[];
  falseTags: string[];
}

export function scoreDashRecall(folder: string, goldPath = dialogueGoldPath) {
  const gold = readGold(goldPath).filter((row) => row.category.startsWith('dash-'));
  const novels = loadNovels(folder, new Set(gold.map((row) => row.novel)));
  const tallies = new Map<string, Tally>();
  const notFound: string[] = [];
  const tagsAt = new Map<string, Map<number, number>>();
  for (const row of gold) {
    if (!row.category.startsWith('dash-tag')) continue;
    const key = `${row.novel}\t${row.paragraph}`;
    const tags = tagsAt.get(key) ?? new Map<number, number>();
    tags.set(row.offset, row.judgement);
    tagsAt.set(key, tags);
    const text = novels.get(row.novel)?.[row.paragraph]?.text;
    if (text?.slice(row.offset, row.offset + row.word.length) !== row.word)
      notFound.push(`${row.novel} ¶${row.paragraph} @${row.offset} ${row.word}`);
  }
  for (const row of gold) {
    if (!row.category.startsWith('dash-paragraph')) continue;
    const sample = row.category.replace('dash-paragraph-', '');
    const tally = tallies.get(sample) ?? {
      paragraphs: 0,
      goldTags: 0,
      goldSaying: 0,
      found: 0,
      foundSaying: 0,
      reported: 0,
      missed: [],
      falseTags: [],
    };
    tallies.set(sample, tally);
    const paragraph = novels.get(row.novel)?.[row.paragraph];
    if (!paragraph) {
      notFound.push(`${row.novel} ¶${row.paragraph}`);
      continue;
    }
    tally.paragraphs++;
    const expected = tagsAt.get(`${row.novel}\t${row.paragraph}`) ?? new Map<number, number>();
    const { words, tags } = paragraphSpeechTags(paragraph);
    const reported = new Set(tags.map((tag) => words[tag.verbIndex]!.start));
    tally.reported += reported.size;
    for (const [offset, judgement] of expected) {
      tally.goldTags++;
      if (judgement === 1) tally.goldSaying++;
      const at = `${row.novel} ¶${row.paragraph} @${offset}`;
      if (!reported.has(offset)) tally.missed.push(`${at} ${judgement === 1 ? 'saying' : 'other verb'}`);
      else {
        tally.found++;
        if (judgement === 1) tally.foundSaying++;
      }
    }
    for (const offset of reported) {
      if (!expected.has(offset)) tally.falseTags.push(`${row.novel} ¶${row.paragraph} @${offset}`);
    }
  }
  return {
    task: 'dialogue-dash',
    samples: Object.fromEntries(
      [...tallies].map(([sample, tally]) => [
        sample,
        {
          paragraphs: tally.paragraphs,
          gold_tags: tally.goldTags,
          found: tally.found,
          recall: ratio(tally.found, tally.goldTags),
          gold_tags_verbs_of_saying: tally.goldSaying,
          recall_verbs_of_saying: ratio(tally.foundSaying, tally.goldSaying),
          reported: tally.reported,
          precision: ratio(tally.reported - tally.falseTags.length, tally.reported),
          missed: tally.missed,
          false_tags: tally.falseTags,
        },
      ]),
    ),
    gold_rows_not_found: notFound,
  };
}
