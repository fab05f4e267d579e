/**
 * The scope of a comparison (issue 28 points 3 and 6, 2026-11-27, seventh session): a word inside a simile or an
 * analogy is a figure, not the subject of the text ("som om han vilde kvæle ham af Henrykkelse", "ligesom i de gamle
 * Eventyr", "ligner en Flugt fra Slaget", "hvid som en Lilje"), so it counts neither for a semantic field nor as a
 * power word. Danish opens a comparison with 'som om', 'som naar', 'ligesom', 'som' before an indefinite article
 * ("som en", "som et"), 'som' before a verb and its subject ("som var det et Mysterie": as if), and the verb
 * 'ligne'; the comparison runs to the end of its
 * clause (a comma, semicolon, colon, dash or the sentence's end), and on through a relative clause that describes
 * the compared thing ("som i de gamle Eventyr, hvor Feen sover"). A relative 'som' after a comma ("Manden, som en
 * Dag kom") opens no comparison, nor 'som' after 'saavel'/'baade' (a pair) or after a verb of a role ("tjente som
 * en Karl").
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Sentence, Word } from '../text/document.ts';

/** The longest comparison counted, in words from its opener: a figure is a phrase, not a page. */
const maxScope = 14;

/** Forms of 'ligne' and 'ligesom' that open a likeness ("lignede en Flugt"); not 'lig', the corpse's form too. */
const likenessVerbs = new Set(['ligne', 'ligner', 'lignede', 'lignet', 'ligesom']);

/** After 'som' and no comma: an indefinite article opens a comparison ("hvid som en Lilje"). */
const indefiniteAfterSom = new Set(['en', 'et']);

/** A capitalised genitive inside the sentence ("som Aladdins Lampe", "som Guds Engle"). */
const isNameGenitive = (word: Word) => !word.initial && /^\p{Lu}\p{Ll}+s$/u.test(word.text);

/** Words before 'som' that make it a pair or a role, not a likeness. */
const notComparisonBefore = new Set(['såvel', 'saavel', 'både', 'baade', 'ansat', 'tjente', 'tjener', 'arbejdede']);

/** Words that open a relative clause continuing the compared thing after a comma. */
const relativeWords = new Set(['hvor', 'der', 'som', 'hvis', 'hvori', 'hvorpaa', 'hvorpå']);

/** The text between two neighbouring words of a sentence (punctuation, spaces). */
export function gapBefore(sentence: Sentence, index: number): string {
  const before = sentence.words[index - 1];
  const word = sentence.words[index]!;
  if (!before) return '';
  return sentence.text.slice(before.start + before.text.length - sentence.start, word.start - sentence.start);
}

/** Punctuation that ends a clause: a comma, semicolon, colon, bracket or dash. */
export const clauseBreak = /[,;:()\u2013\u2014]|\s-\s/u;

/** The finite verbs of "som var det …": as if it were. */
const asIfVerbs = new Set(['var', 'vare', 'er', 'havde', 'skulle', 'skulde', 'ville', 'vilde']);
/** Subjects after the verb that make 'som' "as if" whatever follows ("som var han"). */
const asIfPersons = new Set(['han', 'hun', 'jeg', 'vi', 'du', 'de']);
/** After "som var det": what makes it "as if it were" rather than a relative clause ("som var det største"). */
const asIfAfterIt = new Set(['en', 'et', 'noget', 'ingenting', 'intet', 'ikke']);

/**
 * Subject pronouns that can stand after any finite verb of "som dræbte han" (as if he killed): a relative 'som' is
 * itself the subject or has its subject before the verb ("som han dræbte"), so a subject form after the verb is
 * "as if". Not 'de', 'den' and 'det', which are articles too ("som kendte de gamle Sange").
 */
const asIfAnyVerbPersons = new Set(['han', 'hun', 'jeg', 'vi', 'du', 'man']);

/**
 * 'som', a finite verb and its subject: "as if" ("som var det et Mysterie", "som havde han set et Spøgelse", "som
 * dræbte han store Fluer").
 */
function isAsIf(words: readonly Word[], index: number): boolean {
  const verb = words[index + 1];
  const subject = words[index + 2];
  if (verb === undefined || subject === undefined) return false;
  if (!asIfVerbs.has(verb.form))
    return asIfAnyVerbPersons.has(subject.form) && verb.form !== 'om' && lexicalTense(verb.form) !== undefined;
  if (asIfPersons.has(subject.form)) return true;
  return subject.form === 'det' && asIfAfterIt.has(words[index + 3]?.form ?? '');
}

/** Whether the word at `index` opens a comparison. */
function opensComparison(sentence: Sentence, index: number): boolean {
  const words: readonly Word[] = sentence.words;
  const form = words[index]!.form;
  if (likenessVerbs.has(form)) return true;
  const next = words[index + 1];
  if (form !== 'som' || next === undefined) return false;
  // "…, som om han vilde", "som naar en Storm": a comparison wherever it stands
  if (next.form === 'om' || next.form === 'når' || next.form === 'naar') return true;
  // "som var det et Mysterie", "som var han en Fremmed": as if, the verb before its subject (a relative 'som' is
  // the subject itself: "Huset, som var det største")
  if (isAsIf(words, index)) return true;
  // "som en Lilje", "som Aladdins Lampe"; not "Manden, som en Dag kom" (the relative pronoun after a comma)
  if (!indefiniteAfterSom.has(next.form) && !isNameGenitive(next)) return false;
  if (index === 0 || clauseBreak.test(gapBefore(sentence, index))) return false;
  return !words.slice(Math.max(0, index - 4), index).some((word) => notComparisonBefore.has(word.form));
}

const cache = new WeakMap<Sentence, Uint8Array | null>();

/** For each word of the sentence, whether it stands inside a comparison (null: none in this sentence). */
export function comparisonMask(sentence: Sentence): Uint8Array | null {
  const cached = cache.get(sentence);
  if (cached !== undefined) return cached;
  let mask: Uint8Array | null = null;
  const words = sentence.words;
  for (let index = 0; index < words.length; index++) {
    if (!opensComparison(sentence, index)) continue;
    mask ??= new Uint8Array(words.length);
    for (let inside = index + 1; inside < words.length && inside - index <= maxScope; inside++) {
      const gap = gapBefore(sentence, inside);
      if (clauseBreak.test(gap) && !relativeWords.has(words[inside]!.form)) break;
      mask[inside] = 1;
    }
  }
  cache.set(sentence, mask);
  return mask;
}

/** Whether the word at `index` of the sentence stands inside a simile or an analogy. */
export function inComparison(sentence: Sentence, index: number): boolean {
  return comparisonMask(sentence)?.[index] === 1;
}
