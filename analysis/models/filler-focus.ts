/**
 * Senses of filler words that carry meaning, read from the words right after or before them (issue 28 point 3,
 * round 6): the restrictive 'blot' and 'bare' (only, merely) before what they restrict, the inferential 'altså' of
 * a conclusion in speech, 'slet' as "badly" and 'vist' in the answer 'ja vist'.
 */
import type { Word } from '../text/document.ts';

/**
 * Words that open what a restrictive 'blot' or 'bare' focuses on: a clause of reason, purpose, time or condition
 * ("blot fordi hun var smuk", "bare for at se"), an indefinite article, a number or a quantity ("blot en Drøm",
 * "bare to Dage", "blot et Øjeblik"). The softening particle stands before a verb or an adverb ("kom bare ind",
 * "vent blot").
 */
const focusOpeners = new Set([
  'fordi',
  'for',
  'når',
  'naar',
  'hvis',
  'en',
  'et',
  'én',
  'ét',
  'to',
  'tre',
  'fire',
  'fem',
  'nogle',
  'ganske',
  'halvt',
  'halv',
]);

/** Forms of 'være' after which a restrictive 'blot' or 'bare' focuses on the predicative ("blot været et …"). */
const copulaForms = new Set(['være', 'været', 'vær', 'er', 'var']);

/**
 * 'blot' or 'bare' restricting what follows (only, merely): before a clause of reason or condition, an indefinite
 * article or a number ("blot fordi", "blot en Drøm", "bare to Dage", "blot for Spøg"), or before a
 * form of 'være' with a predicative noun after it ("Skulde hun blot været et Appendiks"). No filler: "only"
 * cannot be cut without changing what the sentence says.
 */
export function isRestrictive(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form !== 'blot' && form !== 'bare') return false;
  const next = words[index + 1]?.form;
  if (next === undefined) return false;
  if (focusOpeners.has(next)) return true;
  const after = words[index + 2]?.form;
  return copulaForms.has(next) && (after === 'en' || after === 'et');
}

/** Finite forms of 'være' and 'have' in the past: a conclusion about what was ("det var altså sandt"). */
const pastCopulas = new Set(['var', 'vare', 'havde', 'blev']);

/** Words that open a definite noun phrase, which a presenting "her er altså" identifies. */
const definiteOpeners = new Set(['den', 'det', 'de', 'din', 'dit', 'dine', 'min', 'mit', 'mine', 'hans', 'hendes']);

/**
 * The inferential 'altså' inside a clause of speech: after a past 'var' or 'havde' (a conclusion about what was:
 * "det var altsaa sandt", "han havde altsaa ret"), or presenting a definite noun phrase after 'er' ("Her er altsaa
 * den grønne Stue": so this is). The spoken emphasis stays a filler: "Det er altså for galt", "Du må altså ikke".
 */
export function isInferentialAltså(words: readonly Word[], index: number): boolean {
  if (words[index]!.form !== 'altså') return false;
  const previous = words[index - 1]?.form ?? '';
  if (pastCopulas.has(previous)) return true;
  return (previous === 'er' || previous === 'var') && definiteOpeners.has(words[index + 1]?.form ?? '');
}

/** Negations and quantities of none that the intensifier 'slet' grades ("slet ikke", "slet ingen"). */
const negations = new Set(['ikke', 'ingen', 'intet', 'ingenting', 'aldrig']);

/**
 * 'slet' is a filler only as the intensifier of a negation ("slet ikke", "slet ingen"); before anything else it is
 * the adjective or adverb "bad, badly" ("slet bevogtet", "en slet Karakter").
 */
export function isBadlyHere(words: readonly Word[], index: number): boolean {
  return words[index]!.form === 'slet' && !negations.has(words[index + 1]?.form ?? '');
}

/** 'vist' right after 'ja' or 'jo' is the answer "yes indeed" ("Ja vist, det kan du tro"), not the hedge. */
export function isAnswerVist(words: readonly Word[], index: number): boolean {
  const previous = words[index - 1]?.form;
  return words[index]!.form === 'vist' && (previous === 'ja' || previous === 'jo');
}
