/**
 * An adjective in its strong neuter form right after a past in '-ede'/'-te' ("Det regnede kraftigt", "fordi de
 * betalte godt", "De arbejdede hårdt"). A participle used as an adjective is in its weak or plural form there (after
 * an article, a possessive, a preposition or an inflected adjective), and so is any adjective that goes on with it
 * to the noun ("de nyrestaurerede gamle huse", "det forsømte store hus"): a form in '-t' after it cannot belong to
 * the phrase. It is the adverb of manner that follows a verb, so the form before it is the verb.
 *
 * Nouns in '-t' stay nouns ("de udvalgte punkt …" is no Danish; "med brugte lyst" is not read here), and so do
 * words the dictionary lists as verbs too.
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { isNounForm } from './noun-forms.ts';

/** The word after a past in '-ede'/'-te' is an adverb of manner in '-t', not an adjective of its phrase. */
export function isMannerAdverb(next: Word): boolean {
  const form = next.form;
  if (!form.endsWith('t') || next.text[0] !== form[0] || form.length < 4) return false;
  return isAdjectiveForm(form) && !isNounForm(form) && !lexicalTense(form);
}
