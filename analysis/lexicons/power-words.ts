/**
 * The power-words lexicon (power-words.tsv): a word belongs to a category when it is one of the category's
 * stems, a form the hunspell dictionary inflects from it ("rædsel" → "rædslen"), or the stem followed by a
 * usual Danish inflection ending.
 */
import { commonInflectionEndings } from '../text/inflections.ts';
import { inflectionsOf } from './hunspell.ts';
import { lexiconRows, once } from './load.ts';

const inflections = commonInflectionEndings;

/** Everyday words that an inflected stem would otherwise produce ('lig' is excluded by the spec). */
const notPowerWords = new Set(['lig', 'dør', 'moder', 'leder', 'frier', 'sider']);

export const powerWordCategories = once(() => {
  const byForm = new Map<string, { category: string; stem: string }>();
  const categories: string[] = [];
  const rows = lexiconRows('power-words.tsv').filter(([category, stems]) => category && stems);
  const allStems = rows.flatMap(([, stems]) => stems!.split(',').map((stem) => stem.trim()));
  const inflected = inflectionsOf(allStems);
  const stemCategory = new Map<string, string>();
  for (const [category, stems] of rows) {
    categories.push(category!);
    for (const stem of stems!.split(',').map((s) => s.trim())) {
      if (!stemCategory.has(stem)) stemCategory.set(stem, category!);
      for (const ending of inflections) {
        const form = stem + ending;
        if (!byForm.has(form) && !notPowerWords.has(form)) byForm.set(form, { category: category!, stem });
      }
    }
  }
  for (const [form, stem] of inflected) {
    const category = stemCategory.get(stem);
    if (category && !byForm.has(form) && !notPowerWords.has(form)) byForm.set(form, { category, stem });
  }
  return { byForm, categories };
});
