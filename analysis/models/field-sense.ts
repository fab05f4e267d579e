/**
 * The sense check of the semantic fields (issue 28): a field word counts for a field's keywords only where it reads
 * in the field's sense. A form that is a verb's as well counts only where it reads as a noun, and a field word
 * counts only when another word of the same field, of another lemma and a sure sense, stands within `senseWindow`
 * words (a word inside a simile or a comparison, figure-scope.ts, or a degree word, degree-sense.ts, never counts): a word in
 * another sense stands alone ("en Krone om Dagen", "Skade var det", "ved Nat"), a word of the field's topic
 * rarely does. Measured by `npx tsx bench/eval/semantic-sense.ts` (docs/QUALITY.md).
 */

import { dictionaryNames, honorifics, isCommonWord, nameKey } from '../lexicons/names.ts';
import type { WordMap } from '../lexicons/packed.ts';
import { type FieldForm, semanticFields } from '../lexicons/semantic-fields.ts';
import { verbLemma } from '../lexicons/verb-lemma.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Paragraph, Sentence, Word } from '../text/document.ts';
import { determiners, prepositions } from '../text/function-words.ts';
import { isNameHere } from '../text/name-word.ts';
import { letterCase } from '../text/names-evidence.ts';
import { isDegreeUse } from './degree-sense.ts';
import { gateAmbiguous, isAmbiguousLemma, isGenitiveFigure } from './field-confidence.ts';
import { isOtherFieldSense } from './field-homographs.ts';
import { fieldsLeftHere } from './field-usage.ts';
import { inComparison } from './figure-scope.ts';
import { inHypothetical } from './hypothetical-frame.ts';
import { isNounForm } from './noun-forms.ts';
import { isInfinitive } from './word-class-rules.ts';

function fieldForm(word: Word, forms: WordMap<FieldForm>): FieldForm | undefined {
  const found = forms.get(word.form);
  if (found || !word.form.includes('aa')) return found;
  return forms.get(word.form.replaceAll('aa', 'å')); // a capitalised noun of the old spelling ("Graven")
}

/** How near another word of the same field must stand for a field word to count, in words; 0 turns it off. */
export const senseWindow = 50;

/**
 * Whether a form that is a verb's too reads as a noun here: capitalised inside a sentence (the old spelling's
 * nouns: "Skade", "Brud"), or after an article, possessive, preposition or adjective ("en Bane", "i sin Bane").
 */
export function readsAsNoun(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (!word.initial && letterCase(word.text) === 'upper') return true;
  const previous = words[index - 1]?.form;
  if (previous === undefined) return false;
  return determiners.has(previous) || prepositions.has(previous) || isAdjectiveForm(previous);
}

/**
 * Units of money that are other words too: 'øre' (the ear), 'krone' (a crown). After an amount ("fem Øre", "en
 * Krone om Dagen" is no amount, "25 Kroner" is) they count for the money field and no other; without one, for
 * every field but money.
 */
const moneyUnits = new Set(['øre', 'krone']);
const moneyField = 'Penge og økonomi';
const amountWords = new Set(
  'to tre fire fem seks syv otte ni ti elleve tolv femten tyve tredive fyrretyve halvtreds hundrede tusinde tusind par mange nogle faa få'.split(
    ' ',
  ),
);

/** A money unit's fields where it stands: money after an amount, the other fields elsewhere. */
function unitFields(words: readonly Word[], index: number, found: FieldForm): FieldForm {
  if (!moneyUnits.has(found.lemma)) return found;
  const money = semanticFields().names.indexOf(moneyField);
  if (!found.fields.includes(money)) return found;
  const before = words[index - 1]?.form ?? '';
  const amount = amountWords.has(before) || /^\d/u.test(before);
  return { ...found, fields: amount ? [money] : found.fields.filter((field) => field !== money) };
}

/** A field word without the fields its construction says it is not of (field-usage.ts: "en Sværmer", "Forretninger"). */
function withoutFieldsLeft(sentence: Sentence, index: number, found: FieldForm): FieldForm {
  const left = fieldsLeftHere(sentence, index, found.lemma);
  if (left.length === 0) return found;
  const { names } = semanticFields();
  return { ...found, fields: found.fields.filter((field) => !left.includes(names[field]!)) };
}

/** How often a field word must follow a title or a first name before the book counts it as a surname. */
const minimumIntroductions = 2;

const capitalisedInside = (word: Word) => !word.initial && letterCase(word.text) === 'upper';

/**
 * Field words the book uses as surnames: capitalised right after a title or a first name the dictionary knows
 * ("Købmand Lind", "Frøken Rose", "Ludvig Skov"), twice at least. A surname keeps its bearer through the book, so every capitalised
 * use of the form inside a sentence is the name, but after an article or a possessive ("under en Lind"), where it is
 * the noun.
 */
