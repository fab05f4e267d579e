/**
 * A clause that opens with a nominal subject before its verb: "De svage og syge ligger i teltene", "men de andre får
 * det hele", "En anden satte sig", "at de indfødte taler engelsk", "En virusinfektion forløber mildt". Danish puts the
 * subject first in a main clause without a fronted part and in every subordinate clause, and the finite verb right
 * after it; a noun phrase that is only an article with adjectives or a word like 'anden'/'andre' ("de syge", "en
 * anden"), or an indefinite article with its noun and at most two adjectives ("en infektion", "hvor en ung dansk pige
 * tilbringer", "før et konjunkturopsving viser sig"), is whole, so the homograph after it is the verb.
 *
 * The phrase must open the clause (the sentence, a mark or a conjunction before its article; 'og'/'eller' only after
 * a mark, since without one they join noun phrases: "i Guld og de store oplyste Sale"), a participle after an
 * adjective must not go on with a noun ("det lange rynkede Ansigt"), and no verb without
 * another reading may follow in the same clause: there the homograph was the noun of the subject ("De nye tanker
 * er gode", "En gruppe læger mødtes").
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { isNounForm, isOldSpellingNoun } from './noun-forms.ts';
import { isPlainVerb } from './tense-participle.ts';
import { isPunctuatedBefore, opensClauseAt } from './tense-position.ts';

/** Conjunctions after which a clause opens with its subject. */
const clauseConjunctions = new Set(
  'at men og eller fordi mens hvis selvom skønt når da idet eftersom hvor før indtil'.split(' '),
);
const definiteArticles = new Set(['de', 'den', 'det']);
const indefiniteArticles = new Set(['en', 'et']);
/** Words that make a whole noun phrase after an article ("de andre", "en anden", "den sidste"). */
const pronounHeads = new Set(['anden', 'andet', 'andre', 'første', 'sidste']);
/** Nouns of amount or kind, which a noun follows ("en gruppe læger", "en række tanker"). */
const amountNouns = new Set(
  'del masse række par gruppe kop flaske glas liter kilo pakke stykke slags form type mængde antal flok'.split(' '),
);
/** Words that open another clause: the verb before them is this clause's. */
const clauseOpeners = new Set('og eller men at som der hvis når fordi mens da hvor hvad hvem om så'.split(' '));

/** An adjective or participle in its '-e' form used as a noun after a definite article ("de syge", "de indfødte"). */
function isNominalAdjective(word: Word): boolean {
  return /e$/u.test(word.form) && isAdjectiveForm(word.form);
}

/** The part of a hyphenated compound that carries its inflection ("salmonella-infektion" → "infektion"). */
function head(form: string): string {
  return form.slice(form.lastIndexOf('-') + 1);
}

/** An indefinite singular noun after 'en'/'et', no adjective, no noun of amount, no verb form ("en infektion"). */
function isIndefiniteNoun(word: Word): boolean {
  const form = head(word.form);
  if (amountNouns.has(form) || isAdjectiveForm(form) || lexicalTense(form) || lexicalTense(word.form)) return false;
  return form.length > 3 && isNounForm(form);
}

/** An adjective in its indefinite singular form, no verb form and no noun ("ung", "dansk", "nyt"). */
function isIndefiniteAdjective(word: Word | undefined): boolean {
  if (word === undefined || word.text[0] !== word.form[0] || word.form.endsWith('e')) return false;
  return isAdjectiveForm(word.form) && !lexicalTense(word.form) && !amountNouns.has(word.form);
}

/** A noun after the form: a capitalised old-spelling noun inside the sentence, or a noun that is no adverb. */
function isNounAhead(word: Word): boolean {
  if (!word.initial && /^\p{Lu}/u.test(word.text)) return isOldSpellingNoun(word);
  const form = word.form;
  return isNounForm(form) && !isAdjectiveForm(form) && !adverbs().has(form) && !lexicalTense(form);
}

/** A word that makes a whole noun phrase after a definite article ("de syge", "de andre"). */
function nominal(word: Word | undefined): boolean {
  return word !== undefined && (pronounHeads.has(word.form) || isNominalAdjective(word));
}

/** An article opening its clause at words[at]. */
function isOpeningArticle(words: readonly Word[], at: number): boolean {
  const form = words[at]?.form ?? '';
  return (definiteArticles.has(form) || indefiniteArticles.has(form)) && opensSubjectClauseAt(words, at);
}

