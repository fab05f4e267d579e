/**
 * Verb forms that look finite but stand where Danish grammar puts no finite verb:
 * - after a genitive comes its noun phrase ("regeringens nyvalgte formand", "firmaets ansatte", "Danmarks forenede
 *   fagforeninger"): the genitive is a determiner, so no finite verb follows it right away;
 * - after a finite modal of the same clause, with its subject, adverbs or a short prepositional phrase between, the
 *   modal 'kunne', 'skulle', 'ville', 'måtte' is the infinitive ("vil nok kunne", "Vil man kunne", "ville gerne
 *   kunne", "skal ifølge planen kunne", "vilde han kunne" after the old spelling's past modals); the old spelling's
 *   'kunde', 'vilde', 'skulde' right after 'at' are infinitives ("uden at kunde sove");
 * - a verb opening the sentence whose form is also the imperative ('kom' of 'komme', 'løb', 'sov', 'græd') is the imperative
 *   when no subject follows it ("Kom ind!", "Løb hjem"); with a subject it is an inverted past ("Kom han?").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { dictionaryNames, nameKey } from '../lexicons/names.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs, determiners, modals, oldModals, prepositions, subjectWords } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { invertedPronouns, isPunctuatedBefore } from './tense-position.ts';

const definiteStem = /(?:en|et|ne)$/u;
/** Auxiliaries and modals: never a participle, noun or imperative in these rules. */
const auxiliaryForms = new Set([...modals, 'er', 'var', 'har', 'havde', 'bliver', 'blev', 'vare', 'ere']);

/**
 * A genitive: a definite noun with '-s' ("regeringens", "firmaets", "landenes") or a name with '-s' whose stem is
 * a name the dictionary knows ("Danmarks", "Jensens"). A name that itself ends in '-s' ("Jens", "Lars") is none.
 */
export function isGenitive(word: Word | undefined): boolean {
  if (word !== undefined && /['’]s$/u.test(word.text)) return true; // "Odd-Catla's": the apostrophe marks it
  if (word === undefined || !word.form.endsWith('s') || word.form.length < 5 || lexicalTense(word.form)) return false;
  if (hunspellTables().nominalWords.has(word.form)) return false; // "Potens", "proces": the word itself ends in -s
  const stem = word.form.slice(0, -1);
  if (/^\p{Lu}/u.test(word.text)) {
    const names = dictionaryNames().properNouns;
    if (names.has(nameKey(stem)) && !names.has(nameKey(word.form))) return true;
  }
  return definiteStem.test(stem) && stem.length >= 5 && isNounForm(stem) && !lexicalTense(stem);
}

/**
 * words[index] follows a genitive directly and has a reading as a participle, noun or adjective: it opens the
 * genitive's noun phrase ("Mandens fyldte Glas"). A verb with no other reading, or one before a subject pronoun or
 * 'sig', stays the verb: a genitive without its noun names a family or a house ("hos Brasens var de syv", "om
 * Generalkonsulens begyndte hun").
 */
export function isAfterGenitive(words: readonly Word[], index: number): boolean {
  if (index === 0 || isPunctuatedBefore(words, index) || !isGenitive(words[index - 1])) return false;
  const next = words[index + 1]?.form ?? '';
  if (subjectWords.has(next) || next === 'sig') return false;
  const form = words[index]!.form;
  if (auxiliaryForms.has(form)) return false; // "hvad Thomsens skal her"
  const participle = /(?:ede|te)$/u.test(form) && lexicalTense(form) === 'Past';
  return participle || hunspellTables().ambiguousForms.has(form);
}

/** Modal forms that are also the infinitive ("kunne" is both 'could' and 'to be able to'). */
const modalInfinitives = new Set(['kunne', 'skulle', 'ville', 'måtte', 'burde', 'turde']);

/**
 * 'kunne', 'skulle' … after a finite modal of the same clause: the infinitive. Danish puts one finite verb in a
 * clause, so a second modal form after the first is governed by it ("vil nok kunne", "Vil man kunne", "ville gerne
 * kunne", "skal ifølge planen kunne", "vil derfor kunne"). Between them may stand sentence adverbs, at most one
 * subject and short prepositional phrases (a preposition and at most two words). A mark, a clause opener or a
 * subject pronoun after the form ("Det han ville kunne hun ikke forstå": an inverted clause) keeps it finite.
 */
export function isModalInfinitive(words: readonly Word[], index: number): boolean {
  if (isOldInfinitiveModal(words, index)) return true;
  if (!modalInfinitives.has(words[index]!.form)) return false;
  const next = words[index + 1];
  if (next !== undefined && invertedPronouns.has(next.form) && !isPunctuatedBefore(words, index + 1)) return false;
  let subjects = 0;
  let nouns = 0; // definite nouns since the last preposition: a subject, or the noun of a phrase ("ifølge planen")
  let unexplained = 0; // words since the last preposition that no adverb or subject explains
  let phrase = false;
  for (let back = 1; back <= 7 && index - back >= 0; back++) {
    if (isPunctuatedBefore(words, index - back + 1)) return false;
    const word = words[index - back]!;
    if (back > 1 && (modals.has(word.form) || oldModals.has(word.form))) return unexplained === 0 && subjects <= 1;
    // "for ikke at kunne", but "at vi skulle", "at uden Religion kunne Menneskene ej leve": after 'at' and a
    // subject or a phrase the modal is the clause's verb
    if (back > 1 && word.form === 'at') return subjects === 0 && unexplained === 0 && !phrase;
    if (clauseAdverbs.has(word.form)) continue;
    if (prepositions.has(word.form) && unexplained + nouns > 0) {
      subjects -= nouns; // "ifølge planen", "i de kommende år"
      nouns = 0;
      unexplained = 0;
      phrase = true;
      continue;
    }
    if (unexplained === 0 && isClauseSubject(word)) {
      subjects++;
      if (!subjectWords.has(word.form)) nouns++;
      continue;
    }
    if (++unexplained > 3 || isFiniteOnly(word.form)) return false;
  }
  return false;
}

/**
 * The old spelling's 'kunde', 'vilde', 'skulde' right after 'at' are infinitives ("uden at kunde sove", "Lyst at
 * vilde vide", "for at skulde kjende ham"): the eighteenth century wrote the infinitive like the past. With a subject
 * or a capitalised noun after it, 'at' is the conjunction before an inverted condition ("at vilde hun sige noget,
 * kunde det tage sig ud …"), and the modal stays finite.
 */
function isOldInfinitiveModal(words: readonly Word[], index: number): boolean {
  if (!oldModals.has(words[index]!.form) || words[index - 1]?.form !== 'at' || isPunctuatedBefore(words, index))
    return false;
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1)) return false;
  return !subjectWords.has(next.form) && !/^\p{Lu}/u.test(next.text);
}

