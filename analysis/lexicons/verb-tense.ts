/**
 * The tense a word form has as a finite verb, out of context: the curated irregular verbs, the hunspell
 * dictionary's +NUTID/+DATID forms, particle compounds and the old spelling's verb forms. Context (infinitives,
 * nouns after determiners, homographs) is the tense tagger's work (analysis/models/tense-tagger.ts).
 */
import { hunspellTables, type Tense } from './hunspell.ts';
import { irregularVerbs, verbalPrefixes } from './irregular-verbs.ts';

/**
 * Old spelling (before 1948, common in Danish literature and older authors' manuscripts): the past of ville, kunne
 * and skulle ('vilde', 'kunde', 'skulde'), the old plurals 'vare' (var), 'ere' (er), 'bleve' (blev), and 'veed' (ved).
 */
export const oldSpellingVerbs: ReadonlyMap<string, Tense> = new Map([
  ['vilde', 'Past'],
  ['kunde', 'Past'],
  ['skulde', 'Past'],
  ['vare', 'Past'],
  ['ere', 'Pres'],
  ['bleve', 'Past'],
  ['veed', 'Pres'],
  // spoken forms written as said ("ka'", "sku'", "ska'"): the apostrophe is not part of the word
  ['ka', 'Pres'],
  ['ska', 'Pres'],
  ['sku', 'Past'],
  ['ku', 'Past'],
]);
/** Old verb forms that are also modern words: 'vilde' (wild), 'kunde' (customer), 'vare' (goods). */
export const oldSpellingHomographs = new Set(['vilde', 'kunde', 'vare']);

/** Every form's lexical tense once looked up (null: none); the tagger's rules ask for the same forms many times. */
const tenseCache = new Map<string, Tense | null>();

/** The tense of a form when it is a finite verb form, ignoring context. */
export function lexicalTense(form: string): Tense | undefined {
  const cached = tenseCache.get(form);
  if (cached !== undefined) return cached ?? undefined;
  const tense = lookUpTense(form);
  if (tenseCache.size < 200_000) tenseCache.set(form, tense ?? null);
  return tense;
}

function lookUpTense(form: string): Tense | undefined {
  const old = oldSpellingVerbs.get(form);
  if (old) return old;
  const irregular = irregularVerbs().tenseOf.get(form);
  if (irregular) return irregular;
  const tables = hunspellTables();
  const regular = tables.finiteForms.get(form);
  if (regular) return regular;
  return compoundTense(form);
}

const compoundCache = new Map<string, Tense | null>();

/**
 * Particle compounds that the dictionary knows as words but lists without tense: "forstod" (for + stod),
 * "deltog", "misforstod", "offentliggør". The part before the base must be made of verbal prefixes, and
 * the dictionary must know the compound. One that is also a noun ("modtager", "ansvar") is a verb only right
 * after its subject (see finiteTense).
 */
function compoundTense(form: string): Tense | undefined {
  const cached = compoundCache.get(form);
  if (cached !== undefined) return cached ?? undefined;
  let result: Tense | undefined;
  const tables = hunspellTables();
  if (form.length >= 5 && tables.baseWords.has(form)) {
    for (let cut = 2; cut <= form.length - 2 && !result; cut++) {
      const base = form.slice(cut);
      const tense = irregularVerbs().tenseOf.get(base) ?? tables.finiteForms.get(base);
      if (tense && isPrefixChain(form.slice(0, cut))) result = tense;
    }
  }
  if (compoundCache.size < 200_000) compoundCache.set(form, result ?? null);
  return result;
}

function isPrefixChain(text: string): boolean {
  if (text === '') return true;
  return verbalPrefixes.some((prefix) => text.startsWith(prefix) && isPrefixChain(text.slice(prefix.length)));
}
