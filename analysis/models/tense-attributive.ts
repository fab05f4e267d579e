/**
 * More places where a form in '-ede'/'-te' leads a noun phrase as its adjective, not the past tense (the caller
 * checks that a noun follows):
 * - after a number that an article or determiner leads ("de 700 udstationerede betjente", "alle 12 indkaldte
 *   spillere"): a year after a preposition is left alone ("I 1994 købte danskere huse");
 * - after a number and a modifier in '-t'/'-sk' ("to pænt klædte mænd");
 * - after a finite verb and a modifier in '-t'/'-sk' ("sælger genetisk modificerede planter"): a clause has one finite
 *   verb there; not when the verb form is a noun after an article ("at de ansatte hurtigt dannede grupper");
 * - after an auxiliary and its participle ("har afsløret gassede druer"): the participle ends the verb chain.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { cardinals, determiners, quantifiers, subjectWords } from '../text/function-words.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const articles = new Set(['de', 'den', 'det', 'disse', 'alle', 'begge']);
const auxiliaries = new Set(['har', 'havde', 'er', 'var', 'blev', 'bliver']);

function isNumber(form: string): boolean {
  return /^\d+$/u.test(form) || cardinals.has(form);
}

/** A modifier of the participle: an adjective in its '-t' or '-sk' form ("pænt", "genetisk"), no verb. */
function isModifier(form: string): boolean {
  return /(?:t|sk)$/u.test(form) && hunspellTables().adjectiveForms.has(form) && !lexicalTense(form);
}

/** words[index] leads a noun phrase after a number, a verb and its modifier, or an auxiliary and its participle. */
export function isLedAttributiveParticiple(words: readonly Word[], index: number): boolean {
  if (index < 2 || isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  const prev = words[index - 1]!.form;
  const lead = words[index - 2]!.form;
  // "de 700 udstationerede betjente"
  if (isNumber(prev)) return articles.has(lead) || (determiners.has(lead) && !subjectWords.has(lead));
  if (isModifier(prev)) {
    if (isNumber(lead)) return true; // "to pænt klædte mænd"
    // "sælger genetisk modificerede planter": a finite verb, not a noun after an article or determiner
    const before = words[index - 3]?.form ?? '';
    const nominal = articles.has(before) || determiners.has(before) || quantifiers.has(before);
    return lexicalTense(lead) !== undefined && !nominal && !isPunctuatedBefore(words, index - 2);
  }
  // "har afsløret gassede druer": the auxiliary's participle in '-et' right before
  if (!auxiliaries.has(lead) || !prev.endsWith('et')) return false;
  const tables = hunspellTables();
  return tables.adjectiveForms.has(prev) || tables.infinitives.has(prev.slice(0, -1)); // 'afsløret' of 'afsløre'
}
