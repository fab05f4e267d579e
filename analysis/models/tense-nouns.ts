/**
 * Indefinite plural nouns the dictionary's one level of endings leaves out, for the tense tagger's coordination
 * rule ("venner og bekendte", "plastikstykker eller tæpper"):
 * - a stem that doubles its last consonant before the ending ("venner" of 'ven', "klatter" of 'klat'), as Danish
 *   writes it after a short vowel;
 * - a compound whose last part is such a plural and whose first part is a dictionary word, with or without the
 *   linking '-s-' or '-e-' ("plastikstykker" = plastik + stykker, "arbejdsdage" = arbejd-s-dage).
 * Definite plurals ("sommereftermiddagene") are left out: a clause can end on one before 'og' and a new verb.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { determiners, quantifiers, subjectWords } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';

const doubledPlural = /([bdfgklmnprstv])\1(?:er|e)$/u;
const definitePlural = /ne$/u;

/** "venner", "klatter": the doubled consonant written once gives a noun of the dictionary. */
function isDoubledPlural(form: string): boolean {
  const match = doubledPlural.exec(form);
  if (!match) return false;
  const stem = form.slice(0, match.index + 1);
  return stem.length >= 2 && hunspellTables().nominalWords.has(stem);
}

function isPlainPlural(form: string): boolean {
  return /(?:er|e)$/u.test(form) && !definitePlural.test(form) && (isNounForm(form) || isDoubledPlural(form));
}

/** An indefinite plural noun, also with a doubled consonant or as the last part of a compound. */
export function isPluralNounLike(form: string): boolean {
  if (subjectWords.has(form) || determiners.has(form) || quantifiers.has(form) || form === 'begge') return false;
  if (isPlainPlural(form)) return true;
  const tables = hunspellTables();
  for (let split = 3; split <= form.length - 4; split++) {
    if (!isPlainPlural(form.slice(split))) continue;
    const head = form.slice(0, split);
    const linked = /[se]$/u.test(head) ? head.slice(0, -1) : '';
    if (tables.nominalWords.has(head) || (linked.length >= 3 && tables.baseWords.has(linked))) return true;
  }
  return false;
}
