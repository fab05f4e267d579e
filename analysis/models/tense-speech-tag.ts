/**
 * The verb of a speech tag after the quoted words: "…," fortæller bilsælgeren; "…," erklærede han; "…, lyder det
 * fra chefen"; "…, fortæller en af initiativtagerne". The tag inverts: its verb comes first, right after the mark
 * that closes the quote, and its subject after it. A dialogue verb in that place is finite whatever else the form
 * can be ('fortæller' the narrator, 'klager' complaints, 'lyder' sounds), and whatever stands before the mark (a
 * preposition ending the quote, "i vejen med,").
 *
 * The subject has to follow: a pronoun, a name, a definite noun, or an article or determiner opening a noun phrase.
 * In a row of nouns the form after a comma has none ("lærer, fortæller og forfatter", "ros, klager fra borgerne"),
 * and without a mark or the end of the quote before it the form is read by the tagger's other rules.
 */
import { dialogueVerb } from '../lexicons/dialogue-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { determiners } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { invertedPronouns, isPunctuatedBefore } from './tense-position.ts';

/** Pronouns that can be a speech tag's subject ("siger de", "lyder det"). */
const tagPronouns = new Set([...invertedPronouns, 'de', 'den', 'det', 'i']);

/** words[index] is a dialogue verb right after the mark or quote it tags, with its subject after it. */
export function isSpeechTagVerb(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (index === 0 || word.text[0] !== word.form[0]) return false;
  const closesQuote = words[index - 1]!.inDialogue && !word.inDialogue;
  if (!closesQuote && !isPunctuatedBefore(words, index)) return false;
  if (!dialogueVerb(word.form)?.finite) return false;
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1)) return false;
  return opensSubject(next, words[index + 2]);
}

/** A word that opens the tag's subject: a pronoun, a name, a definite noun, or an article or determiner. */
function opensSubject(word: Word, after: Word | undefined): boolean {
  const form = word.form;
  if (tagPronouns.has(form)) return form !== 'i' || word.text === 'I';
  if (determiners.has(form) || form === 'en' || form === 'et') return true;
  if (lexicalTense(form)) return false;
  if (/^\p{Lu}/u.test(word.text)) return true; // a name, or an old-spelling noun ("sagde Moderen")
  // a definite noun ("bilsælgeren", "lægerne"), or a title before a name ("direktør Hansen")
  if (!isNounForm(form)) return false;
  return (/(?:en|et|ne)$/u.test(form) && form.length > 4) || (after !== undefined && /^\p{Lu}/u.test(after.text));
}
