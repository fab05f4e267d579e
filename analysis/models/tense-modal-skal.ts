/**
 * 'skal' is the modal verb or the noun (a shell: "en hård skal"). Before an infinitive, with at most two sentence
 * adverbs between, it is the modal, whatever stands before it: an adjective used as a noun ("Hvis de konservative skal
 * komme"), a determiner used as a pronoun ("hvordan dette skal finansieres"), a number ending a phrase ("alle lastbiler
 * fra 1. januar 1994 skal være"). A noun 'skal' is never followed by an infinitive.
 *
 * Kept: an infinitive that is a noun too ("en skal rejse"), and a passive in '-s' (also the present) after an article, a
 * possessive, a genitive or an adjective, where 'skal' may be the noun and the '-s' form its verb ("den ydre skal beskyttes").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs, determiners } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** Demonstratives, which stand alone as the subject before a modal ("dette skal finansieres"). */
const demonstratives = new Set(['dette', 'denne', 'disse']);

/** words[index] is 'skal' before its infinitive. */
export function isModalSkal(words: readonly Word[], index: number): boolean {
  if (words[index]!.form !== 'skal') return false;
  for (let at = index + 1; at < words.length && at <= index + 3; at++) {
    if (isPunctuatedBefore(words, at)) return false;
    const word = words[at]!;
    if (word.text[0] !== word.form[0]) return false; // a capitalised word: a name or the old prose's noun
    if (clauseAdverbs.has(word.form) && at < index + 3) continue;
    return isInfinitive(word.form) && (!word.form.endsWith('s') || !nounBefore(words, index));
  }
  return false;
}

/** An infinitive that is no noun; a passive in '-s' counts though it is also the present ("finansieres"). */
function isInfinitive(form: string): boolean {
  const tables = hunspellTables();
  if (!tables.infinitives.has(form) && !irregularVerbs().infinitives.has(form)) {
    return form.endsWith('s') && form.length > 4 && lexicalTense(form) === 'Pres';
  }
  if (form.endsWith('s')) return true;
  return !lexicalTense(form) && !tables.nominalWords.has(form) && !isNounForm(form);
}

/**
 * An article, possessive, genitive or inflected adjective right before 'skal': it may be the noun of their phrase
 * ("en skal", "æggets skal", "den ydre skal").
 */
function nounBefore(words: readonly Word[], index: number): boolean {
  const prev = words[index - 1]?.form ?? '';
  if (determiners.has(prev)) return !demonstratives.has(prev);
  if (prev.endsWith('s') && isNounForm(prev.slice(0, -1))) return true;
  return prev.endsWith('e') && isAdjectiveForm(prev);
}
