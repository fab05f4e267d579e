/**
 * The context rules that decide how Show/Tell, Tillægsord and Udsagnsord count a word (issue 13 point 3):
 * - a past participle after 'have', 'være' or 'blive' is a verb ("havde lukket", "blev glemt"), not an adjective;
 * - an adjective in '-t' right after a finite verb is an adverb of manner ("løb hurtigt"), before a noun an
 *   adjective ("et hurtigt svar");
 * - a filler word only counts as filler where it is one: 'nok' is "enough" after an adjective or adverb ("længe
 *   nok"), 'vel' is "safely" before 'hjem', 'både' is not filler when 'og' follows, 'blot' not after 'ikke'.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Sentence, Word } from '../text/document.ts';
import { adjectiveLeads, determiners } from '../text/function-words.ts';

const auxiliaries = new Set([
  'have',
  'har',
  'havde',
  'haft',
  'være',
  'er',
  'var',
  'været',
  'blive',
  'bliver',
  'blev',
  'blevet',
]);

/** Looks like a past participle of a dictionary verb: "lukket" (lukke), "glemt" (glemme), "lagt" (lægge). */
export function isParticipleForm(form: string): boolean {
  const { infinitives, lemmaOf } = hunspellTables();
  if ((form.endsWith('t') || form.endsWith('et')) && infinitives.has(lemmaOf.get(form) ?? '')) return true;
  for (const ending of ['et', 't']) {
    if (!form.endsWith(ending) || form.length - ending.length < 2) continue;
    const stem = form.slice(0, -ending.length);
    if (infinitives.has(`${stem}e`) || infinitives.has(`${stem}${stem.at(-1)}e`) || infinitives.has(stem)) return true;
  }
  return false;
}

/** A participle with 'have', 'være' or 'blive' up to five words before it ("havde taget hatten og lagt den"). */
export function isVerbParticiple(words: readonly Word[], index: number): boolean {
  if (!isParticipleForm(words[index]!.form)) return false;
  for (let back = 1; back <= 5 && index - back >= 0; back++) {
    if (auxiliaries.has(words[index - back]!.form)) return true;
  }
  return false;
}

/** Verbs after which an adjective is the subject's quality, not the manner of the verb ("var træt", "blev glad"). */
const copulas = new Set([
  'er',
  'var',
  'bliver',
  'blev',
  'forblev',
  'forbliver',
  'virker',
  'virkede',
  'synes',
  'syntes',
  'føles',
  'føltes',
]);

/**
 * Whether a word is an adverb where it stands. A word of the adverb list is one, unless it is also an adjective
 * and stands as one: after an article, possessive or degree word ("en stille aften") or a copula ("var glad").
 * Another adjective is an adverb of manner in '-t' right after a finite verb that is not a copula ("løb
 * hurtigt", "talte roligt").
 */
export function isAdverbHere(words: readonly Word[], index: number, tenses: readonly unknown[]): boolean {
  const form = words[index]!.form;
  const previous = words[index - 1]?.form ?? '';
  const coordinated = (previous === 'og' || previous === 'eller') && isAdjectiveForm(words[index - 2]?.form ?? '');
  const asAdjective = adjectiveLeads.has(previous) || determiners.has(previous) || copulas.has(previous) || coordinated;
  if (adverbs().has(form)) return !(isAdjectiveForm(form) && asAdjective);
  return (
    index > 0 && Boolean(tenses[index - 1]) && !copulas.has(previous) && form.endsWith('t') && isAdjectiveForm(form)
  );
}

/** Words before which 'nok' means "enough". */
const enoughLeads = new Set(['længe', 'ofte', 'tit', 'tidligt', 'sent', 'mange', 'meget', 'godt', 'hurtigt', 'langt']);

/** Whether a word of the filler list is a filler here. */
export function isFillerHere(sentence: Sentence, index: number): boolean {
  const words = sentence.words;
  const form = words[index]!.form;
  const previous = words[index - 1]?.form;
  const next = words[index + 1]?.form;
  // "længe nok", "stor nok": enough
  if (form === 'nok' && previous !== undefined && (isAdjectiveForm(previous) || enoughLeads.has(previous)))
    return false;
  if (form === 'vel' && (next === 'hjem' || next === 'mødt' || next === 'bekomme')) return false;
  if (form === 'både' && words.slice(index + 1).some((word) => word.form === 'og')) return false;
  if (form === 'blot' && previous === 'ikke') return false;
  return true;
}

/**
 * An adjective's '-t' form is an adjective only in a noun phrase or after a copula or degree word ("et stort
 * hus", "det var godt", "meget langt"); elsewhere it is an adverb ("sov godt", "langt borte", "halvt skjult").
 */
export function isNeuterOutsideNounPhrase(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!form.endsWith('t') || !isAdjectiveForm(form.slice(0, -1))) return false;
  const previous = words[index - 1]?.form ?? '';
  return !(adjectiveLeads.has(previous) || determiners.has(previous) || copulas.has(previous));
}
