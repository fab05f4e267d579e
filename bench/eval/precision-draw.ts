/**
 * Draws items at random from what a report page lists for a library work, each with a few of the sentences it
 * was found in, for a person to judge into bench/eval/precision/<list>.json. The sentences go to the terminal
 * only; the judgements keep the work, the item and the verdict.
 *   npx tsx bench/eval/precision-draw.ts LIST WORK [N=10] [SEED=28] [TEXTS=../shared/corpus/library/texts]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { analyseManuscript } from '../../analysis/index.ts';
import { semanticFields } from '../../analysis/lexicons/semantic-fields.ts';
import { descriptiveLemma } from '../../analysis/lexicons/word-lists.ts';
import { paragraphSpeechTags } from '../../analysis/models/dialogue.ts';
import { collectFieldHits, senseWindow, supportedHits } from '../../analysis/models/field-sense.ts';
import { powerWordsGlobal } from '../../analysis/models/power-words.ts';
import { countDescription } from '../../analysis/models/showing-telling.ts';
import { capitalisedForms } from '../../analysis/models/word-class-rules.ts';
import { type Paragraph, segmentManuscript } from '../../analysis/text/document.ts';
import { Random } from '../../tests/fuzz/random.ts';
import { spreadContexts } from './contexts.ts';
import { corpusRoot } from './corpus.ts';
import { listedIn, type ModelResult, precisionLists } from './precision-lists.ts';

const [list = 'adverbs', work = '', n = '10', seed = '28', texts = join(corpusRoot, 'library', 'texts')] =
  process.argv.slice(2);
const definition = precisionLists[list];
if (!definition || !work) {
  process.stderr.write(`usage: precision-draw.ts ${Object.keys(precisionLists).join('|')} WORK [N] [SEED]\n`);
  process.exit(2);
}
const bytes = new Uint8Array(readFileSync(join(texts, `${work}.txt`)));
const results = (await analyseManuscript(
  { bytes, fileName: `${work}.txt` },
  { models: definition.models },
)) as ModelResult[];
const items = listedIn(list, results);

/** The fuzz runner's seeded generator (mulberry32), so that a draw can be repeated. */
function random(state: number): () => number {
  const generator = new Random(state);
  return () => generator.next();
}
const next = random(Number(seed));
const drawn = [...items]
  .map((item) => [next(), item] as const)
  .sort((a, b) => a[0] - b[0])
  .slice(0, Number(n))
  .map(([, item]) => item);

const global = (model: string) => results.find((r) => r.model === model && r.section === 'global')?.content;
/** The forms the text wrote for an item of the list. */
function formsOf(item: string): string[] {
  const showTell = global('ShowingTelling') as Record<string, Record<string, Record<string, number>>> | undefined;
  const field = {
    adjectives: 'adjectives_forms',
    adverbs: 'adverbs_forms',
    'descriptive-words': 'descriptive_words_forms',
    'filler-words': 'filling_words_forms',
  }[list];
  if (field && showTell) return Object.keys(showTell[field]?.[item] ?? { [item]: 1 });
  if (list === 'power-words') {
    const categories = (global('PowerWords') as { power_words_categories: Record<string, { forms?: object }> })
      .power_words_categories;
    return [...new Set(Object.values(categories).flatMap((c) => Object.keys((c.forms as never)?.[item] ?? {})))];
  }
  if (list === 'semantic-field-keywords') {
    const keyword = item.split(': ')[1] ?? item;
    const lemmas = (global('SemanticFields') as { lemma_dictionary?: Record<string, string[]> }).lemma_dictionary;
    return lemmas?.[keyword] ?? [keyword];
  }
  return [item];
}

