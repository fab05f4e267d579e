/**
 * Senses of the filler words that are no fillers, read from the sentence around them (issue 28 point 3): a fixed
 * phrase the word belongs to ("ganske vist", "vel at mærke"), a word that is the whole answer ("Netop!", "Ja,
 * naturligvis!"), and the conjunctive 'altså' (therefore) that links its clause to what came before.
 */
import type { Sentence, Word } from '../text/document.ts';

/**
 * Fixed phrases whose filler words carry the phrase's meaning: "ganske vist" (admittedly, a concession the
 * sentence needs), "vel at mærke" (mind you), "lige meget" (no matter; equally much), "lige over for" (opposite),
 * "ikke bare" (not only), "rigtig nok" (true enough), "jo vist" (yes indeed), "vist nok" (probably, as one word).
 */
const fixedPhrases: readonly (readonly string[])[] = [
  ['ganske', 'vist'],
  ['vel', 'at', 'mærke'],
  ['lige', 'meget'],
  ['lige', 'over', 'for'],
  ['lige', 'overfor'],
  ['ikke', 'bare'],
  ['rigtig', 'nok'],
  ['jo', 'vist'],
  // "slet og ret" (simply), "godt og vel" (a good … and more)
  ['slet', 'og', 'ret'],
  ['godt', 'og', 'vel'],
];

/** Whether the word at `index` is part of one of the fixed phrases. */
export function inFixedPhrase(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  for (const phrase of fixedPhrases) {
    for (let offset = 0; offset < phrase.length; offset++) {
      if (phrase[offset] !== form) continue;
      const start = index - offset;
      if (start < 0) continue;
      if (phrase.every((part, i) => words[start + i]?.form === part)) return true;
    }
  }
  return false;
}

/** Words that may stand with a filler word in a sentence that is only an answer ("Ja, naturligvis!", "Nej, netop"). */
const answerParticles = new Set([
  'ja',
  'jo',
  'nej',
  'nå',
  'na',
  'å',
  'aa',
  'o',
  'ih',
  'men',
  'og',
  'da',
  'ikke',
  'tak',
]);

/**
 * Whether the word stands in an answer made of filler words and answer particles only ("Netop!", "»Ja,
 * naturligvis!« svarede hun", "Jo vist."): there the word is the answer itself, which cannot be cut. In dialogue the
 * answer is the run of spoken words around it (the tag after it is no part of it), elsewhere the sentence.
 */
export function isAnswer(sentence: Sentence, index: number, isFillerWord: (form: string) => boolean): boolean {
  const words = sentence.words;
  let start = 0;
  let end = words.length;
  if (words[index]!.inDialogue) {
    start = index;
    while (start > 0 && words[start - 1]!.inDialogue) start--;
    end = index + 1;
    while (end < words.length && words[end]!.inDialogue) end++;
  }
  if (end - start > 4) return false;
  return words.slice(start, end).every((word) => answerParticles.has(word.form) || isFillerWord(word.form));
}

/** Words after which a clause begins ("og altsaa", "men altså"). */
const clauseLinks = new Set(['og', 'men', 'eller', 'så', 'saa', 'for']);

/** Whether punctuation that ends a clause (comma, semicolon, colon, dash) stands right before the word. */
function punctuatedBefore(sentence: Sentence, index: number): boolean {
  const previous = sentence.words[index - 1];
  if (!previous) return false;
  const between = sentence.text.slice(
    previous.start + previous.text.length - sentence.start,
    sentence.words[index]!.start - sentence.start,
  );
  return /[,;:–—-]/u.test(between);
}

/** Words after which 'altså' draws a consequence ("vi kommer jo altsaa for sent"). */
const consequenceLeads = new Set(['jo', 'da', 'så', 'saa']);

/**
 * The conjunctive 'altså' (therefore, so): first in its clause ("Altsaa havde ingen kunnet aabne den", "- Altsaa,
 * at jeg er haard"), anywhere in narration, where it draws a conclusion ("Han var altsaa ikke kommet"), in a
 * question ("Du vil altsaa ikke med?") or after 'jo' ("vi kommer jo altsaa for sent"). The filler is the spoken
 * particle of emphasis inside a statement ("Det er altså for galt").
 */
export function isConjunctiveAltså(sentence: Sentence, index: number): boolean {
  const word = sentence.words[index]!;
  if (!word.inDialogue) return true;
  const opensClause =
    word.initial || punctuatedBefore(sentence, index) || clauseLinks.has(sentence.words[index - 1]?.form ?? '');
  if (opensClause || consequenceLeads.has(sentence.words[index - 1]?.form ?? '')) return true;
  return isQuestion(sentence, index);
}

/** Whether the clause of the word ends in a question mark (the sentence's text after the word, to its first stop). */
function isQuestion(sentence: Sentence, index: number): boolean {
  const after = sentence.text.slice(sentence.words[index]!.start - sentence.start);
  const stop = after.search(/[.!?]/u);
  return stop >= 0 && after[stop] === '?';
}
