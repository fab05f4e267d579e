import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { adjectiveLeads, determiners, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { letterCase } from '../text/names-evidence.ts';
import { prepositionsAfterTæt, tellsNoManner } from './adverb-senses.ts';
import { isApposition, isCompoundParticiple, isInNounPhrase } from './depictive.ts';
import { isNounForm } from './noun-forms.ts';
import {
  betweenVerbAndAdverb,
  copulas,
  inCopulaGap,
  isMannerOfSpeechTag,
  isPredicative,
  positionVerbs,
} from './predicative.ts';

export { isInfinitive, isParticipleForm, isVerbParticiple, isVerbParticle } from './participles.ts';
export { adverbialAdjectives } from './predicative.ts';

import { isInfinitive, isParticipleForm } from './participles.ts';

/**
 * An adjective form used as an adverb here, so not listed as an adjective: 'tæt' before a preposition ("tæt ved
 * Vejen"), a comparative after a verb ("finder mig bedre i det", "klædte hende meget bedre"), and 'godt' before a
 * participle or adjective ("godt betalt").
 */
export function isAdverbialUse(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  const next = words[index + 1]?.form ?? '';
  if (form === 'tæt' && prepositionsAfterTæt.has(next)) return true;
  if (form === 'godt' && (isParticipleForm(next) || isAdjectiveForm(next))) return true;
  if (comparatives.has(form)) {
    // back over object pronouns and degree words to the verb: "klædte hende meget bedre"
    for (let back = 1; back <= 3 && index - back >= 0; back++) {
      const word = words[index - back]!.form;
      if (lexicalTense(word) && !betweenVerbAndAdverb.has(word)) return !copulas.has(word);
      if (!objectPronouns.has(word) && !betweenVerbAndAdverb.has(word) && word !== 'det') return false;
    }
  }
  return false;
}
const objectPronouns = new Set(['mig', 'dig', 'sig', 'ham', 'hende', 'os', 'jer', 'dem']);
const comparatives = new Set(['bedre', 'værre', 'mere', 'mindre']);

/**
 * The word forms a book writes capitalised inside sentences more often than in lower case: names ('Lange',
 * 'Berg') and, in the old spelling, nouns. At the start of a sentence such a form is the name too, never an
 * adjective ("Lange kom ind").
 */
export function capitalisedForms(sentences: Iterable<{ words: readonly Word[] }>): Set<string> {
  const balance = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      if (word.initial) continue;
      const upper = startsUpperCase(word.text);
      balance.set(word.form, (balance.get(word.form) ?? 0) + (upper ? 1 : -1));
    }
  }
  return new Set([...balance].filter(([, n]) => n > 0).map(([form]) => form));
}

/** A capitalised word inside a sentence is a name or, in the old spelling, a noun ('Lange', 'paa Fransk'). */
export function isCapitalisedInside(word: Word): boolean {
  return !word.initial && startsUpperCase(word.text);
}

/** Whether a word starts with a capital letter (read from the character code: fast, per word). */
function startsUpperCase(text: string): boolean {
  return letterCase(text) === 'upper';
}

/** The finite verb a word follows, directly or after a degree or negation word, if any. */
function followsFiniteVerb(words: readonly Word[], index: number): string | undefined {
  const previous = words[index - 1]?.form;
  // 'saa' is both "so" and the old spelling of "så" (saw): as a degree word when a verb stands before it
  if (previous !== undefined && betweenVerbAndAdverb.has(previous) && verbAt(words, index - 2))
    return verbAt(words, index - 2);
  return verbAt(words, index - 1);
}

/** The word at `at` if it is a finite verb; a capitalised word inside a sentence is a noun or a name, never one. */
function verbAt(words: readonly Word[], at: number): string | undefined {
  const word = words[at];
  return word && !isCapitalisedInside(word) && lexicalTense(word.form) ? word.form : undefined;
}

/**
 * Whether a word is an adverb where it stands. A word of the adverb list is one, unless it is also an adjective
 * and stands as one: after an article, possessive or degree word ("en stille aften") or a copula ("var glad").
 * Another adjective is an adverb of manner in '-t' right after a finite verb that is not a copula ("løb
 * hurtigt", "talte roligt").
 */
