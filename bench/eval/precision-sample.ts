/**
 * Prints what the report pages list for the corpus novels (bench/eval/word-lists.ts), each item with a little
 * context, for a person to judge by hand into bench/eval/gold/precision.tsv. The context goes to the terminal
 * only; the gold keeps the novel, the item and the judgement.
 *   npx tsx bench/eval/precision-sample.ts CATEGORY [CORPUS/literature]
 */
import { join } from 'node:path';
import { powerWordsGlobal } from '../../analysis/models/power-words.ts';
import { countDescription } from '../../analysis/models/showing-telling.ts';
import { capitalisedForms } from '../../analysis/models/word-class-rules.ts';
import type { Paragraph } from '../../analysis/text/document.ts';
import { spreadContexts } from './contexts.ts';
import { corpusRoot } from './corpus.ts';
import { loadNovels } from './novels.ts';
import { type ListCategory, listedItems } from './word-lists.ts';

const [category = 'adjective', folder = join(corpusRoot, 'literature')] = process.argv.slice(2);
const novels = loadNovels(folder);

/** Whether the model lists `word` in this paragraph under the category (each paragraph classified on its own). */
function listsHere(paragraph: Paragraph, word: string, names: ReadonlySet<string>): boolean {
  const kind = category.replace(/-heldout2?$/u, '');
  if (kind === 'power-word') {
    const categories = powerWordsGlobal([paragraph]).power_words_categories;
    return Object.values(categories).some((c) => (c.words[word] ?? 0) > 0);
  }
  const counts = countDescription([paragraph], names);
  const map = kind === 'adjective' ? counts.adjectives : kind === 'adverb' ? counts.adverbs : counts.filling;
  return (map.get(word) ?? 0) > 0;
}
const namesOf = new Map<string, Set<string>>();
for (const item of (await listedItems(folder)).filter((i) => i.category === (category as ListCategory))) {
  if (item.sentence) {
    process.stdout.write(`${item.novel}\t${item.item}\t${item.sentence.replace(/\s+/gu, ' ')}\n`);
    continue;
  }
  const pattern = new RegExp(`(^|[^\\p{L}])${item.item}(?=[^\\p{L}]|$)`, 'iu');
  const paragraphs = novels.get(item.novel)!;
  if (!namesOf.has(item.novel)) namesOf.set(item.novel, capitalisedForms(paragraphs.flatMap((p) => p.sentences)));
  // Only the places where the model lists the word, spread over the book.
  const listed = paragraphs.filter((p) => pattern.test(p.text) && listsHere(p, item.item, namesOf.get(item.novel)!));
  const contexts = spreadContexts(listed, pattern, 4, 60);
  process.stdout.write(`${item.novel}\t${item.item}\t${item.count}\t${contexts.join(' | ')}\n`);
}
