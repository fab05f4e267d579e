/**
 * Noun phrases the tense tagger took for a finite verb. Danish grammar puts no finite verb inside a noun phrase:
 * - a participle after a preposition is attributive, so a noun-verb homograph after it is its noun ("på reserverede
 *   bøger", "med lukkede øjne");
 * - after 'blive'/'være' that are not finite ("vil blive både glade og trætte", "kan være forsinkede", "blive
 *   vred") a past form or an adjective homograph is the participle or adjective: the clause's finite verb came before; after a 'have' that is not finite comes
 *   its participle or object ("vil have flere ansatte");
 * - a genitive of an indefinite noun, like a possessive, is a determiner ("et nyhedsbureaus udsendte medarbejder",
 *   "en times tid", "hendes lukkede øjne");
 * - a sentence that opens with a noun-verb homograph, 'og' and a noun opens with its subject ("Skipper og
 *   styrmænd mødtes"); with a verb after 'og' it is a verb ("Smiler og nikker");
 * - two nouns joined by 'og'/'eller' after a genitive, determiner or preposition are one noun phrase ("pressens mål
 *   og midler", "uden fejl og mangler"), when the homograph's noun reading is a plural;
 * - 'de' after a verb is an article when a relative clause without 'som' follows its noun ("få de varer de skal
 *   bruge"), and a one-word headline in capitals is a noun ("SKRAMMER").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { determiners, modals, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { isGenitive } from './tense-mood.ts';
import { isPlainVerb } from './tense-participle.ts';
import { isInfinitiveOnly, isPunctuatedBefore } from './tense-position.ts';

/** A form in '-ede'/'-te' with a past reading: a participle when it stands in a noun phrase. */
function isPastParticipleForm(form: string): boolean {
  return /(?:ede|te)$/u.test(form) && lexicalTense(form) === 'Past';
}

/**
 * "på reserverede bøger", "med lukkede øjne": the homograph follows a participle that follows a preposition, with no
 * mark between; the participle is attributive and the homograph its noun.
 */
export function isNounAfterAttributiveParticiple(words: readonly Word[], index: number): boolean {
  if (index < 2 || isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  const participle = words[index - 1]!;
  if (participle.text[0] !== participle.form[0] || !isPastParticipleForm(participle.form)) return false;
  return prepositions.has(words[index - 2]!.form) && !subjectWords.has(words[index + 1]?.form ?? '');
}

/** 'blive', 'være' and their participles: a copula that is not the finite verb. */
const nonFiniteCopulas = new Set(['blive', 'være', 'blevet', 'bleven', 'været']);
/** Words between a copula and its complement ("blive både glade og …", "være meget forsinkede"). */
const complementLeads = new Set(['både', 'meget', 'lidt', 'ikke', 'helt', 'så', 'for', 'mere', 'mest', 'ganske']);

/**
 * "vil blive både kvalificerede", "kan være forsinkede": a past form after a non-finite copula; so too a form that
 * is also an adjective ("maa ikke blive vred", "vil være vis på det", "er blevet tør").
 */
export function isCopulaComplement(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!isPastParticipleForm(form) && hunspellTables().ambiguousForms.get(form) !== 'adjective') return false;
  for (let back = 1; back <= 2 && index - back >= 0; back++) {
    if (isPunctuatedBefore(words, index - back + 1)) return false;
    const word = words[index - back]!.form;
    if (nonFiniteCopulas.has(word)) return true;
    if (!complementLeads.has(word)) return false;
  }
  return false;
}

/**
 * "vil have flere ansatte", "skulle have solgte varer", "har haft travle dage": after a 'have' that is not finite
 * (the infinitive after 'at' or a modal, or the participle 'haft') comes its participle or its object, never a
 * finite verb. A past form in '-ede'/'-te' or a noun-verb homograph there, with at most two words of the object's
 * phrase between (a quantifier, numeral, adjective or adverb), is a participle or noun. 'have' after a determiner
 * or preposition is the noun, a garden ("i sin have").
 */
export function isAfterNonFiniteHave(words: readonly Word[], index: number): boolean {
  // cheap first: most words have no 'have' or 'haft' among the three before them
  let nearHave = false;
  for (let back = 1; back <= 3 && index - back >= 0 && !nearHave; back++) {
    const before = words[index - back]!.form;
    nearHave = before === 'have' || before === 'haft';
  }
  if (!nearHave) return false;
  const form = words[index]!.form;
  // a modal there opens a clause without 'at' ("som du vil have skal være sand")
  if (modals.has(form)) return false;
  if (!isPastParticipleForm(form) && hunspellTables().ambiguousForms.get(form) !== 'noun') return false;
  if (subjectWords.has(words[index + 1]?.form ?? '') && !isPunctuatedBefore(words, index + 1)) return false;
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    const at = index - back;
    if (isPunctuatedBefore(words, at + 1)) return false;
    const word = words[at]!.form;
    if (word === 'haft') return true;
    if (word === 'have') return governsHave(words, at);
    const inPhrase = quantifiers.has(word) || /^\d+$/u.test(word) || isAdjectiveForm(word) || adverbs().has(word);
    if (!inPhrase || lexicalTense(word) !== undefined) return false;
  }
  return false;
}

