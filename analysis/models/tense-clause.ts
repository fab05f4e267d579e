/**
 * Where a clause already has its verb, or where a verb form shares the form of a verb before it. Danish puts one
 * finite verb in a clause; what follows it is its subject, object or complement:
 * - a quantifier after a preposition, an infinitive, or after the clause's finite verb, leads a noun phrase ("på flere led", "har
 *   man ingen planer om"): the noun-verb homograph after it is the noun, not a verb whose subject the quantifier is
 *   ("flere mener");
 * - a passive in '-s' joined by 'og'/'eller' to an infinitive shares its form: "skal sorteres og undersøges", "at
 *   tvinges eller lokkes" (the present passive "huset sælges og rives ned" follows its subject instead);
 * - the participle of a modal governs an infinitive like the modal ("har kunnet trækkes");
 * - a noun-verb homograph after the clause's finite verb, without a subject of its own, is the noun ("var et
 *   bevidst led").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import type { Word } from '../text/document.ts';
import { modals, prepositions, subjectWords } from '../text/function-words.ts';
import { isPlainVerb } from './tense-participle.ts';
import { invertedPronouns, isInfinitiveOnly, isPunctuatedBefore } from './tense-position.ts';

/** Participles of the modals, which govern an infinitive ("har kunnet komme", "havde måttet sælges"). */
export const modalParticiples = new Set(['kunnet', 'skullet', 'villet', 'måttet', 'burdet', 'turdet']);

/** Words that open a new clause: its verb comes after them, so a verb before them is another clause's. */
const clauseOpeners = new Set(
  'og eller men at som der hvis når fordi mens da hvor hvad hvem hvilke hvilken hvilket om end så idet selvom skønt'.split(
    ' ',
  ),
);

/**
 * A finite verb with no other reading stands before words[at] in the same clause (no mark, no clause opener). A
 * subject after it but not right after it starts a clause of its own ("det er derfor De altid møder mig"); right
 * after it, the subject is the inverted one of this clause ("har man ingen planer").
 */
export function hasFiniteVerbBefore(words: readonly Word[], at: number): boolean {
  let subjectAt = -1;
  for (let back = at - 1; back >= 0; back--) {
    if (isPunctuatedBefore(words, back + 1)) return false;
    const word = words[back]!;
    if (clauseOpeners.has(word.form)) return false;
    if (isPlainVerb(word) && !(word.form === 'går' && words[back - 1]?.form === 'i')) {
      return subjectAt === -1 || subjectAt === back + 1;
    }
    if (subjectWords.has(word.form) || (!word.initial && /^\p{Lu}/u.test(word.text))) subjectAt = back;
  }
  return false;
}

/**
 * A noun-verb homograph after the clause's finite verb, with no subject of its own before it, is the noun: "var et
 * bevidst led", "gav næring til ny tanker", "kan han ta den ny greb". A subject right before it ("som jeg ved
 * læser") or a subject pronoun after it (an inverted clause: "derfor lærer han") keeps the verb.
 */
export function isSecondVerb(words: readonly Word[], index: number, isSubject: (word: Word) => boolean): boolean {
  const prev = words[index - 1];
  if (!prev || isPunctuatedBefore(words, index) || isSubject(prev)) return false;
  if (invertedPronouns.has(words[index + 1]?.form ?? '')) return false;
  return hasFiniteVerbBefore(words, index);
}

/**
 * The quantifier before words[index] leads a noun phrase, not a subject: it follows a preposition ("på flere led",
 * "af alle slags"), a possessive ("hans mange rejser") or the clause's finite verb ("har man ingen planer om"). A
 * subject pronoun after the homograph keeps the verb of an inverted clause ("flere gange mener han"). A quantifier that
 * opens its clause leads the homograph when a verb with no other reading follows it ("fordi alle planer blev
 * droppet"); after another word it may be a relative clause's subject ("det alle ønsker er fred" keeps the verb).
 */
export function isQuantifiedNoun(words: readonly Word[], index: number): boolean {
  if (index < 1 || isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  // "om andet skriver de ikke": a subject pronoun right after it (not after a mark: "fra mange steder, der")
  if (subjectWords.has(words[index + 1]?.form ?? '') && !isPunctuatedBefore(words, index + 1)) return false;
  const before = words[index - 2]?.form ?? '';
  // "Hans mange rejser", "deres fire sønner": a possessive before the quantifier makes one noun phrase
  if (prepositions.has(before) || possessives.has(before)) return true;
  // "men alle steder har jeg søgt", "fordi alle planer blev droppet": a quantifier opening its clause, and a verb
  // with no other reading right after the homograph, which is then the noun of the quantifier's phrase
  const opensClause = index === 1 || isPunctuatedBefore(words, index - 1) || clauseConjunctions.has(before);
  if (opensClause && isPlainVerb(words[index + 1]) && !isPunctuatedBefore(words, index + 1)) return true;
  // "(at) kriminalisere alle angreb": after an infinitive the quantifier leads its object
  if (isInfinitiveOnly(before)) return true;
  return hasFiniteVerbBefore(words, index - 1);
}

/** Conjunctions after which a clause opens ("fordi alle planer blev droppet"). */
const clauseConjunctions = new Set('og men eller at fordi når hvis da mens før selvom idet eftersom skønt'.split(' '));

const possessives = new Set(
  'min mit mine din dit dine sin sit sine hans hendes dens dets vores vor vort vore jeres deres'.split(' '),
);

/** The word governs an infinitive: 'at', a modal, an old modal ('kunde') or a modal's participle. */
function governsInfinitive(form: string): boolean {
  return form === 'at' || modals.has(form) || modalParticiples.has(form) || /^(?:kunde|vilde|skulde)$/u.test(form);
}

/** A passive in '-s' of a verb's infinitive ("undersøges", "sælges"), not a deponent ("syntes", "nøjes"). */
function isPassive(form: string): boolean {
  if (!form.endsWith('s')) return false;
  const infinitive = form.slice(0, -1);
  return hunspellTables().infinitives.has(infinitive) || irregularVerbs().infinitives.has(infinitive);
}

/** What the verb form at a position is, as the tagger reads it: no verb, an infinitive, or finite. */
export type VerbReading = (at: number) => 'infinitive' | 'finite' | undefined;

/**
 * "skal sorteres og undersøges", "at tvinges eller lokkes": a form in '-s' right after 'og'/'eller' whose first
 * conjunct, the nearest verb before in the clause, is a passive infinitive (or the modal itself, with only its object
 * between: "skulle udstyres med et casino og erklæres"). A first conjunct after its subject ("huset sælges og
 * rives ned") is finite, and so is this one.
 */
export function isCoordinatedInfinitive(words: readonly Word[], index: number, reading: VerbReading): boolean {
  const form = words[index]!.form;
  const conjunction = words[index - 1]?.form ?? '';
  if (!isPassive(form) || !(conjunction === 'og' || conjunction === 'eller')) return false;
  if (isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  for (let back = index - 2; back >= 0 && back >= index - 9; back--) {
    if (isPunctuatedBefore(words, back + 1)) return false;
    const word = words[back]!.form;
    if (governsInfinitive(word)) return true;
    if (clauseOpeners.has(word)) return false;
    const verb = reading(back);
    // two passives side by side; an active infinitive first leaves it open ("kan samle sig og nøjes med")
    if (verb) return verb === 'infinitive' && isPassive(word);
  }
  return false;
}