export function isAdverbHere(words: readonly Word[], index: number, tenses: readonly unknown[]): boolean {
  const form = words[index]!.form;
  // "sagde Günther ærgerlig": the manner of the saying
  if (isMannerOfSpeechTag(words, index)) return !tellsNoManner(words, index) && !beforeNoun(words, index);
  // Only words of the adverb list and adjectives in '-t' can be adverbs here: the rest cost nothing more
  if (!adverbs().has(form) && !(form.endsWith('t') && isAdjectiveForm(form))) return false;
  const previous = words[index - 1]?.form ?? '';
  // "blev glad og rolig": coordinated with an adjective; "talte venligt og roligt": with an adverb, an adverb too
  const afterAdjective = (previous === 'og' || previous === 'eller') && isAdjectiveForm(words[index - 2]?.form ?? '');
  const afterAdverb = afterAdjective && isAdverbHere(words, index - 2, tenses);
  const coordinated = afterAdjective && !afterAdverb;
  // "var stadig glad", "blev aldrig træt": a copula with an adverb in between
  const afterCopula = followsCopula(words, index);
  const verb = followsFiniteVerb(words, index);
  // "sejler saa let": a verb that is no copula, then a degree word: the manner of the verb
  const mannerOfVerb = verb !== undefined && !copulas.has(verb);
  const asAdjective =
    !mannerOfVerb &&
    (adjectiveLeads.has(previous) ||
      suchWords.has(previous) ||
      determiners.has(previous) ||
      afterCopula ||
      coordinated);
  // "sjældent", "rundt", "lavt over Tuerne", "kort før": frequency, place or time, no manner
  if (tellsNoManner(words, index)) return false;
  if (tenses[index]) return false; // "hun holdt sig en Elsker": the finite verb
  if (isDefiniteNeuterNoun(form) || isImperative(words, index)) return false; // "fyldte sindet", "svar mig!"
  if (afterPersonalSubject.has(previous) && lexicalTense(form)) return false; // "Vi talte om": the finite verb
  // "holdt en Tale", "lagde et Bind": a past verb before its object's article, the finite verb
  if (lexicalTense(form) === 'Past' && objectLeads.has(words[index + 1]?.form ?? '')) return false;
  // "truende Ris", "i frygtelig Fart", "grinende tænder": the adjective of the noun that follows
  if (beforeNoun(words, index)) return false;
  // "saa vildt et Udseende", "et saa alvorligt Udtryk": the adjective of the noun phrase
  if (isInNounPhrase(words, index)) return false;
  // "saa feed og doven, saa uskikket til": in a list after an adjective in its base form, an adjective too
  if (afterBaseAdjective(words, index)) return false;
  // "saa pinefuldt noget": the adjective of the pronoun after it
  if (pronounsAfter.has(words[index + 1]?.form ?? '')) return false;
  // "det var dog tydeligt", "fandt det umuligt", "Aa, hvor forfærdeligt!": the subject's or object's quality
  if (isPredicative(words, index)) return false;
  // "stirrede tåreblændet": a compound participle, the state; "Huset, lavt og gammelt,": the noun's qualities
  if (isCompoundParticiple(form) || isApposition(words, index)) return false;
  if (afterAdverb && !isVerbHere(words, index)) return true; // "gik langsomt og tungt"
  if (adverbs().has(form)) {
    if (isVerbHere(words, index)) return false; // "kunne stille to Tønder": the verb 'stille'
    // "glade Tidender", "var glad": these adjectives are adverbs only as the manner of a verb ("lo glad")
    if (adjectivesFirst.has(form)) return mannerOfVerb;
    // "med højt Brystpanel": an old-spelling noun follows, so this is its adjective
    if (words[index + 1] && isCapitalisedInside(words[index + 1]!) && form.endsWith('t')) return false;
    return !(isAdjectiveForm(form) && asAdjective);
  }
  if (!form.endsWith('t') || !isAdjectiveForm(form)) return false;
  if (isParticipleForm(form)) return false; // "stod fyldt med", "saa bedrøvet var han": a participle, no manner
  // "frit Løb": an old-spelling noun follows, so this is its adjective
  if (words[index + 1] && isCapitalisedInside(words[index + 1]!)) return false;
  if (afterCopula) return false; // "var altid saa træt"
  // 'saa' is also the old past of 'se': a degree word here, so the verb must stand before it
  if (index > 0 && tenses[index - 1] && !copulas.has(previous) && !betweenVerbAndAdverb.has(previous)) return true;
  // "sov ikke godt": after a finite verb and a degree or negation word
  return mannerOfVerb;
}

/**
 * Whether an adjective or present participle stands before the noun it qualifies: an old-spelling capitalised
 * noun inside the sentence ("truende Ris"), or a word the dictionary knows as a noun and not as an adjective, a
 * verb or a function word ("grinende tænder").
 */