export function surnamesOf(paragraphs: readonly Paragraph[]): Set<string> {
  const { forms } = semanticFields();
  const introduced = new Map<string, number>();
  for (const paragraph of paragraphs)
    for (const { words } of paragraph.sentences)
      for (let index = 1; index < words.length; index++) {
        const word = words[index]!;
        if (!capitalisedInside(word)) continue;
        // a surname is the bare word ("Lind", "Vind"), never a definite or plural form ("Præsten", "Hænderne")
        // a title after a title ("Hr. Pastor", "Broder Grosserer") is the title, no surname
        const found = fieldForm(word, forms);
        if (found?.lemma !== nameKey(word.form) || honorifics().has(found.lemma)) continue;
        if (introducesName(words[index - 1]!)) introduced.set(word.form, (introduced.get(word.form) ?? 0) + 1);
      }
  // twice at least: once may be a chance meeting of a name and a noun ("sagde Mette: Ild!")
  return new Set([...introduced].filter(([, count]) => count >= minimumIntroductions).map(([form]) => form));
}

/**
 * A word a surname follows: a title written capitalised ("Købmand", "Frøken"; not "gamle", "lille", nor a genitive), or a first
 * name the dictionary knows that is no common word and no place ("Ludvig Skov", "Stine Vind"; not "Dag", "Per",
 * "Øsløs").
 */
function introducesName(before: Word): boolean {
  if (letterCase(before.text) !== 'upper' || isAdjectiveForm(before.form)) return false;
  // "Lajs Kone", "Heines Tekst": the noun after a genitive, no surname
  if (before.form.endsWith('s') && !dictionaryNames().properNouns.has(before.form)) return false;
  const key = nameKey(before.text.replace(/\.$/u, ''));
  if (honorifics().has(key)) return true;
  if (before.initial) return false;
  const { properNouns, placeNouns } = dictionaryNames();
  return properNouns.has(before.form) && !placeNouns.has(before.form) && !isCommonWord(key);
}

/** An article, a possessive or a demonstrative: a noun follows ('den', 'det', 'de' are pronouns too). */
const leadsNoun = (form: string) => determiners.has(form) || form === 'den' || form === 'det' || form === 'de';

/**
 * Whether a field word stands as a surname the book introduced (see `surnamesOf`), not as the noun: not after an
 * article or a possessive, nor after one and an adjective ("under en Lind", "den gamle Lind"). A bare adjective or a
 * preposition goes with the name ("gamle Lind", "hos Lind"); a common noun would take an article there.
 */
function isSurnameHere(words: readonly Word[], index: number, surnames: ReadonlySet<string>): boolean {
  const word = words[index]!;
  if (!surnames.has(word.form) || !capitalisedInside(word)) return false;
  const previous = words[index - 1]?.form ?? '';
  if (leadsNoun(previous)) return false;
  return !(isAdjectiveForm(previous) && leadsNoun(words[index - 2]?.form ?? ''));
}

/**
 * A finite form of a field's verb that reads as a noun ("i dens Skød", "Havets dybe Skød": the lap, not the past of
 * 'skyde'; "et læs røg": a load, not the imperative of 'læse'): a verb form is never capitalised inside a sentence
 * nor led by an article or a preposition, so there it is the noun of another word.
 */
function isNounOfAnotherWord(words: readonly Word[], index: number, found: FieldForm): boolean {
  const form = words[index]!.form;
  if (!isInfinitive(found.lemma)) return false;
  // the imperative's form is a noun of its own after an article ("et læs røg": a load, not 'læse')
  if (form === found.lemma.slice(0, -1)) return isNounForm(form) && readsAsNoun(words, index);
  // a lemma that is a noun as well ('bølge', 'kæmpe') keeps its noun: "Bølger" are the field's waves
  if (isNounForm(found.lemma)) return false;
  return lexicalTense(form) !== undefined && readsAsNoun(words, index);
}

/**
 * A noun's form that the dictionary reads as a form of a verb of another lemma ("bær solskinnet": the imperative of
 * 'bære', not berries; "han tog Hatten": the past of 'tage', not a train) where nothing makes it a noun (no article,
 * possessive, preposition or adjective before it, not capitalised inside the sentence): there it is the verb.
 */
function isVerbFormHere(words: readonly Word[], index: number, found: FieldForm): boolean {
  // the cheap tests first: most field words are nouns read as nouns
  if (readsAsNoun(words, index) || isInfinitive(found.lemma)) return false;
  const form = words[index]!.form;
  const verb = verbLemma(form);
  return verb !== form && verb !== found.lemma && isInfinitive(verb);
}

/**
 * A present participle before an adjective or an adverb grades it ("kvælende hedt", "dræbende kedelig",
 * "skærende koldt"): an intensifier, not the verb's act.
 */
function isIntensifierHere(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  return (
    words[index]!.form.endsWith('ende') && next !== undefined && isAdjectiveForm(next.form) && !isNounForm(next.form)
  );
}

/** A present participle ('-ende') of a lemma the dictionary knows as a noun ("dukkende" of 'dukke', a doll). */
function isParticipleOfNoun(form: string, found: FieldForm): boolean {
  return form.endsWith('ende') && !found.lemma.endsWith('ende') && isNounForm(found.lemma);
}

/**
 * Forms that are mostly another word than the field's lemma, beside those the lexicon rules out: 'fyr' (a fellow,
 * not the verb 'fyre'), 'tanke' (a thought, not a tank; the lexicon rules out 'tanker' only).
 */
