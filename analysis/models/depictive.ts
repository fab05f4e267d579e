/**
 * Adjectives that a lexical verb takes as a predicative, not as its manner (issue 28 point 3), and adjectives
 * inside a noun phrase that the degree word puts before the article:
 * - the subject's state after a verb of motion, change or life ("døde ugift", "kom hjem træt", "kom ganske vaadt
 *   fra Trykkeriet"): a word for a condition of body or life (tired, wet, ill, unmarried, poor) tells how the
 *   subject is, never how it moves ("kom hurtigt hjem" stays manner);
 * - the object predicative after 'for' or 'som' of a verb of judging ("ansaa det for saa vigtigt", "regnede ham
 *   for dum", "betragtede det som umuligt");
 * - the adjective of a noun phrase after 'saa', 'hvor', 'for' and before the indefinite article ("saa vildt et
 *   Udseende", "hvor stort et Hus") or right after that article ("et saa alvorligt Udtryk"), or before another
 *   adjective of the same noun ("saa klart og koldt Vand", "et saa stift, koldt Blik").
 */

import { lexicalTense } from '../lexicons/verb-tense.ts';
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { letterCase } from '../text/names-evidence.ts';
import { isNounForm } from './noun-forms.ts';
import { isParticipleForm } from './participles.ts';