export function beforeNoun(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!isAdjectiveForm(form) && !form.endsWith('ende')) return false;
  const next = words[index + 1];
  if (!next) return false;
  if (isCapitalisedInside(next)) return !/^\p{Lu}{2}/u.test(next.text) && next.text !== 'I';
  const word = next.form;
  if (functionWords.has(word) || adverbs().has(word) || isAdjectiveForm(word) || lexicalTense(word)) return false;
  // "hviskende venindeskab": a noun the dictionary lacks, by its suffix
  return (isNounForm(word) && !isInfinitive(word)) || nounSuffix.test(word);
}

/**
 * Whether an adjective in '-t' follows, over 'saa' and 'og' (and a comma, which is no word), an adjective in its base
 * form that is no adverb-list word ("saa feed og doven, saa uskikket"): a list of the noun's qualities.
 */
function afterBaseAdjective(words: readonly Word[], index: number): boolean {
  for (let back = 1; back <= 2 && index - back >= 0; back++) {
    const before = words[index - back]!.form;
    if (before === 'saa' || before === 'så' || before === 'og') continue;
    return isAdjectiveForm(before) && !before.endsWith('t') && !before.endsWith('e') && !adverbs().has(before);
  }
  return false;
}

/** Suffixes of abstract and derived nouns ("venindeskab", "ensomhed", "længsel", "rigdom", "stemning"). */
const nounSuffix = /.{3}(?:skab|skabet|hed|heden|else|elsen|dom|dommen|ning|ningen)$/u;

/** The definite form of a noun that looks like an adjective in '-et' ("fyldte sindet", "modet"; 'sind', 'mod'). */
function isDefiniteNeuterNoun(form: string): boolean {
  return form.endsWith('et') && form.length > 4 && isNounForm(form) && isNounForm(form.slice(0, -2));
}

/**
 * An imperative first in its clause before an object or a particle ("svar mig derpaa!", "sid op, min Dreng"): the
 * stem of a verb the dictionary knows by its infinitive in '-e'.
 */
function isImperative(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  const previous = words[index - 1];
  if (previous && previous.start + previous.text.length + 1 === word.start) return false; // not first in its clause
  if (!isInfinitive(`${word.form}e`)) return false;
  return imperativeObjects.has(words[index + 1]?.form ?? '');
}
const imperativeObjects = new Set('mig dig ham hende os jer dem det den op ned ind ud hen frem'.split(' '));

const functionWords = new Set([
  ...subjectWords,
  ...determiners,
  ...quantifiers,
  ...prepositions,
  ...'og eller men som at end når naar da så saa hvor nu sig ud ind op ned hen hjem bort frem igen'.split(' '),
]);

/** 'such' before an adjective of its noun phrase ("en saadan stille Aften"). */
const suchWords = new Set(['sådan', 'saadan', 'slig', 'slik']);

/** Articles and possessives that open a verb's object ("holdt en Tale"). */
const objectLeads = new Set([
  'en',
  'et',
  'sin',
  'sit',
  'sine',
  'min',
  'mit',
  'mine',
  'din',
  'dit',
  'dine',
  'hans',
  'hendes',
  'deres',
]);

/** Personal pronouns that are only subjects: a verb form right after one is the finite verb ('de', 'den' are articles too). */
const afterPersonalSubject = new Set(['jeg', 'du', 'han', 'hun', 'vi', 'man']);

/** Pronouns an adjective before them qualifies ("saa pinefuldt noget", "et saa stort intet"). */
const pronounsAfter = new Set(['noget', 'intet']);

/** A copula right before, or before one or two words that may stand between ("var altid saa træt"). */
function followsCopula(words: readonly Word[], index: number): boolean {
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    const word = words[index - back]!.form;
    if (copulas.has(word)) return true;
    if (!inCopulaGap(word)) return false;
  }
  return false;
}

/** Adverb-list words that are adjectives first: an adverb only as the manner of a verb ("lo glad"). */
const adjectivesFirst = new Set(['glad', 'træt', 'trist', 'bekymret', 'forbavset', 'overrasket', 'irriteret']);

/** Words after which an infinitive follows: 'at' and the modal verbs (old spellings too). */
const infinitiveLeads = new Set([
  'at',
  'kan',
  'kunne',
  'kunde',
  'vil',
  'ville',
  'vilde',
  'skal',
  'skulle',
  'skulde',
  'må',
  'maa',
  'måtte',
  'maatte',
  'tør',
  'turde',
  // spoken and dialect forms: "ka' jeg krasse", "ska' thu gaa"
  'ka',
  'ska',
  'vil',
]);

