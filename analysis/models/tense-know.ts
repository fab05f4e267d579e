/**
 * 'ved', the present of 'vide' (know), where its subject is not the word right before it:
 * - a subject pronoun and a sentence adverb or two before it, in a subordinate clause or plain order ("da vi ikke
 *   ved, hvordan", "som jeg godt ved", "at de jo ved det");
 * - a definite noun or a name as the subject ("Duerne ved, hvordan de kommer hjem", "selv arrangøren ved ikke, hvad
 *   det koster", "det gamle parti ved, hvad det vil"), an indefinite one opening its clause ("Sådan en fyr ved nok,
 *   hvad"), also with sentence adverbs between ("at Dronningen endnu ikke ved, om");
 * - 'Ved ikke' opening a sentence with no subject, as people speak and write notes ("Ved ikke, om jeg sover").
 *
 * What follows has to be what one knows: the end of the clause, a question word, 'om' or 'at' opening the known
 * thing, 'det' ending the clause, or 'ikke'/'godt'/'jo'/'nok' before one of these. The preposition 'ved' takes a
 * noun phrase instead ("da vi ikke ved bordet kunne tale", "Duerne ved vinduet", "Ved ikke at svare"). A verb right
 * before the subject pronoun makes the clause inverted ("Derfor sad hun ikke ved, hvad"), where the clause has its
 * verb already.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { dictionaryNames, nameKey } from '../lexicons/names.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs, determiners, prepositions } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { isCompoundDefiniteNoun } from './tense-compound.ts';
import { invertedPronouns, isPunctuatedBefore, opensClauseAt } from './tense-position.ts';

/** Tells whether the word at a position is a finite verb (the tagger's own verdict, passed in). */
export type IsFinite = (at: number) => boolean;

/** Words that open what one knows ("ved, hvad", "ved om", "ved hvordan"). */
const knownOpeners = new Set(
  'hvad hvem hvor hvordan hvorfor hvornår hvorvidt hvilken hvilket hvilke hvorledes hvorfra hvorhen om'.split(' '),
);
/** Adverbs that may stand between 'ved' and what one knows ("ved ikke, hvad", "ved godt at"). */
const knowAdverbs = new Set(['ikke', 'godt', 'jo', 'nok', 'også', 'slet', 'heller', 'altså', 'bare', 'vel']);
/** Subject pronouns before the adverbs ('de', 'den', 'det' too: no article stands before an adverb). */
const subjectPronouns = new Set([...invertedPronouns, 'de', 'den', 'det', 'i']);
const articles = new Set(['den', 'det', 'de', 'denne', 'dette', 'disse']);

/** words[index] is 'ved' as the verb 'vide', with its subject before it and what one knows after it. */
export function isKnowVed(words: readonly Word[], index: number, isFiniteVerb: IsFinite): boolean {
  if (words[index]!.form !== 'ved') return false;
  // "Ved ikke, om …": the subject left out, as after a pronoun
  if (index === 0) return words[1]?.form === 'ikke' && knownAfter(words, 1, 'left out');
  if (isPunctuatedBefore(words, index)) return false;
  // back over the sentence adverbs to the subject
  let at = index - 1;
  while (at > 0 && at >= index - 3 && clauseAdverbs.has(words[at]!.form) && !isPunctuatedBefore(words, at + 1)) at--;
  if (isPunctuatedBefore(words, at + 1)) return false;
  const subject = words[at]!;
  if (at < index - 1 && subjectPronouns.has(subject.form) && (subject.form !== 'i' || subject.text === 'I')) {
    const before = at > 0 && !isPunctuatedBefore(words, at) ? words[at - 1]! : undefined;
    if (before !== undefined && lexicalTense(before.form) && isFiniteVerb(at - 1)) return false;
    return knownAfter(words, index, 'pronoun');
  }
  // "at Dronningen endnu ikke ved, om": a noun subject opening its clause before the adverbs, and what one knows
  // after a mark ("til Fru Karen netop ved, at" is the preposition: the name ends a phrase)
  if (at < index - 1)
    return opensClauseAt(words, at, clauseOpeners) && isNounSubject(words, at) && knownAfter(words, index, 'noun');
  // a noun subject stands right before 'ved' ("Duerne ved, hvordan"): after an adverb the noun may end a phrase
  // ("lettet Skridtet for Fru Natalie netop ved, at …")
  return at === index - 1 && isNounSubject(words, at) && knownAfter(words, index, 'noun');
}