/** Forms of verbs of motion, change and life after which a word of condition is the subject's state. */
const motionVerbs = new Set(
  [
    'kom kommer komme kommet',
    'gik går gaar gå gaa gået gaaet',
    'døde dør dø døe',
    'levede lever leve',
    'vendte vender vende',
    'vågnede vaagnede vågner vaagner',
    'rejste rejser reiste',
    'drog drager',
    'faldt falder',
    'fødtes fødes',
    'sank',
    'ankom ankommer',
    'hjemkom',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Base forms of adjectives of a condition of body or life: they tell the subject's state and cannot be the
 * manner of a movement. Each is read with its neuter (-t), plural (-e) and old-spelling ('aa') forms.
 */
const conditionBases =
  'træt ugift gift syg rask død våd tør sulten tørstig nøgen fattig rig fuld beruset ædru barhovedet barbenet barfodet alene ene blind døv ung gammel enlig barnløs frisk sund mæt søvnig forkommen forfrossen hjemløs pengeløs ruineret gennemvåd blodig snavset tilsølet hæs bleg'.split(
    ' ',
  );

function withForms(base: string): string[] {
  const stems = [base];
  if (base.endsWith('en') && !base.endsWith('ten')) stems.push(`${base.slice(0, -1)}t`); // forkommen → forkommet
  const forms = new Set<string>();
  for (const stem of stems) {
    forms.add(stem);
    forms.add(stem.endsWith('t') ? stem : `${stem}t`);
    forms.add(stem.endsWith('e') ? stem : `${stem}e`);
  }
  for (const form of [...forms]) if (form.includes('å')) forms.add(form.replaceAll('å', 'aa'));
  return [...forms];
}

const conditionForms = new Set(conditionBases.flatMap(withForms));

/** Words that may stand between the verb and the state: place adverbs, degree words, the subject. */
const stateGap = new Set(
  'hjem hjemme tilbage ud ind op ned hen bort frem hid igen atter saa så ganske helt aldeles næsten halvt meget ikke aldrig endnu da nu jo dog han hun de den det jeg du vi man der'.split(
    ' ',
  ),
);

/** "døde ugift", "kom hjem træt", "kom ganske vaadt hjem": the subject's condition after its verb. */
export function isSubjectState(words: readonly Word[], index: number): boolean {
  if (!conditionForms.has(words[index]!.form)) return false;
  for (let back = 1; back <= 4 && index - back >= 0; back++) {
    const word = words[index - back]!.form;
    if (motionVerbs.has(word)) return true;
    if (!stateGap.has(word)) return false;
  }
  return false;
}

/** Forms of the verbs of judging that take an object and 'for' or 'som' before its predicative. */
const judgingVerbs = new Set(
  [
    'anse anser ansaa ansaae anså anset anseet',
    'regne regner regnede regnet',
    'erklære erklærer erklærede erklæret',
    'betragte betragter betragtede betragtet',
    'holde holder holdt',
    'udgive udgiver udgav udgivet',
    'agte agter agtede agtet',
    'kalde kalder kaldte kaldet',
  ]
    .join(' ')
    .split(' ')
    .flatMap(withPassive),
);

/**
 * A verb form with its s-passive ("erklæredes for insolvent", "ansaaes for", "holdtes for"): the present and the
 * past add '-s' (after '-e') or '-es'; the participle has none.
 */
function withPassive(form: string): string[] {
  if (/(?:et|eet)$/u.test(form) && form.length > 5) return [form]; // the participle: "anseet", "betragtet"
  return [form, form.endsWith('e') ? `${form}s` : `${form}es`];
}

/** Degree words between 'for' or 'som' and the predicative ("for saa vigtigt"). */
const degreeGap = new Set('saa så meget ganske helt aldeles særdeles yderst lige ligesaa ligeså mere mest'.split(' '));

/** "ansaa det for saa vigtigt", "regnede ham for dum", "betragtet som umuligt": the object predicative. */
export function isJudgedPredicative(words: readonly Word[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && degreeGap.has(words[at]!.form)) at--;
  const link = words[at]?.form;
  if (link !== 'for' && link !== 'som') return false;
  // the verb, over its object or subject (a pronoun, a name or a short noun phrase)
  for (let back = 1; back <= 4 && at - back >= 0; back++) if (judgingVerbs.has(words[at - back]!.form)) return true;
  return false;
}

const articles = new Set(['en', 'et', 'ein']);
const degreeLeads = new Set(['saa', 'så', 'hvor', 'for', 'ligesaa', 'ligeså']);

/**
 * "saa vildt et Udseende", "hvor stort et Hus": the degree word puts the adjective before the article of its noun
 * phrase; "et saa alvorligt Udtryk": the adjective after the article and a degree word. Either way the noun's.
 */
export function isInNounPhrase(words: readonly Word[], index: number): boolean {
  const before = words[index - 1]?.form ?? '';
  const after = words[index + 1]?.form ?? '';
  if (degreeLeads.has(before) && articles.has(after) && words[index + 2] !== undefined) return true;
  let at = index - 1;
  while (at >= 0 && degreeGap.has(words[at]!.form)) at--;
  if (at < index - 1 && articles.has(words[at]?.form ?? '')) return true;
  return beforeAdjectiveAndNoun(words, index);
}

/**
 * "saa klart og koldt Vand", "saa stift, koldt Blik", "i truende mørk Luft": another adjective
 * (after 'og', 'eller' or a comma, which is no word) and then a noun: the adjectives of one noun phrase.
 */
function beforeAdjectiveAndNoun(words: readonly Word[], index: number): boolean {
  let at = index + 1;
  // "rødt og giftigt Blod"; not "lyste mat, og mat Lyset", where a comma closes the first clause
  if (words[at]?.form === 'og' || words[at]?.form === 'eller') {
    if (!spaceOnlyBetween(words[index]!, words[at]!)) return false;
    at++;
  }
  if (!words[at] || !isAdjectiveForm(words[at]!.form)) return false;
  const noun = words[at + 1];
  // "saa stort og fornemt et Herskab": two adjectives after a degree word, before the article of their noun
  if (articles.has(noun?.form ?? '') && words[at + 2] && degreeLeads.has(words[index - 1]?.form ?? '')) return true;
  // "fromt og ydmygt: Amen": only a space may stand between the last adjective and its noun
  if (!noun || !spaceOnlyBetween(words[at]!, noun)) return false;
  if (!noun.initial && letterCase(noun.text) === 'upper') return !/^\p{Lu}{2}/u.test(noun.text);
  return isNounForm(noun.form) && !isAdjectiveForm(noun.form);
}

/** Whether only a space stands between two words of a paragraph (no comma, colon or dash). */
export function spaceOnlyBetween(first: Word, second: Word): boolean {
  return second.start === first.start + first.text.length + 1;
}

/** Colours of a face or a thing ("bleg", "blodrødt", "kridhvide"), with their -t, -e and old-spelling forms. */
const colourForm = /(?:bleg|rød|hvid|sort|grå|graa|blå|blaa|grøn|gul|brun)[te]?$/u;

/** Verbs of light and colour after which a colour tells how the thing shines ("lyste rødt", "malede det hvidt"). */
const lightVerb = /^(?:lys|skinn|glød|brænd|funkl|glimt|strål|straal|blink|flamm|farv|mal|blus)/u;

/** Words that may stand between a verb of light and its colour. */
const colourGap = new Set(['saa', 'så', 'ganske', 'helt', 'mat', 'svagt', 'det', 'den', 'dem', 'ham', 'hende']);

/**
 * A colour word is the subject's or the thing's state ("sagde han bleg", "hans Ansigt stirrede, blodrødt"), never
 * the manner of a verb, but after a verb of light or colour ("lyste rødt", "malede Døren hvidt").
 */
function isColourState(words: readonly Word[], index: number): boolean {
  if (!colourForm.test(words[index]!.form)) return false;
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    const word = words[index - back]!.form;
    if (lightVerb.test(word)) return false;
    if (!colourGap.has(word)) break;
  }
  return true;
}

/**
 * An adjective of a state with its cause after it: "bleg af Harme", "stiv af Skræk", "træt af Rejsen", "våd af
 * Sved". A base form (no manner adverb ends so) or a word of condition, then 'af' and more words; "tog kraftigt af"
 * keeps its manner.
 */
function isStateWithCause(words: readonly Word[], index: number): boolean {
  if (words[index + 1]?.form !== 'af' || words[index + 2] === undefined) return false;
  const form = words[index]!.form;
  return !form.endsWith('t') || conditionForms.has(form) || colourForm.test(form);
}

const seenForms = new Set(['set', 'seet', 'sét', 'seete', 'sete']);
const objectPronouns = new Set(['ham', 'hende', 'dem', 'det', 'den', 'mig', 'dig', 'os', 'jer', 'sig']);

/**
 * "aldrig seet Halvor saa net", "har aldrig set hende så glad": after the participle of 'se', its object (a
 * pronoun or a name) and a degree word, the object's state; "har set det tydeligt" keeps its manner.
 */
function isSeenPredicative(words: readonly Word[], index: number): boolean {
  const degree = words[index - 1]?.form;
  if (degree !== 'saa' && degree !== 'så') return false;
  for (let back = 2; back <= 4 && index - back >= 0; back++) {
    const word = words[index - back]!;
    if (seenForms.has(word.form)) return back > 2;
    if (!objectPronouns.has(word.form) && (word.initial || letterCase(word.text) !== 'upper')) return false;
  }
  return false;
}

/**
 * Whether an adjective is a state of the subject, the object or a thing here: by its word (a colour), its cause
 * ('af') or the object predicative of 'se'.
 */
export function isDepictiveState(words: readonly Word[], index: number): boolean {
  if (!isAdjectiveForm(words[index]!.form)) return false;
  return isColourState(words, index) || isStateWithCause(words, index) || isSeenPredicative(words, index);
}

/**
 * "Byens første Hus, lavt og gammelt,": adjectives in '-t' in apposition to a neuter noun before a comma, two of
 * them joined by 'og' and closed by a comma or the sentence's end: the noun's qualities, no manner. A noun in
 * '-en' or '-ne' is common gender or plural, which the '-t' form cannot agree with ("talte til Forsamlingen, roligt
 * og klart": the manner), and a verb or pronoun before the comma leaves the manner too.
 */
export function isApposition(words: readonly Word[], index: number): boolean {
  const noun = words[index - 1];
  if (!noun || spaceOnlyBetween(noun, words[index]!) || !words[index]!.form.endsWith('t')) return false;
  if (!isCapitalisedNoun(noun) && !(isNounForm(noun.form) && !lexicalTense(noun.form))) return false;
  if (/(?:en|ne)$/u.test(noun.form) || objectPronouns.has(noun.form)) return false;
  let last = index;
  if (words[index + 1]?.form === 'og' && isAdjectiveForm(words[index + 2]?.form ?? '')) last = index + 2;
  else if (words[index - 2] && words[index - 1]?.form === 'og') return false;
  if (last === index) return false;
  const after = words[last + 1];
  return after === undefined || !spaceOnlyBetween(words[last]!, after);
}

/** A capitalised word inside its sentence, as old spelling writes its nouns. */
function isCapitalisedNoun(word: Word): boolean {
  return !word.initial && letterCase(word.text) === 'upper';
}

/**
 * A compound whose last part is a past participle ("tåreblændet", "søvndrukket", "vejrbidt"): the state of the one
 * who does it ("stirrede tåreblændet"), a participle, no manner. The first part is a noun of three letters or more.
 */
export function isCompoundParticiple(form: string): boolean {
  if (!form.endsWith('t') || form.length < 9) return false;
  let known = compoundParticiples.get(form);
  if (known === undefined) {
    if (compoundParticiples.size > 100_000) compoundParticiples.clear();
    known = compoundParticipleUncached(form);
    compoundParticiples.set(form, known);
  }
  return known;
}

/** Compound participle judgements by form, kept for the worker's life (a bounded vocabulary). */
const compoundParticiples = new Map<string, boolean>();

function compoundParticipleUncached(form: string): boolean {
  if (isParticipleForm(form)) return false;
  for (let cut = 3; cut <= form.length - 6; cut++) {
    const head = form.slice(0, cut);
    if (!isNounForm(head) && !isNounForm(head.replace(/[se]$/u, ''))) continue;
    if (isParticipleForm(form.slice(cut))) return true;
  }
  return false;
}