/** A word of the adverb list that is the verb here: an infinitive after 'at' or a modal, or before 'sig'. */
export function isVerbHere(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!isInfinitive(form)) return false;
  const previous = words[index - 1]?.form ?? '';
  // "ka' jeg krasse": the modal before its subject
  const invertedModal = subjectWords.has(previous) && infinitiveLeads.has(words[index - 2]?.form ?? '');
  return infinitiveLeads.has(previous) || invertedModal || words[index + 1]?.form === 'sig';
}

/**
 * An adjective's '-t' form is an adjective only in a noun phrase or after a copula or degree word ("et stort
 * hus", "det var godt", "meget langt"); elsewhere it is an adverb ("sov godt", "langt borte", "halvt skjult").
 */
export function isNeuterOutsideNounPhrase(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!form.endsWith('t') || !isAdjectiveForm(form.slice(0, -1))) return false;
  const previous = words[index - 1]?.form ?? '';
  // "sov ikke godt": a degree or negation word after a verb that is no copula leads an adverb
  const verb = followsFiniteVerb(words, index);
  if (verb !== undefined && verb !== previous && !copulas.has(verb)) return true;
  return !(adjectiveLeads.has(previous) || determiners.has(previous) || copulas.has(previous));
}

/**
 * A past-tense verb form that the dictionary also knows as an adjective ("hørte", "ringede", "elskede"), standing
 * outside a noun phrase: an adjective only after an article, possessive, copula or degree word ("den elskede
 * hustru", "var forladte") or before a noun; elsewhere the verb ("han hørte", "Klokken ringede").
 */
export function isPastVerbOutsideNounPhrase(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (lexicalTense(form) !== 'Past' || !/(?:ede|te|de)$/u.test(form)) return false;
  const previous = words[index - 1]?.form ?? '';
  if (determiners.has(previous) || adjectiveLeads.has(previous)) return false;
  // "den nedringede Dame", "med forladte Huse"; but "det ringede ikke", "paa Klokkeslettet ringede Fru Cramer"
  const leadsNounPhrase =
    previous === 'den' ||
    previous === 'det' ||
    previous === 'de' ||
    prepositions.has(previous) ||
    isAdjectiveForm(previous);
  return !(leadsNounPhrase && beforeNoun(words, index));
}

/** An adjective in '-ig' before another adjective or adverb, as its degree ("uendelig svagt", "utrolig glad"). */
export function isDegreeWord(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form === 'nogenlunde') return true;
  const next = words[index + 1]?.form ?? '';
  // "en venlig gammel mand": two adjectives of one noun, so 'venlig' stays an adjective
  return form.endsWith('ig') && isAdjectiveForm(next) && (next.endsWith('t') || !beforeNoun(words, index + 1));
}

/**
 * An adjective's base form used as an adverb of the verb before it, as older prose writes it: right after a
 * finite verb that is no copula ("kom jævnlig tilbage") or an infinitive after 'at' or a modal ("at tale
 * sammenhængende"), with no noun after it and not "så … ud" (looked).
 */
export function isBareAdverb(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form.endsWith('t')) return false;
  const previous = words[index - 1];
  if (!previous || isCapitalisedInside(previous)) return false;
  const next = words[index + 1]?.form;
  if (next === 'ud' || beforeNoun(words, index)) return false;
  const p = previous.form;
  if (copulas.has(p) || positionVerbs.has(p) || p === 'så' || p === 'saa' || adjectiveLeads.has(p)) return false;
  if (lexicalTense(p)) return true;
  return isInfinitive(p) && infinitiveLeads.has(words[index - 2]?.form ?? '');
}

/**
 * A past participle that stands outside a noun phrase is the verb, no adjective: "Anlagt var det hele", "og sat
 * paa bagefter", "blev modtagen og indført"; after an article, possessive, degree word or verb of position, or
 * before its noun, it is the adjective ("et anlagt Haveanlæg", "stod lukket").
 */
export function isParticipleOutsideNounPhrase(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!isParticipleForm(form)) return false;
  const previous = words[index - 1]?.form ?? '';
  if (determiners.has(previous) || adjectiveLeads.has(previous) || positionVerbs.has(previous)) return false;
  if (previous === 'og' && isAdjectiveForm(words[index - 2]?.form ?? '') && !isParticipleForm(words[index - 2]!.form))
    return false; // "stor og udstrakt": coordinated with an adjective
  return !beforeNoun(words, index);
}