const paragraphs = segmentManuscript(textToBlocks(decodeText(Buffer.from(bytes)))).paragraphs;
const names = capitalisedForms(paragraphs.flatMap((p) => p.sentences));
/** Where each paragraph's words start and end in the count over all words (as the semantic fields count them). */
const wordSpans = new Map<Paragraph, [number, number]>();
let wordsSoFar = 0;
for (const paragraph of paragraphs) {
  const n = paragraph.sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);
  wordSpans.set(paragraph, [wordsSoFar, wordsSoFar + n]);
  wordsSoFar += n;
}
/** Per 'field: keyword', the positions where the keyword counts for the field (the sense check passed). */
const fieldKeywordPositions = once(() => {
  const positions = new Map<string, number[]>();
  const { names } = semanticFields();
  supportedHits(collectFieldHits(paragraphs).hits, names.length, senseWindow).forEach((hits, field) => {
    for (const hit of hits) {
      const key = `${names[field]}: ${hit.found.lemma}`;
      positions.set(key, [...(positions.get(key) ?? []), hit.at]);
    }
  });
  return positions;
});
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/** Whether the model lists one of the forms in this paragraph (each paragraph analysed on its own). */
function listedHere(paragraph: Paragraph, forms: readonly string[], item: string): boolean {
  if (list === 'semantic-field-keywords') {
    const [start, end] = wordSpans.get(paragraph)!;
    // positions count from 1 (collectFieldHits counts a word before it records it)
    return (fieldKeywordPositions().get(item) ?? []).some((at) => at > start && at <= end);
  }
  if (list === 'power-words') {
    const categories = powerWordsGlobal([paragraph]).power_words_categories;
    // the forms are kept under the lemma the list shows ("slaget" under 'slag')
    return Object.values(categories).some((c) => forms.some((form) => Object.hasOwn(c.forms?.[item] ?? {}, form)));
  }
  if (!['adjectives', 'adverbs', 'descriptive-words', 'filler-words'].includes(list)) return true;
  const counts = countDescription([paragraph], names);
  const map =
    { adjectives: counts.adjectives, adverbs: counts.adverbs, 'filler-words': counts.filling }[list] ??
    counts.descriptive;
  return [...map.keys()].some((lemma) => forms.some((form) => lemma === form || formsMatch(lemma, form)));
}
const formsMatch = (lemma: string, form: string) => form.startsWith(lemma) && form.length - lemma.length <= 3;

/** For the speech-tag lists: the tag's own words in the paragraphs where the model finds it. */
function speechTagContexts(item: string): string[] {
  const contexts: string[] = [];
  for (const paragraph of paragraphs) {
    const { words, tags } = paragraphSpeechTags(paragraph);
    for (const tag of tags) {
      const at = list === 'dialogue-verbs' ? tag.verbIndex : tag.adverbIndex;
      if (at === undefined) continue;
      if (list === 'dialogue-verbs' ? tag.verb.lemma !== item : descriptiveLemma(words[at]!.form) !== item) continue;
      const start = words[at]!.start;
      contexts.push(paragraph.text.slice(Math.max(0, start - 70), start + 50).replace(/\s+/gu, ' '));
    }
  }
  const step = Math.max(1, Math.floor(contexts.length / 3));
  return contexts.filter((_, i) => i % step === 0).slice(0, 3);
}

for (const item of drawn) {
  if (list === 'dialogue-verbs' || list === 'dialogue-adverbs') {
    process.stdout.write(`${item}\t${speechTagContexts(item).join(' | ')}\n`);
    continue;
  }
  const forms = formsOf(item);
  const spelled = forms.map((form) => form.replaceAll('å', '(?:å|aa)'));
  const pattern = new RegExp(`(^|[^\\p{L}])(${spelled.join('|')})(?=[^\\p{L}]|$)`, 'iu');
  const found = paragraphs.filter((p) => pattern.test(p.text) && listedHere(p, forms, item));
  const contexts = spreadContexts(found, pattern, 3, 70);
  process.stdout.write(`${item}\t[${forms.join(',')}]\t${contexts.join(' | ')}\n`);
}