/** A subject between a modal and its infinitive: a pronoun, a name, or a definite noun ("vil regeringen kunne"). */
function isClauseSubject(word: Word): boolean {
  if (subjectWords.has(word.form) || (!word.initial && /^\p{Lu}/u.test(word.text))) return true;
  return definiteStem.test(word.form) && word.form.length > 4 && isNounForm(word.form) && !lexicalTense(word.form);
}

/** A finite verb form that is nothing else: another clause's verb stands between ("skal der er tilpasset"). */
function isFiniteOnly(form: string): boolean {
  const tables = hunspellTables();
  return lexicalTense(form) !== undefined && !tables.ambiguousForms.has(form) && !tables.nominalWords.has(form);
}

/**
 * The first word of a sentence in the imperative: its form is the infinitive without its final 'e' ("kom",
 * "løb"), and no subject follows (a pronoun, a name or 'der' would make it an inverted question or clause).
 */
export function isImperative(words: readonly Word[], index: number): boolean {
  if (index !== 0 || words.length < 2) return false;
  const form = words[0]!.form;
  // an auxiliary opening the sentence drops its subject ("Var bleven beværtet"); a present in '-er' is the verb
  if (auxiliaryForms.has(form) || form.endsWith('er')) return false;
  const isInfinitive = (infinitive: string) =>
    irregularVerbs().infinitives.has(infinitive) || hunspellTables().infinitives.has(infinitive);
  // "kom" of 'komme': a doubled consonant is written single at the end of the word
  if (!isInfinitive(`${form}e`) && !isInfinitive(`${form}${form.at(-1)}e`)) return false;
  const next = words[1]!;
  // "Kom hendes Halvbroder": a subject after a determiner
  if (subjectWords.has(next.form) || determiners.has(next.form) || /^\p{Lu}/u.test(next.text)) return false;
  return !(definiteStem.test(next.form) && next.form.length > 4 && isNounForm(next.form));
}