const otherWordForms = new Set(['fyr', 'fyren', 'fyrene', 'fyrens', 'fyre', 'tanke', 'tanken', 'tankens', 'tankes']);

/** Words after which 'kunst' is a skill or a trick ("en Kunst at", "ingen Kunst"), not art. */
const skillLeads = new Set(['en', 'ingen', 'nogen', 'saadan', 'sådan', 'anden']);

/**
 * 'kunst' as a skill or a trick, not art: after an indefinite article or 'ingen' ("det er en Kunst at tie", "ingen
 * Kunst"), before 'at' ("Kunsten at leve"), or in the plural ("hans Kunster": tricks). "Kunsten", "hans Kunst",
 * "Kunst og Poesi" stay art.
 */
function isSkillHere(words: readonly Word[], index: number, found: FieldForm): boolean {
  if (found.lemma !== 'kunst') return false;
  const form = words[index]!.form;
  if (form === 'kunster' || form === 'kunsterne') return true;
  return skillLeads.has(words[index - 1]?.form ?? '') || words[index + 1]?.form === 'at';
}

/** One field word of the text: where it stands, its lemma and its fields. */
export interface FieldHit {
  /** The word's position in the text, counted over all words. */
  at: number;
  /** The index of its paragraph. */
  paragraph: number;
  form: string;
  found: FieldForm;
  /** It stands after the genitive of a word outside every field ("Livets Lys"): a metaphor if its lemma is ambiguous. */
  figure?: true;
}

/**
 * The hits that another hit of the same field with another lemma stands within `window` words of, a lemma of no
 * common other sense (seventh session: "det truende Angreb" beside "Kamp" is two words of the mind's struggle, no
 * support; field-confidence.ts lists those lemmas); with `gate`, an ambiguous lemma's hits also need evidence of
 * the field's sense (field-confidence.ts).
 */
export function supportedHits(
  hits: readonly FieldHit[],
  fieldCount: number,
  window: number,
  gate = true,
): FieldHit[][] {
  const perField: FieldHit[][] = Array.from({ length: fieldCount }, () => []);
  for (const hit of hits) for (const field of hit.found.fields) perField[field]!.push(hit);
  if (window <= 0) return perField;
  return perField.map((fieldHits) => {
    const supported = fieldHits.filter((hit, i) => {
      const supports = (other: FieldHit) =>
        other.found.lemma !== hit.found.lemma && !isAmbiguousLemma(other.found.lemma);
      for (let j = i - 1; j >= 0 && hit.at - fieldHits[j]!.at <= window; j--) if (supports(fieldHits[j]!)) return true;
      for (let j = i + 1; j < fieldHits.length && fieldHits[j]!.at - hit.at <= window; j++)
        if (supports(fieldHits[j]!)) return true;
      return false;
    });
    return gate ? gateAmbiguous(supported) : supported;
  });
}

/** Every field word of the text that reads in a field's sense, with its position, and the count of content words. */
export function collectFieldHits(paragraphs: readonly Paragraph[]): { hits: FieldHit[]; contentWords: number } {
  const { forms } = semanticFields();
  const hits: FieldHit[] = [];
  const surnames = surnamesOf(paragraphs);
  let contentWords = 0;
  let at = 0;
  paragraphs.forEach((paragraph, paragraphIndex) => {
    for (const sentence of paragraph.sentences) {
      const words = sentence.words;
      for (let index = 0; index < words.length; index++) {
        const word = words[index]!;
        at++;
        if (word.form.length > 2) contentWords++;
        const found = fieldForm(word, forms);
        if (!found || isNameHere(word) || isSurnameHere(words, index, surnames)) continue;
        if (found.verbHomograph && !readsAsNoun(words, index)) continue;
        // "dukkende med Hovedet": a present participle of a lemma that is a noun too ('dukke', a doll)
        if (isParticipleOfNoun(word.form, found)) continue;
        if (isIntensifierHere(words, index) || otherWordForms.has(word.form)) continue;
        // "du begærer at komme": a wish (the formal request), no desire
        if (found.lemma === 'begære' && words[index + 1]?.form === 'at') continue;
        if (isNounOfAnotherWord(words, index, found) || isVerbFormHere(words, index, found)) continue;
        if (isSkillHere(words, index, found) || isOtherFieldSense(words, index)) continue;
        // "skrækkelig kedelig", "sin uhyre Begrænsning": a degree; "som om", "ligner en …": a figure
        if (isDegreeUse(words, index) || inComparison(sentence, index)) continue;
        // "saa vilde jeg være en glubende Løve", "ønske, at De var en Ko": a would-be, no thing of the book
        if (inHypothetical(sentence, index)) continue;
        const inSense = withoutFieldsLeft(sentence, index, unitFields(words, index, found));
        if (inSense.fields.length === 0) continue;
        const hit: FieldHit = { at, paragraph: paragraphIndex, form: word.form, found: inSense };
        if (isAmbiguousLemma(found.lemma) && isGenitiveFigure(words, index)) hit.figure = true;
        hits.push(hit);
      }
    }
  });
  return { hits, contentWords };
}
