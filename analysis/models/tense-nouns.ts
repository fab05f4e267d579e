/**
 * Indefinite plural nouns the dictionary's one level of endings leaves out, for the tense tagger's coordination
 * rule ("venner og bekendte", "plastikstykker eller tæpper"):
 * - a stem that doubles its last consonant before the ending ("venner" of 'ven', "klatter" of 'klat'), as Danish
 *   writes it after a short vowel;
 * - a compound whose last part is such a plural and whose first part is a dictionary word, with or without the
 *   linking '-s-' ("plastikstykker" = plastik + stykker, "arbejdsdage" = arbejde + s + dage); not after a particle
 *   or preposition ("tilstaaer", "henstrakte" are verb forms).
 * Definite plurals ("sommereftermiddagene") are left out: a clause can end on one before 'og' and a new verb.
 *
 * A noun-verb homograph after a small 'i' inside a sentence is the noun: the pronoun 'I' is written with a capital,
 * so the small 'i' is the preposition ("faldt i tanker", "lever i planer"). A text written all in small letters
 * (its first word small too) keeps the pronoun reading ("i tanker for meget").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { adverbs } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { determiners, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';

const doubledPlural = /([bdfgklmnprstv])\1(?:er|e)$/u;
const definitePlural = /ne$/u;

/** "venner", "klatter": the doubled consonant written once gives a noun of the dictionary. */
function isDoubledPlural(form: string): boolean {
  const match = doubledPlural.exec(form);
  if (!match) return false;
  const stem = form.slice(0, match.index + 1);
  const tables = hunspellTables();
  // a form the dictionary lists itself is that word ("hjemme" is the adverb, not a plural of 'hjem')
  return stem.length >= 2 && tables.nominalWords.has(stem) && !tables.baseWords.has(form);
}

function isPlainPlural(form: string): boolean {
  return /(?:er|e)$/u.test(form) && !definitePlural.test(form) && (isNounForm(form) || isDoubledPlural(form));
}

/** The first part of a compound noun: a noun or adjective of the dictionary, not a particle or preposition. */
function isCompoundHead(word: string): boolean {
  if (prepositions.has(word) || adverbs().has(word) || particles.has(word)) return false;
  return hunspellTables().nominalWords.has(word);
}
const particles = new Set('hen op ud ind ned frem bort af om over under til tilbage sammen'.split(' '));

/** An indefinite plural noun, also with a doubled consonant or as the last part of a compound. */
export function isPluralNounLike(form: string): boolean {
  if (subjectWords.has(form) || determiners.has(form) || quantifiers.has(form) || form === 'begge') return false;
  if (isPlainPlural(form)) return true;
  const tables = hunspellTables();
  for (let split = 3; split <= form.length - 4; split++) {
    const tail = form.slice(split);
    if (!isPlainPlural(tail) || tables.adjectiveForms.has(tail)) continue;
    const head = form.slice(0, split);
    // "til-s-tåer", "hen-strakte": a particle or preposition before a verb form is no compound noun
    const linked = /[se]$/u.test(head) ? head.slice(0, -1) : '';
    const noun = (word: string) => word.length >= 3 && isCompoundHead(word);
    if (noun(head) || noun(linked) || noun(`${linked}e`)) return true;
  }
  return false;
}

/** words[index] is a noun-verb homograph after the preposition 'i' written small inside a capitalised sentence. */
export function isNounAfterSmallI(words: readonly Word[], index: number): boolean {
  const before = words[index - 1];
  if (before === undefined || before.text !== 'i' || before.initial || !/^\p{Lu}/u.test(words[0]!.text)) return false;
  const word = words[index]!;
  // a mark between: 'i' is a particle ending its clause ("Hun lagde i, tog tæppet af")
  if (word.start - (before.start + before.text.length) > 1) return false;
  const tables = hunspellTables();
  const form = word.form;
  return tables.ambiguousForms.get(form) === 'noun' || tables.nominalWords.has(form);
}
