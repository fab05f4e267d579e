/**
 * Draws the candidates a person judges by hand for the dialogue precision gold (bench/eval/gold/dialogue.tsv), and
 * prints each with a little context to the terminal (the context is never stored). The draw uses surface forms
 * only, never the Dialogue model's rules, so the judgement is independent of what the model decides:
 *   paragraph  paragraphs holding a quotation mark or a dash anywhere
 *   verb       every occurrence of a form of a verb in the dialogue-verbs lexicon, in any position
 *   adverb     the lower-case word right after such a form and its subject ("sagde hun X", "spurgte Fru Holm X"), not a grammar word or a finite verb
 *   tag        paragraphs that open with a dash and hold '?' or '!' before a lower-case word
 *   dash       paragraphs that open with a dash, under 400 characters (every speech tag in them is counted by hand)
 * Usage: npx tsx bench/eval/dialogue-sample.ts CATEGORY COUNT [CORPUS/literature [SEED [NOVEL,…]]] (the gold used seed 13, and
 * seed 7 for a second, held-out sample of tags drawn after the rules were tuned on the first)
 */
import { join } from 'node:path';
import { dialogueVerbForms } from '../../analysis/lexicons/dialogue-verbs.ts';
import { lexicalTense } from '../../analysis/lexicons/verb-tense.ts';
import { paragraphWords } from '../../analysis/models/dialogue.ts';
import type { Paragraph, Word } from '../../analysis/text/document.ts';
import {
  determiners,
  firstPerson,
  modals,
  prepositions,
  quantifiers,
  secondPerson,
  subjectWords,
  thirdPerson,
} from '../../analysis/text/function-words.ts';
import { Random } from '../../tests/fuzz/random.ts';
import { corpusRoot } from './corpus.ts';
import { loadNovels } from './novels.ts';

interface Candidate {
  novel: string;
  paragraph: number;
  offset: number;
  word: string;
}

const quoteOrDash = /[»«„“”"]|(?:^|\s)[-–—](?:\s|$)|^[-–—]/u;
const dashLed = /^\s*[-–—]/u;
const dashLedQuestion = /^\s*[-–—][\s\S]*[?!][»«"”']*\s+\p{Ll}/u;

function candidates(category: string, novels: Map<string, Paragraph[]>): Candidate[] {
  const found: Candidate[] = [];
  const forms = dialogueVerbForms();
  for (const [novel, paragraphs] of novels) {
    paragraphs.forEach((paragraph, index) => {
      if (category === 'dash') {
        if (dashLed.test(paragraph.text) && paragraph.text.length < 400)
          found.push({ novel, paragraph: index, offset: 0, word: '' });
        return;
      }
      if (category === 'paragraph' || category === 'tag') {
        const pattern = category === 'paragraph' ? quoteOrDash : dashLedQuestion;
        if (pattern.test(paragraph.text)) found.push({ novel, paragraph: index, offset: 0, word: '' });
        return;
      }
      const words = paragraphWords(paragraph);
      words.forEach((word, at) => {
        if (!forms.has(word.form)) return;
        if (category === 'verb') found.push({ novel, paragraph: index, offset: word.start, word: word.text });
        if (category !== 'adverb') return;
        const slot = tagSlot(words, at);
        if (slot) found.push({ novel, paragraph: index, offset: slot.start, word: slot.text });
      });
    });
  }
  return found;
}

/** Grammar words that cannot be an adverb of manner (no lexicon of adverbs is used for the draw). */
const closedClass = new Set([
  ...subjectWords,
  ...determiners,
  ...prepositions,
  ...quantifiers,
  ...modals,
  ...firstPerson,
  ...secondPerson,
  ...thirdPerson,
  ...'og eller men at som så da når hvis fordi idet mens medens thi ikke hvor hvorfor hvad hvem noget intet ham hende'.split(
    ' ',
  ),
]);

const subjects = new Set(['han', 'hun', 'jeg', 'du', 'vi', 'de', 'den', 'det', 'man', 'I', 'De']);

/** The word in the slot after a verb and its subject ("sagde hun X", "spurgte Fru Holm X"), if lower-case. */
function tagSlot(words: readonly Word[], at: number): Word | undefined {
  let next = at + 1;
  while (
    next < Math.min(words.length, at + 3) &&
    (subjects.has(words[next]!.text) || /^\p{Lu}/u.test(words[next]!.text))
  ) {
    next++;
  }
  const word = words[next];
  if (next === at + 1 || !word || word.text.length < 3 || !/^\p{Ll}/u.test(word.text)) return undefined;
  return closedClass.has(word.form) || lexicalTense(word.form) ? undefined : word;
}

/** The opening of a paragraph and the text around its first quotation marks and dashes. */
function marksInContext(text: string): string {
  const windows = [text.slice(0, 120)];
  for (const match of [...text.matchAll(/[»«„“”"]|\s[-–—]\s/gu)].slice(0, 4)) {
    if (match.index > 120) windows.push(text.slice(Math.max(0, match.index - 60), match.index + 80));
  }
  return windows.join(' … ');
}

/** A seeded shuffle (mulberry32), so that the same draw can be repeated. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const generator = new Random(seed);
  const random = () => generator.next();
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

if (process.argv[1]?.endsWith('dialogue-sample.ts')) {
  const [category = 'verb', count = '60', folder = join(corpusRoot, 'literature'), seed = '13', only] =
    process.argv.slice(2);
  const novels = loadNovels(folder, only ? new Set(only.split(',')) : undefined);
  const pool = candidates(category, novels);
  process.stdout.write(`# ${category}: ${pool.length} candidates, ${count} drawn\n`);
  for (const item of shuffled(pool, Number(seed)).slice(0, Number(count))) {
    const text = novels.get(item.novel)![item.paragraph]!.text;
    const context =
      category === 'paragraph'
        ? marksInContext(text)
        : category === 'tag' || category === 'dash'
          ? text.slice(0, 900)
          : `${text.slice(Math.max(0, item.offset - 90), item.offset)}[[${item.word}]]${text.slice(item.offset + item.word.length, item.offset + item.word.length + 50)}`;
    process.stdout.write(
      `${item.novel}\t${item.paragraph}\t${item.offset}\t${item.word}\t${context.replace(/\s+/gu, ' ')}\n`,
    );
  }
}
