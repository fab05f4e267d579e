/**
 * A present passive in '-s' after a fronted prepositional phrase: "Ved indbo forstås møbler og tøj", "Af ansøgerne
 * kræves en eksamen". The verb stands second, after the fronted phrase, and its subject follows. The dictionary lists
 * many passives, but not those of verbs with a prefix it lists only as a whole ("forstås" of 'forstå' = 'for' +
 * 'stå'): the form is the verb's passive when it is a prefix and an infinitive with '-s'.
 *
 * The phrase opens the sentence with a preposition and has no verb; 'at' before the form makes it an infinitive
 * ("Ved at forstås af alle …"), and a subject pronoun makes it a clause ("Siden jeg ikke omgås dem").
 */
import type { Tense } from '../lexicons/hunspell.ts';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { prepositions, subjectWords } from '../text/function-words.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const verbPrefixes = [
  'for',
  'be',
  'und',
  'op',
  'ud',
  'til',
  'af',
  'ind',
  'over',
  'fra',
  'ned',
  'an',
  'er',
  'om',
  'mis',
];

function isInfinitive(form: string): boolean {
  return hunspellTables().infinitives.has(form) || irregularVerbs().infinitives.has(form);
}

/** A passive in '-s' of an infinitive, or of a prefix and an infinitive ("forstås"). */
export function isPassiveForm(form: string): boolean {
  if (!form.endsWith('s') || form.length < 5) return false;
  const stem = form.slice(0, -1);
  if (isInfinitive(stem)) return true;
  return verbPrefixes.some(
    (prefix) => stem.startsWith(prefix) && stem.length - prefix.length >= 2 && isInfinitive(stem.slice(prefix.length)),
  );
}

/** The present of a passive the lexicon does not list, second after a fronted prepositional phrase. */
export function frontedPassiveTense(words: readonly Word[], index: number): Tense | undefined {
  const form = words[index]!.form;
  if (!form.endsWith('s') || index < 2 || !prepositions.has(words[0]!.form) || !isPassiveForm(form)) return undefined;
  for (let at = 1; at < index; at++) {
    const form = words[at]!.form;
    // a subject pronoun makes the part a clause ("Siden jeg ikke …"), not a phrase
    if (isPunctuatedBefore(words, at) || form === 'at' || subjectWords.has(form) || lexicalTense(form))
      return undefined;
  }
  const next = words[index + 1];
  return next !== undefined && !isPunctuatedBefore(words, index + 1) ? 'Pres' : undefined;
}
