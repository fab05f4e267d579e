/**
 * The sense check of the semantic fields (issue 28): a field word counts for a field's keywords only where it reads
 * in the field's sense. A form that is a verb's as well counts only where it reads as a noun, and a field word
 * counts only when another word of the same field, of another lemma, stands within `senseWindow` words: a word in
 * another sense stands alone ("en Krone om Dagen", "Skade var det", "ved Nat"), a word of the field's topic
 * rarely does. Measured by `npx tsx bench/eval/semantic-sense.ts` (docs/QUALITY.md).
 */

import type { WordMap } from '../lexicons/packed.ts';
import { type FieldForm, semanticFields } from '../lexicons/semantic-fields.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Paragraph, Word } from '../text/document.ts';
import { determiners, prepositions } from '../text/function-words.ts';
import { isNameHere } from '../text/name-word.ts';
import { letterCase } from '../text/names-evidence.ts';

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

/** One field word of the text: where it stands, its lemma and its fields. */
export interface FieldHit {
  /** The word's position in the text, counted over all words. */
  at: number;
  form: string;
  found: FieldForm;
}

/** The hits that another hit of the same field with another lemma stands within `window` words of. */
export function supportedHits(hits: readonly FieldHit[], fieldCount: number, window: number): FieldHit[][] {
  const perField: FieldHit[][] = Array.from({ length: fieldCount }, () => []);
  for (const hit of hits) for (const field of hit.found.fields) perField[field]!.push(hit);
  if (window <= 0) return perField;
  return perField.map((fieldHits) =>
    fieldHits.filter((hit, i) => {
      for (let j = i - 1; j >= 0 && hit.at - fieldHits[j]!.at <= window; j--)
        if (fieldHits[j]!.found.lemma !== hit.found.lemma) return true;
      for (let j = i + 1; j < fieldHits.length && fieldHits[j]!.at - hit.at <= window; j++)
        if (fieldHits[j]!.found.lemma !== hit.found.lemma) return true;
      return false;
    }),
  );
}

/** Every field word of the text that reads in a field's sense, with its position, and the count of content words. */
export function collectFieldHits(paragraphs: readonly Paragraph[]): { hits: FieldHit[]; contentWords: number } {
  const { forms } = semanticFields();
  const hits: FieldHit[] = [];
  let contentWords = 0;
  let at = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      const words = sentence.words;
      for (let index = 0; index < words.length; index++) {
        const word = words[index]!;
        at++;
        if (word.form.length > 2) contentWords++;
        const found = fieldForm(word, forms);
        if (!found || isNameHere(word)) continue;
        if (found.verbHomograph && !readsAsNoun(words, index)) continue;
        const inSense = unitFields(words, index, found);
        if (inSense.fields.length > 0) hits.push({ at, form: word.form, found: inSense });
      }
    }
  }
  return { hits, contentWords };
}