/**
 * What follows 'ved' at words[index] is what one knows. After a pronoun subject 'at' may follow without a mark
 * ("som jeg ikke ved at han gjorde"); otherwise only with a mark (", at"), since "reddede manden ved at råbe" and
 * "Ved ikke at svare, …" are the preposition. After a noun the end of the clause is a stranded preposition or
 * particle ("Hvad kommer det Sagen ved?", "opfriske Humeuret ved."), unless what one knows follows the mark.
 */
function knownAfter(words: readonly Word[], index: number, subject: 'pronoun' | 'noun' | 'left out'): boolean {
  let at = index + 1;
  while (at < words.length && at <= index + 2 && knowAdverbs.has(words[at]!.form) && !isPunctuatedBefore(words, at))
    at++;
  const next = words[at];
  if (next === undefined) return subject !== 'noun';
  if (isPunctuatedBefore(words, at)) return subject !== 'noun' || opensKnown(next);
  if (knownOpeners.has(next.form)) return true;
  if (next.form === 'at') return subject === 'pronoun';
  if (next.form === 'det' || next.form === 'noget' || next.form === 'besked') return endsClause(words, at);
  return false;
}

/** What one knows after the mark: a question word, 'om' or 'at' ("Duerne ved, hvordan"). */
function opensKnown(word: Word): boolean {
  return knownOpeners.has(word.form) || word.form === 'at';
}

/** Nothing or a mark after words[at]: the clause ends there. */
function endsClause(words: readonly Word[], at: number): boolean {
  return at + 1 >= words.length || isPunctuatedBefore(words, at + 1);
}

/** words[at] opens its clause: the sentence's start, after a mark, or after a word that opens a clause. */
const clauseOpeners = new Set('at som da når hvis fordi mens og men selv om eftersom idet'.split(' '));

/** A noun in its definite form ("hundene", "bilsælgeren"). */
function isDefiniteNoun(form: string): boolean {
  if (!/(?:en|et|ne)$/u.test(form) || form.length <= 4) return false;
  return isNounForm(form) || isCompoundDefiniteNoun(form); // "koncertarrangøren ved ikke"
}

/** A definite noun or a name at words[at], or a noun after an article and an adjective, not inside a phrase. */
function isNounSubject(words: readonly Word[], at: number): boolean {
  const word = words[at]!;
  if (word.initial && at > 0) return false;
  if (lexicalTense(word.form) || clauseAdverbs.has(word.form)) return false;
  const before = words[at - 1];
  // "i huset ved", "kender manden ved": after a preposition or a verb the noun is no subject
  if (before !== undefined && !isPunctuatedBefore(words, at)) {
    if (prepositions.has(before.form) || lexicalTense(before.form)) return false;
    // "gjort sin Lykke ved det": a possessive or article inside the clause leads an object
    const such = words[at - 2]?.form === 'sådan' && opensClauseAt(words, at - 2, clauseOpeners); // "Sådan en fyr"
    if (determiners.has(before.form) && !opensClauseAt(words, at - 1, clauseOpeners) && !such) return false;
  }
  if (/^\p{Lu}/u.test(word.text)) {
    // a name opening the sentence only when the name lists know it ("Peter ved det")
    // a name the name lists know, or a definite noun ("Hundene ved det"); not 'Dig', 'Noget' or 'Angest'
    const name = dictionaryNames().properNouns.has(nameKey(word.form)) && !isNounForm(word.form);
    return name || isDefiniteNoun(word.form);
  }
  if (isDefiniteNoun(word.form)) return true;
  if (!isNounForm(word.form)) return false;
  // "Sådan en fyr ved nok, hvad": an indefinite article opening the clause (or after 'sådan') and its noun
  if (before !== undefined && (before.form === 'en' || before.form === 'et')) {
    return opensClauseAt(words, at - 1, clauseOpeners) || words[at - 2]?.form === 'sådan';
  }
  // "det demokratiske parti": an article and an adjective before an indefinite noun
  const article = words[at - 2];
  if (article === undefined || before === undefined || !articles.has(article.form)) return false;
  // the adjective in its '-e' form, no verb ("de lide mindre ved det": 'lide' is the verb, 'mindre' no noun)
  const tables = hunspellTables();
  const adjective = /e$/u.test(before.form) && isAdjectiveForm(before.form) && !tables.infinitives.has(before.form);
  return adjective && !clauseAdverbs.has(word.form) && !isAdjectiveForm(word.form);
}
