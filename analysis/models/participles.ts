/**
 * Participles and particles: a past participle after 'have', 'være' or 'blive' is a verb ("havde lukket", "blev
 * glemt"), a present participle after 'blive'/'komme' too ("blev siddende"), and 'løs', 'fast', 'fri' right after a
 * verb are its particle ("snakkede løs"); none of them is counted as an adjective (word-class-rules.ts).
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';

const auxiliaries = new Set([
  // spoken forms of 'have': "ha' prøvet", "ha't prøvet", "ha'de sagt"
  'ha',
  'hat',
  'hade',
  // "fik svaret", "faa det gjort": 'få' with a participle
  'fik',
  'får',
  'faar',
  'faaer',
  'fået',
  'faaet',
  'bleven',
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

/** An infinitive the dictionary or the curated irregular verbs know ('komme' is only in the latter). */
export function isInfinitive(word: string): boolean {
  return hunspellTables().infinitives.has(word) || irregularVerbs().infinitives.has(word);
}

/**
 * Looks like a past participle of a known verb: "lukket" (lukke), "glemt" (glemme), "lagt" (lægge), "kommet"
 * (komme), "siddet" (sidde).
 */
export function isParticipleForm(form: string): boolean {
  let known = participleForms.get(form);
  if (known === undefined) {
    known = participleFormUncached(form);
    participleForms.set(form, known);
  }
  return known;
}

/** Participle judgements by form, kept for the worker's life (a bounded vocabulary: dictionary word forms). */
const participleForms = new Map<string, boolean>();

function participleFormUncached(form: string): boolean {
  if (participleForms.size > 200_000) participleForms.clear();
  if (isSimpleParticiple(form)) return true;
  // "forbeholdt" (forbeholde), "ødelagt" (ødelægge): the dictionary derives the form from a verb it does not list
  // among its infinitives
  const lemma = hunspellTables().lemmaOf.get(form);
  if (form.endsWith('t') && lemma !== undefined && lemma !== form && lemma.endsWith('e')) return true;
  // old spelling doubles long vowels: "viist" (vist), "seet" (set)
  const modern = form.replace(/ii/gu, 'i').replace(/ee/gu, 'e');
  if (modern !== form && isSimpleParticiple(modern)) return true;
  // "bekommet", "forladt", "opgivet": a prefix before a known verb's participle
  const prefix = participlePrefixes.find((p) => form.startsWith(p) && form.length - p.length >= 4);
  return prefix !== undefined && isSimpleParticiple(form.slice(prefix.length));
}

const participlePrefixes = [
  // "halvkvalt", "halvlukket", "velkendt": a first part of degree before a participle
  'halv',
  'vel',
  'be',
  'for',
  'und',
  'ud',
  'op',
  'af',
  'an',
  'ind',
  'over',
  'gen',
  'til',
  'frem',
  'ned',
  'om',
];

function isSimpleParticiple(form: string): boolean {
  const { lemmaOf } = hunspellTables();
  if ((form.endsWith('t') || form.endsWith('et')) && isInfinitive(lemmaOf.get(form) ?? '')) return true;
  for (const ending of ['et', 't']) {
    if (!form.endsWith(ending) || form.length - ending.length < 3) continue;
    const stem = form.slice(0, -ending.length);
    if (isInfinitive(`${stem}e`) || isInfinitive(`${stem}${stem.at(-1)}e`) || isInfinitive(stem)) return true;
  }
  return false;
}

/** Verbs a present participle completes as a verb: "blev siddende", "kom gående", "blive liggende". */
const participleCompletes = new Set(['blive', 'bliver', 'blev', 'blevet', 'kom', 'komme', 'kommer', 'kommet']);

/**
 * A participle used as a verb: a past participle with 'have', 'være' or 'blive' up to five words before it
 * ("havde taget hatten og lagt den", "var kommet"), or a present participle right after 'blive' or 'komme'
 * ("blev siddende", "kom løbende").
 */
export function isVerbParticiple(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form.endsWith('ende') && isInfinitive(`${form.slice(0, -4)}e`)) {
    const before = [words[index - 1]?.form, words[index - 2]?.form];
    return before.some((word) => word !== undefined && participleCompletes.has(word));
  }
  if (!isParticipleForm(form)) return false;
  for (let back = 1; back <= 5 && index - back >= 0; back++) {
    if (auxiliaries.has(words[index - back]!.form)) return true;
  }
  return false;
}

/** Adjectives that are a verb's particle right after it ("snakkede løs", "holdt fast", "slap fri"). */
const particleAdjectives = new Set(['løs', 'fast', 'fri']);

/**
 * Whether an adjective form is a verb's particle here: one of the particle words after a verb, right after it
 * or after its subject ("snakkede løs", "gik det løs", "at komme løs").
 */
export function isVerbParticle(words: readonly Word[], index: number): boolean {
  if (!particleAdjectives.has(words[index]!.form)) return false;
  return [words[index - 1]?.form, words[index - 2]?.form].some(
    (word) => word !== undefined && (Boolean(lexicalTense(word)) || isInfinitive(word)),
  );
}