/** 'have' right after 'at' or a modal, or after a modal and one adverb ("vil nok have"): the infinitive. */
function governsHave(words: readonly Word[], at: number): boolean {
  const lead = words[at - 1]?.form ?? '';
  if (isPunctuatedBefore(words, at)) return false;
  if (lead === 'at' || modals.has(lead) || /^(?:kunde|vilde|skulde)$/u.test(lead)) return true;
  return (adverbs().has(lead) || lead === 'ikke') && modals.has(words[at - 2]?.form ?? '');
}

/** A noun of the dictionary, also as the last part of a compound ("nyhedsbureau" = nyheds + bureau, "sladderpressen"). */
export function isNounStem(stem: string): boolean {
  const tables = hunspellTables();
  if (tables.nominalWords.has(stem)) return true;
  // a word of its own is no compound ("nemlig" is no nem + lig); the first part is a noun, not an adjective
  if (tables.baseWords.has(stem)) return false;
  const isHead = (head: string) => tables.nominalWords.has(head) && !tables.adjectiveForms.has(head);
  for (let split = 3; split <= stem.length - 3; split++) {
    if (isNounForm(stem.slice(split)) && isHead(stem.slice(0, split).replace(/s$/u, ''))) return true;
  }
  return false;
}

/**
 * "en times tid", "et års tid": a form in '-s' right after 'en'/'et' whose stem is a noun is its genitive.
 * "det svenske nyhedsbureaus udsendte medarbejder": a participle after the genitive of an indefinite noun inside a
 * noun phrase (an article, adjective, determiner or preposition before the genitive) leads the genitive's noun.
 */
export function isIndefiniteGenitivePhrase(words: readonly Word[], index: number): boolean {
  if (index < 1 || isPunctuatedBefore(words, index)) return false;
  const form = words[index]!.form;
  const prev = words[index - 1]!;
  if ((prev.form === 'en' || prev.form === 'et') && form.endsWith('s')) return isGenitiveOf(form);
  if (isPunctuatedBefore(words, index + 1) || !isPastParticipleForm(form) || prev.text[0] !== prev.form[0])
    return false;
  const next = words[index + 1];
  if (next === undefined || !isNounLike(next.form)) return false;
  if (possessives.has(prev.form)) return true; // "hans lammede Ansigt"
  if (index < 2 || isPunctuatedBefore(words, index - 1) || !isGenitiveOf(prev.form)) return false;
  const lead = words[index - 2]!.form;
  const phraseLead =
    prepositions.has(lead) || determiners.has(lead) || /^(?:den|det|de)$/u.test(lead) || isInflectedAdjective(lead);
  return phraseLead;
}

const possessives = new Set(
  'min mit mine din dit dine sin sit sine hans hendes dens dets vor vort vore vores jeres deres'.split(' '),
);

function isGenitiveOf(form: string): boolean {
  if (!form.endsWith('s') || form.endsWith('ss') || form.length < 4) return false;
  // a noun or adjective in '-s' of its own ("kurs", "tilfreds"); verb forms in '-s' may be genitives ("times")
  const tables = hunspellTables();
  if (tables.nominalWords.has(form) || tables.adjectiveForms.has(form) || adverbs().has(form)) return false;
  return isNounStem(form.slice(0, -1));
}

function isInflectedAdjective(form: string): boolean {
  return form.endsWith('e') && isAdjectiveForm(form) && !lexicalTense(form) && !quantifiers.has(form);
}

/** A noun form, also one with a verb reading ("medarbejder"), but no function word. */
function isNounLike(form: string): boolean {
  if (subjectWords.has(form) || determiners.has(form) || prepositions.has(form) || quantifiers.has(form)) return false;
  return isNounForm(form) || isNounStem(form);
}

/** A noun with no verb reading ("styrmænd"). */
function isPlainNoun(form: string): boolean {
  return !lexicalTense(form) && isNounLike(form);
}

/** A noun-verb homograph (a noun of its own or an inflected noun form) that stands inside a noun phrase. */
export function isNounInPhrase(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  const tables = hunspellTables();
  if (!(tables.ambiguousForms.get(form) === 'noun' || tables.nominalWords.has(form))) return false;
  return (
    isNounAfterAttributiveParticiple(words, index) ||
    isCoordinatedSubject(words, index) ||
    isCoordinatedPlural(words, index) ||
    isObjectBeforeRelative(words, index) ||
    isHeadlineNoun(words, index)
  );
}

/** A word that opens a verb's object: a pronoun, an article or determiner, a name or a definite noun. */
function isObjectStart(word: Word): boolean {
  if (personalPronouns.has(word.form) || determiners.has(word.form)) return true;
  if (word.text[0] !== word.form[0]) return true;
  return /(?:en|et|ne)$/u.test(word.form) && word.form.length > 4 && isNounForm(word.form);
}

