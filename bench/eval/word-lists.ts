/**
 * The lists the report pages show an author, computed by the product's own analysis of a corpus novel: the top
 * words of Tillægsord (adjectives), the adverbs and filler words of Show/Tell, the power words of Stærke ord, and
 * every cliché find of Klicheer (a find named by a digest of its sentence, so no text is stored in the gold).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseManuscript } from '../../analysis/index.ts';

export const wordCategories = ['adjective', 'adverb', 'filler', 'power-word'] as const;
type WordCategory = (typeof wordCategories)[number];
export type ListCategory = WordCategory | `${WordCategory}-heldout` | `${WordCategory}-heldout2` | 'cliche';

/** How many of a list's words the gold judges per novel: the top of the list, as the page shows it first. */
export const topWords = 10;
/**
 * The held-out sample: the next five words of each list (ranks 11-15), judged after the rules were tuned on the
 * top ten, so that the figure is not only of the words the rules were fitted to; the second held-out sample (ranks
 * 16-20) was judged once after the rules were corrected for what the first one showed.
 */
export const heldOutWords = 5;

export interface ListedItem {
  category: ListCategory;
  novel: string;
  /** The listed word, or for a cliché 'phrase#digest of the sentence'. */
  item: string;
  count: number;
  /** For a cliché find: the sentence (shown to the judge, never stored). */
  sentence?: string;
}

export const sentenceDigest = (sentence: string) =>
  createHash('sha256').update(sentence.normalize('NFC')).digest('hex').slice(0, 12);

type Counts = Record<string, number>;

function ranked(counts: Counts): [string, number][] {
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'da'));
}

export async function listedItems(folder: string): Promise<ListedItem[]> {
  const items: ListedItem[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()) {
    const novel = file.replace(/\.txt$/u, '');
    const results = await analyseManuscript(
      { bytes: new Uint8Array(readFileSync(join(folder, file))), fileName: file },
      { models: ['ShowingTelling', 'PowerWords', 'Cliches'] },
    );
    const global = (model: string) =>
      results.find((r) => r.model === model && r.section === 'global')?.content as Record<string, unknown>;
    const showTell = global('ShowingTelling') as Record<string, Counts>;
    const lists: [ListCategory, Counts][] = [
      ['adjective', showTell.adjectives_count!],
      ['adverb', showTell.adverbs_count!],
      ['filler', showTell.filling_words_count!],
    ];
    const power: Counts = {};
    for (const category of Object.values(
      global('PowerWords').power_words_categories as Record<string, { words: Counts }>,
    ))
      for (const [word, n] of Object.entries(category.words)) power[word] = (power[word] ?? 0) + n;
    lists.push(['power-word', power]);
    for (const [category, counts] of lists) {
      const words = ranked(counts);
      for (const [item, count] of words.slice(0, topWords)) items.push({ category, novel, item, count });
      for (const [item, count] of words.slice(topWords, topWords + heldOutWords))
        items.push({ category: `${category}-heldout` as ListCategory, novel, item, count });
      for (const [item, count] of words.slice(topWords + heldOutWords, topWords + 2 * heldOutWords))
        items.push({ category: `${category}-heldout2` as ListCategory, novel, item, count });
    }
    const cliches = global('Cliches') as { groups: { cliche: string; sentences: { sentence: string }[] }[] };
    for (const group of cliches.groups)
      for (const { sentence } of group.sentences)
        items.push({
          category: 'cliche',
          novel,
          item: `${group.cliche}#${sentenceDigest(sentence)}`,
          count: 1,
          sentence,
        });
  }
  return items;
}
