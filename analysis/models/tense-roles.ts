/**
 * Agent nouns of role ("leder", "ejer", "forfatter", "vinder") where Danish puts a noun, not a finite verb:
 * - coordinated with a role noun in a copula's complement: "Han blev formand og leder af partiet", "Hun er lektor ved
 *   universitetet og forfatter til flere bøger". The copula is the clause's verb, so the second conjunct is its
 *   complement too; an object after the form makes it a verb sharing the subject ("Han er formand og leder
 *   partiet");
 * - in apposition to a name the dictionary knows, after a comma and before the preposition of the role: "siger
 *   Jens Hansen, leder af firmaet". A finite verb after a comma needs a subject of its own, and a preposition is
 *   none.
 * Only forms the dictionary lists as nouns themselves, before the preposition a role takes ('af', 'for', 'til',
 * 'i', 'ved', 'hos', 'på') or at the end of the clause.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { dictionaryNames, nameKey } from '../lexicons/names.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { prepositions, subjectWords } from '../text/function-words.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const copulas = new Set('er var blev bliver vare ere være blive været blevet'.split(' '));
const rolePrepositions = new Set(['af', 'for', 'til', 'i', 'ved', 'hos', 'på']);

/** A noun with no verb or adjective reading, written in lower case ("formand", "lektor", "direktør"). */
function isPlainRoleNoun(word: Word): boolean {
  if (subjectWords.has(word.form)) return false; // 'han' is also a noun of the dictionary
  const tables = hunspellTables();
  if (word.text[0] !== word.form[0] || !tables.nominalWords.has(word.form) || lexicalTense(word.form)) return false;
  if (isAdjectiveForm(word.form) || prepositions.has(word.form)) return false;
  return !(tables.infinitives.has(word.form) || irregularVerbs().infinitives.has(word.form));
}

/** The agent noun ends its phrase or governs the preposition of a role. */
function endsAsRole(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1)) return true;
  return rolePrepositions.has(next.form) && next.text === next.form;
}

/** The homograph is itself a noun of the dictionary ("leder", "ejer"), not only a plural ("priser"). */
function isAgentNoun(form: string): boolean {
  const tables = hunspellTables();
  return tables.nominalWords.has(form) && tables.ambiguousForms.get(form) === 'noun' && form.endsWith('er');
}

/**
 * "blev formand og leder af": 'og' before the form, and before it a role noun (with a phrase of at most three words
 * after it: "lektor ved universitetet") right after a copula.
 */
export function isCoordinatedRole(words: readonly Word[], index: number): boolean {
  if (!isAgentNoun(words[index]!.form) || !endsAsRole(words, index)) return false;
  if (words[index - 1]?.form !== 'og' || isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1))
    return false;
  for (let at = index - 2; at >= 1 && at >= index - 5; at--) {
    if (isPunctuatedBefore(words, at + 1)) return false;
    const word = words[at]!;
    // the role noun right before 'og', or before a phrase that opens with a preposition ("lektor ved …")
    const phraseAfter = at === index - 2 || prepositions.has(words[at + 1]!.form);
    const role = isPlainRoleNoun(word) && phraseAfter && copulas.has(words[at - 1]!.form);
    if (role && !isPunctuatedBefore(words, at)) return true;
    // a verb between: the form may share its subject ('ved' is also the preposition)
    if (lexicalTense(word.form) && !prepositions.has(word.form)) return false;
  }
  return false;
}

/** "Jens Hansen, leder af firmaet": after a comma that follows a name, before a role's preposition. */
export function isAppositionRole(words: readonly Word[], index: number): boolean {
  const name = words[index - 1];
  if (name === undefined || !isPunctuatedBefore(words, index) || !isAgentNoun(words[index]!.form)) return false;
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1)) return false;
  if (!rolePrepositions.has(next.form) || next.text !== next.form) return false;
  // a name the dictionary knows, not an old-spelling noun ("sine Arbejdsborde, roder i en Stabel": the verb)
  return !name.initial && /^\p{Lu}/u.test(name.text) && dictionaryNames().properNouns.has(nameKey(name.form));
}
