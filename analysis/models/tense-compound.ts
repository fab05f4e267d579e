/**
 * A compound noun in its definite form the noun lists do not know as a whole: "koncertarrangøren",
 * "vejrudsigten". Danish writes compounds as one word and inflects the last part, so the word is a definite noun
 * when a known definite noun ends it, after a first part of at least three letters.
 *
 * Only the common gender's '-en' and the plural's '-ne' are read so: a form in '-et' is as often a participle
 * ("smigret", "forlovet") as a neuter noun.
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import { isNounForm } from './noun-forms.ts';

/** The form is a compound whose last part is a definite noun in '-en' or '-ne' of at least five letters. */
export function isCompoundDefiniteNoun(form: string): boolean {
  if (!/(?:en|ne)$/u.test(form) || form.length < 9 || lexicalTense(form) || isAdjectiveForm(form)) return false;
  for (let split = 3; split <= form.length - 5; split++) {
    const tail = form.slice(split);
    if (isNounForm(tail) && !lexicalTense(tail) && !isAdjectiveForm(tail)) return true;
  }
  return false;
}
