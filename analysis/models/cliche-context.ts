/**
 * Whether a cliché found by the matcher is used as the cliché in its sentence. No cliché: a simile without its
 * 'som' ("Dag og Nat" for "som dag og nat"); a prepositional cliché
 * that is part of a name or a nickname ("Samuel paa Vippen"); a cliché negated between its words ("som jeg ikke
 * kan forklare" for "jeg kan forklare"); a cliché ending in an adjective that stands before a noun ("i det
 * fjerne Land" for "i det fjerne"); a sentence holding one of the cliché's literal cues (cliches.tsv, third
 * column: "trukket i Land" with a boat or the water near is the literal "trække i land"); a cliché that opens with
 * its subject found after another ("Jeg skal nok gaa" for "det skal nok gå"); one followed by a 'sig' it does
 * not hold ("Holder Vejret sig?"); one whose last word stands in the genitive ("hvad i Alverdens Riger").
 */
import type { Cliche } from '../lexicons/cliches.ts';
import { isCommonWord, nameKey } from '../lexicons/names.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { prepositions } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';

const negations = new Set(['ikke', 'ej', 'aldrig']);

export function usedAsCliche(words: readonly Word[], cliche: Cliche, first: number, last: number): boolean {
  if (partOfName(words, cliche, first)) return false;
  if (simileWithoutSom(words, cliche, first, last)) return false;
  if (negatedInside(words, cliche, first, last)) return false;
  if (adjectiveBeforeNoun(words, cliche, last)) return false;
  if (otherSubject(words, cliche, first)) return false;
  if (reflexiveAfter(words, cliche, last)) return false;
  if (genitiveEnd(words, cliche, last)) return false;
  if (cliche.literalCues.length > 0) {
    for (const word of words) if (cliche.literalCues.includes(word.form)) return false;
  }
  return true;
}

/** A simile needs its 'som': "Dag og Nat" (all the time) is not "som dag og nat" (as unlike as can be). */
function simileWithoutSom(words: readonly Word[], cliche: Cliche, first: number, last: number): boolean {
  if (cliche.type !== 'sammenligning' || !cliche.words.includes('som')) return false;
  for (let index = first; index <= last; index++) if (words[index]!.form === 'som') return false;
  return true;
}

/** "Samuel paa Vippen": a cliché opening with a preposition right after a name inside the sentence. */
function partOfName(words: readonly Word[], cliche: Cliche, first: number): boolean {
  const before = words[first - 1];
  if (!before || before.initial || first - 1 === 0 || !prepositions.has(cliche.words[0]!)) return false;
  if (!/^\p{Lu}\p{Ll}/u.test(before.text)) return false;
  return !isCommonWord(nameKey(before.text));
}

function negatedInside(words: readonly Word[], cliche: Cliche, first: number, last: number): boolean {
  if (cliche.words.some((word) => negations.has(word))) return false;
  for (let index = first + 1; index < last; index++) if (negations.has(words[index]!.form)) return true;
  return false;
}

/** "i det fjerne Land": the cliché's last word is an adjective, and a noun follows it. */
function adjectiveBeforeNoun(words: readonly Word[], cliche: Cliche, last: number): boolean {
  const next = words[last + 1];
  if (!next || !isAdjectiveForm(cliche.words.at(-1)!)) return false;
  return isNounForm(next.form) && !isAdjectiveForm(next.form);
}

const subjectPronouns = new Set(['jeg', 'du', 'han', 'hun', 'den', 'det', 'vi', 'i', 'de', 'man']);
const impersonalSubjects = new Set(['det', 'den', 'der']);

/**
 * A cliché that opens with its impersonal subject ("det skal nok gå") found without it, after another subject: "Jeg skal
 * nok gaa" is someone leaving, not the comfort.
 */
function otherSubject(words: readonly Word[], cliche: Cliche, first: number): boolean {
  const subject = cliche.words[0]!;
  // 'han', 'hun' in a cliché stand for anyone ("han rystede på hovedet"); 'det' is the cliché's own.
  if (!impersonalSubjects.has(subject) || words[first]?.form === subject) return false;
  const before = words[first - 1];
  return before !== undefined && before.form !== subject && subjectPronouns.has(before.form);
}

/** "Holder Vejret sig?": the weather keeping fine, not a breath held; a cliché without 'sig' followed by it. */
function reflexiveAfter(words: readonly Word[], cliche: Cliche, last: number): boolean {
  return words[last + 1]?.form === 'sig' && !cliche.words.includes('sig');
}

/**
 * The cliché's last noun in the genitive, before a noun of its own: "hvad i Alverdens Riger og Lande" is a longer
 * phrase, not "hvad i alverden".
 */
function genitiveEnd(words: readonly Word[], cliche: Cliche, last: number): boolean {
  const end = cliche.words.at(-1)!;
  const form = words[last]?.form ?? '';
  return form !== end && (form === `${end}s` || form === `${end}es`) && words[last + 1] !== undefined;
}