/** Personal and demonstrative pronouns, not the relative 'som'/'der' ("mangler som ingen kan leve med"). */
const personalPronouns = new Set(
  'jeg du han hun vi i de den det man mig dig ham hende os jer dem sig hinanden denne dette disse'.split(' '),
);

/** Pronouns the dictionary also lists as nouns ('han', 'hun': a male, a female). */
const pronouns = new Set([...subjectWords, ...'ham hende dem mig dig os jer sig'.split(' ')]);
const objectPronouns = new Set(['jeg', 'du', 'han', 'hun', 'vi', 'de', 'man']);

/**
 * "at få de varer de skal bruge": after a verb, 'de' is the article of its object, and a subject pronoun right after
 * the homograph opens a relative clause without 'som'. After a subordinator 'de' is the subject ("fordi de mener de
 * kan").
 */
export function isObjectBeforeRelative(words: readonly Word[], index: number): boolean {
  if (index < 2 || words[index - 1]!.form !== 'de' || !objectPronouns.has(words[index + 1]?.form ?? '')) return false;
  // a comma may open the relative clause ("få de varer, de skal bruge"), but none stands inside the phrase
  if (isPunctuatedBefore(words, index - 1) || isPunctuatedBefore(words, index)) return false;
  const lead = words[index - 2]!;
  if (isPlainVerb(lead) || isInfinitiveOnly(lead.form)) return true;
  // "kan få de varer": an infinitive known as one by the modal or 'at' before it
  const governor = words[index - 3]?.form ?? '';
  const infinitive = hunspellTables().infinitives.has(lead.form) || irregularVerbs().infinitives.has(lead.form);
  return infinitive && (governor === 'at' || modals.has(governor)) && !isPunctuatedBefore(words, index - 2);
}

/**
 * A headline whose noun reading is a plural: one word in capitals ("SKRAMMER"), or a short line that opens with it
 * before a preposition and has no other verb and no subject ("Priser fra 1.095 kr.", "Planer om ny bro"). A verb
 * opening a sentence without its subject is rare in writing, and then a verb of its own follows or it has no noun
 * reading ("Kommer i morgen").
 */
export function isHeadlineNoun(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (hunspellTables().nominalWords.has(word.form)) return false;
  if (words.length === 1) return word.text.length >= 3 && word.text === word.text.toUpperCase();
  if (index !== 0 || words.length > 8 || isPunctuatedBefore(words, 1)) return false;
  if (!prepositions.has(words[1]!.form) || words[1]!.text !== words[1]!.form) return false;
  return words.every((other, at) => at === 0 || !(lexicalTense(other.form) || personalPronouns.has(other.form)));
}

/** "Skipper og styrmænd mødtes": the first word, 'og'/'eller', and a noun with no verb reading. */
export function isCoordinatedSubject(words: readonly Word[], index: number): boolean {
  if (index !== 0 || words.length < 3) return false;
  if (isPunctuatedBefore(words, 1) || isPunctuatedBefore(words, 2)) return false;
  if (!(words[1]!.form === 'og' || words[1]!.form === 'eller')) return false;
  const noun = words[2]!;
  return !isAdjectiveForm(noun.form) && !adverbs().has(noun.form) && isPlainNoun(noun.form);
}

/**
 * "sladderpressens mål og midler", "uden fejl og mangler": a homograph whose noun reading is a plural (not a noun
 * of its own: "læser", "maler" are agent nouns, and "drikker kaffe og læser" keeps the verb) after 'og'/'eller' and a
 * noun with no verb reading that opens after a genitive, a determiner or a preposition.
 */
export function isCoordinatedPlural(words: readonly Word[], index: number): boolean {
  if (index < 3 || isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  const conjunction = words[index - 1]!.form;
  if (!(conjunction === 'og' || conjunction === 'eller')) return false;
  const tables = hunspellTables();
  const form = words[index]!.form;
  if (tables.ambiguousForms.get(form) !== 'noun' || tables.nominalWords.has(form)) return false;
  const noun = words[index - 2]!;
  if (isPunctuatedBefore(words, index - 2) || noun.text[0] !== noun.form[0] || pronouns.has(noun.form)) return false;
  if (!tables.nominalWords.has(noun.form) || lexicalTense(noun.form) || isAdjectiveForm(noun.form)) return false;
  if (tables.infinitives.has(noun.form) || irregularVerbs().infinitives.has(noun.form)) return false;
  // "og sætter dem paa plads og retter blomsterne op": an object after the homograph makes it a verb
  const next = words[index + 1];
  if (next !== undefined && !isPunctuatedBefore(words, index + 1) && isObjectStart(next)) return false;
  const lead = words[index - 3]!;
  if (isGenitive(lead) || isGenitiveOf(lead.form) || determiners.has(lead.form) || prepositions.has(lead.form))
    return true;
  // "Parken har fejl og mangler som …": after a verb, only a phrase that ends there or before a relative 'som'
  const ends = next === undefined || isPunctuatedBefore(words, index + 1) || next.form === 'som';
  return ends && isPlainVerb(lead);
}