/** Where the phrase before words[index] starts, if it is a whole nominal subject; -1 if not. */
function subjectPhraseStart(words: readonly Word[], index: number): number {
  let at = index - 1;
  const last = words[at];
  if (!last || isPunctuatedBefore(words, index)) return -1;
  const article = words[at - 1];
  if (article && indefiniteArticles.has(article.form) && (isIndefiniteNoun(last) || pronounHeads.has(last.form)))
    return at - 1;
  // "en ung dansk pige", "et nyt firma": one or two adjectives in their indefinite singular form between
  if (isIndefiniteNoun(last)) {
    for (let back = 1; back <= 2 && isIndefiniteAdjective(words[at - back]); back++) {
      if (indefiniteArticles.has(words[at - back - 1]?.form ?? '')) return at - back - 1;
    }
  }
  // "De svage og syge": an article before one or two nominal adjectives joined by 'og'
  if (!nominal(last)) return -1;
  if (words[at - 1]?.form === 'og' && nominal(words[at - 2]) && !isPunctuatedBefore(words, at - 1)) at -= 2;
  if (!definiteArticles.has(words[at - 1]?.form ?? '') || isPunctuatedBefore(words, at)) return -1;
  // "den letsindige og den nederdrægtige": two such phrases joined by 'og'
  const joined = words[at - 2]?.form === 'og' && nominal(words[at - 3]) && !isPunctuatedBefore(words, at - 2);
  return joined && definiteArticles.has(words[at - 4]?.form ?? '') ? at - 4 : at - 1;
}

/** words[at] opens its clause: the sentence's start, a mark, or a conjunction before it ('og', 'eller' only after a mark). */
function opensSubjectClauseAt(words: readonly Word[], at: number): boolean {
  if (!opensClauseAt(words, at, clauseConjunctions)) return false;
  const before = words[at - 1]?.form;
  // 'og'/'eller' joins clauses after a mark or opening the sentence, else noun phrases ("i Guld og de store …")
  if ((before !== 'og' && before !== 'eller') || isPunctuatedBefore(words, at)) return true;
  return at === 1 || isPunctuatedBefore(words, at - 1);
}

/**
 * Subordinators after which a quantifier alone is the subject ("når andre arbejder"); not 'hvor' ("hvor mange"), nor
 * those that are prepositions too ("i tanke om nogle udmærkede bolsjer", "før mange år").
 */
const subordinators = new Set('at når naar hvis fordi da mens selvom idet eftersom skønt'.split(' '));
/** Quantifiers that are a whole subject by themselves. */
const quantifierSubjects = new Set('andre mange flere nogle alle begge ingen nogen'.split(' '));

/**
 * "når andre arbejder", "at ingen kunde tro det": a quantifier right after a subordinator, with no noun after it, is
 * the subject, and the homograph after it the verb, unless a verb with no other reading follows in the clause ("fordi
 * alle planer blev droppet": there the homograph was the quantifier's noun).
 */
function isAfterQuantifierSubject(words: readonly Word[], index: number): boolean {
  const quantifier = words[index - 1];
  if (!quantifier || !quantifierSubjects.has(quantifier.form) || quantifier.text[0] !== quantifier.form[0])
    return false;
  if (index < 2 || !subordinators.has(words[index - 2]!.form)) return false;
  if (isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  for (let at = index + 1; at < words.length; at++) {
    if (isPunctuatedBefore(words, at) || clauseOpeners.has(words[at]!.form)) break;
    if (isPlainVerb(words[at])) return false;
  }
  return true;
}

/** words[index] is the verb after a nominal subject opening its clause ("de andre får", "En anden satte"). */
export function isAfterNominalSubject(words: readonly Word[], index: number): boolean {
  if (isAfterQuantifierSubject(words, index)) return true;
  // a cheap look first: an article opening a clause two, four or five words back
  if (!isOpeningArticle(words, index - 2) && !isOpeningArticle(words, index - 4)) {
    if (!isOpeningArticle(words, index - 5)) return false;
  }
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1)) return false;
  const start = subjectPhraseStart(words, index);
  if (start < 0 || !opensSubjectClauseAt(words, start)) return false;
  // "det lange rynkede Ansigt": a participle after an adjective and before a noun is the phrase's adjective
  const afterAdjective = !pronounHeads.has(words[index - 1]!.form);
  if (afterAdjective && /(?:ede|te|de)$/u.test(words[index]!.form) && isNounAhead(next)) return false;
  for (let at = index + 1; at < words.length; at++) {
    if (isPunctuatedBefore(words, at) || clauseOpeners.has(words[at]!.form)) break;
    if (isPlainVerb(words[at])) return false;
  }
  return true;
}
