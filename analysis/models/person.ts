/**
 * Grammatical person of personal and possessive pronouns. 'I' (you, plural) counts only when written with a
 * capital inside a sentence (lower-case 'i' is the preposition); the polite 'De', 'Dem', 'Deres' likewise.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { firstPerson, secondPerson, thirdPerson } from '../text/function-words.ts';
import { isOldSpellingNoun } from './noun-forms.ts';
import { finiteTense } from './tense-tagger.ts';

export { isOldSpellingNoun } from './noun-forms.ts';

export type GrammaticalPerson = 1 | 2 | 3;

/** Third-person pronouns for things and the expletive subject: personal pronouns, but no narrator's voice. */
export const impersonalPronouns = new Set(['den', 'det', 'dens', 'dets']);
const politeForms = new Set(['De', 'Dem', 'Deres']);

/** 'de', 'den', 'det' before an adjective or a noun are articles ("de store huse"), not pronouns. */
const articleForms = new Set(['de', 'den', 'det']);

/**
 * Whether the word after 'de'/'den'/'det' makes it an article: an inflected adjective or a noun, and not a finite
 * verb here. A capitalised common noun inside the sentence is a noun in old spelling ("de Folk"), not a name.
 */
function isArticle(words: readonly Word[], index: number): boolean {
  const next = words[index];
  if (!next) return false;
  const form = next.form;
  if (form.length < 2 || (lexicalTense(form) && finiteTense(words, index))) return false;
  if (isAdjectiveForm(form) && form.endsWith('e')) return true;
  if (/^\p{Lu}/u.test(next.text) && !isOldSpellingNoun(next)) return false;
  return hunspellTables().nominalWords.has(form) && !isAdjectiveForm(form);
}

/** The person of words[index] when it is used as a pronoun here ("de" in "de store huse" is an article). */
export function pronounPersonAt(words: readonly Word[], index: number): GrammaticalPerson | undefined {
  const word = words[index]!;
  if (articleForms.has(word.form) && isArticle(words, index + 1)) return undefined;
  return personOf(word);
}

/** The grammatical person of a personal or possessive pronoun form. */
export function personOf(word: Word): GrammaticalPerson | undefined {
  const form = word.form;
  if (word.text === 'I' && !word.initial) return 2;
  if (form === 'i') return undefined;
  if (!word.initial && politeForms.has(word.text)) return 2;
  if (firstPerson.has(form)) return 1;
  if (secondPerson.has(form)) return 2;
  if (thirdPerson.has(form) || impersonalPronouns.has(form)) return 3;
  return undefined;
}
