/**
 * A participle inside the noun phrase that opens a clause, where the clause's own finite verb comes later. Danish
 * puts one finite verb in a clause, so when a verb that can be nothing else follows in the same clause (no mark, no
 * clause opener, no new subject between), a form in '-ede'/'-te' before it is the participle of the subject:
 * - after an article opening the clause, with at most one modifier between ("De ansatte i firmaet er utilfredse",
 *   "Det forenede Europa er en drøm", "De hidtil løste opgaver var små"); an object, a sentence adverb or a
 *   definite noun right after the form makes it the verb with 'de' as its subject ("De ansatte ham i går", "De
 *   lukkede ikke døren", "De lukkede døren"), and so does the end of the clause ("Det regnede");
 * - after a preposition that is no adverb, before that verb ("Antallet af dræbte steg til 20").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs, determiners, modals, subjectWords } from '../text/function-words.ts';
import { isPlainVerb } from './tense-participle.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const clauseArticles = new Set(['de', 'den', 'det']);
/** Finite forms of 'være', 'have', 'blive': verbs whatever stands around them. */
const auxiliaries = new Set('er var har havde blev bliver vare ere'.split(' '));
/** Words that open a clause of their own: a verb after them is not the opening phrase's verb. */
const clauseOpeners = new Set(
  'og eller men at som der hvis når fordi mens da hvor hvad hvem hvilke hvilken hvilket om end så idet selvom skønt inden før efter'.split(
    ' ',
  ),
);
/** Object pronouns: after the form, they make it a verb with its object ("De ansatte ham"). */
const objectPronouns = new Set('mig dig ham hende os jer dem sig den det de en et'.split(' '));

/** A past form shaped like a participle: '-ede', '-te', or '-de' with an adjective reading ("døde"). */
export function isParticipleShaped(form: string): boolean {
  if (lexicalTense(form) !== 'Past') return false;
  if (/(?:ede|te)$/u.test(form)) return true;
  return form.endsWith('de') && hunspellTables().ambiguousForms.get(form) === 'adjective';
}

/**
 * A finite verb that has no other reading and is no participle either: a present ("er", "steg"), a strong past
 * ("gik", "fik"), an auxiliary or a present modal. A past in '-ede'/'-te' is left out: it may be a participle itself.
 */
export function isSureFinite(word: Word | undefined): boolean {
  if (word === undefined || word.text[0] !== word.form[0]) return false;
  if (auxiliaries.has(word.form) || (modals.has(word.form) && lexicalTense(word.form) === 'Pres')) return true;
  return isPlainVerb(word) && !isParticipleShaped(word.form);
}

/** A verb with no other reading follows words[index] in its clause, with no mark, opener or new subject between. */
export function verbFollowsInClause(words: readonly Word[], index: number, reach = 8): boolean {
  for (let at = index + 1; at < words.length && at <= index + reach; at++) {
    if (isPunctuatedBefore(words, at)) return false;
    const word = words[at]!;
    if (isSureFinite(word)) return true;
    // a new subject starts another clause; 'de', 'den', 'det' may be articles and 'i' the preposition
    const subject = subjectWords.has(word.form) && !clauseArticles.has(word.form) && word.text !== 'i';
    if (clauseOpeners.has(word.form) || subject) return false;
    if (lexicalTense(word.form) && isPlainVerb(word)) return false; // a past in '-ede' may be this clause's verb
  }
  return false;
}

/** The article that opens the clause, right before words[index] or before one modifier ("De hidtil løste"). */
function openingArticleBefore(words: readonly Word[], index: number): boolean {
  for (const at of [index - 1, index - 2]) {
    const word = words[at];
    if (word === undefined || isPunctuatedBefore(words, at + 1)) return false;
    if (clauseArticles.has(word.form)) return at === 0 || isPunctuatedBefore(words, at);
    // the one modifier: an adverb or an inflected adjective, no verb
    const modifier =
      lexicalTense(word.form) === undefined && !determiners.has(word.form) && !subjectWords.has(word.form);
    if (at === index - 1 && modifier) continue;
    return false;
  }
  return false;
}

/** The form opens its clause's subject as a participle after its article, with the clause's verb still to come. */
export function isOpeningPhraseParticiple(words: readonly Word[], index: number): boolean {
  // cheap first: an article one or two words before
  const near = (at: number) => clauseArticles.has(words[at]?.form ?? '');
  if (!near(index - 1) && !near(index - 2)) return false;
  const form = words[index]!.form;
  // a modal governs the verb after it ("det måtte siges"): no participle
  if (modals.has(form) || !isParticipleShaped(form) || !openingArticleBefore(words, index)) return false;
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1)) return false;
  if (objectPronouns.has(next.form) || clauseAdverbs.has(next.form) || determiners.has(next.form)) return false;
  // "De lukkede døren": a definite noun after the form is its object; a capitalised name may be the phrase's noun
  if (next.text[0] === next.form[0] && /(?:en|et|ne)$/u.test(next.form) && next.form.length > 4) return false;
  return verbFollowsInClause(words, index);
}
