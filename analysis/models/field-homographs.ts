/**
 * Field words in another sense, read from the words around them (issue 28 point 3, round 6): homographs of another
 * noun ('hede' heat or heath, 'spor' a trace or rails, 'pris' a price or praise) and a field word inside a simile
 * ("som Spøgelset af en Sø", "ligesom Brændevin"): the comparison is a figure, not the field's subject.
 */
import type { Word } from '../text/document.ts';
import { letterCase } from '../text/names-evidence.ts';

/** Prepositions and adverbs of place before the heath ("ude paa Heden", "hen over Heden", "gennem Heden"). */
const heathLeads = new Set(['på', 'paa', 'over', 'gennem', 'igennem', 'ad', 'mod', 'fra', 'langs', 'ud', 'ude']);

/**
 * 'hede' is the heath only after a preposition of place or as a landscape in the plural ("paa Heden", "de jyske
 * Heder"); elsewhere it is heat ("Heden i hans Sjæl", "i Middagens Hede") or the adjective hot ("en hed Dag").
 */
function isHeatHere(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form !== 'hede' && form !== 'heden' && form !== 'hedens') return false;
  const before = [words[index - 1]?.form, words[index - 2]?.form];
  return !before.some((word) => word !== undefined && heathLeads.has(word));
}

/** Words of railways and roads, beside which 'spor' is a track ("de lagte Spor", "Togets Spor"). */
const trackWords = new Set([
  'lagte',
  'lagt',
  'skinner',
  'skinnerne',
  'tog',
  'toget',
  'togets',
  'jernbane',
  'jernbanen',
]);

const trackForms = new Set(['spor', 'sporet', 'sporene', 'sporets']);

/**
 * 'spor' is a clue of a crime only where no other sense shows: "ikke Spor" is not a bit ("ikke Spor af Frygt"),
 * "i hans Spor" following him, beside rails a track ("de lagte Spor"), and "sætte Spor" an influence.
 */
function isOtherTrack(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!trackForms.has(form)) return false;
  // "ikke Spor af Frygt": not a bit
  if (words[index - 1]?.form === 'ikke') return true;
  const near = words.slice(Math.max(0, index - 3), index + 4).map((word) => word.form);
  if (near.some((word) => trackWords.has(word))) return true;
  const before = words[index - 1]?.form ?? '';
  const twoBefore = words[index - 2]?.form ?? '';
  return /^s[æa]t/u.test(before) || /^s[æa]t/u.test(twoBefore) || twoBefore === 'i';
}

/**
 * 'pris' is no money in "sætte Pris paa" (to value) nor in praise ("Pris og Ære", "til Guds Pris", "Lov og Pris").
 */
function isPraiseOrValue(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form !== 'pris' && form !== 'prisen') return false;
  const next = words[index + 1]?.form ?? '';
  const before = [words[index - 1]?.form ?? '', words[index - 2]?.form ?? ''];
  if (before.some((word) => /^s[æa]t/u.test(word)) && (next === 'på' || next === 'paa')) return true;
  if (next === 'og' && /^(?:ære|aere|tak|lov)$/u.test(words[index + 2]?.form ?? '')) return true;
  return before[0] === 'og' && (before[1] === 'lov' || before[1] === 'ære' || before[1] === 'tak');
}

/** Words that open a comparison: a simile ("som et Spøgelse", "ligesom Brændevin", "gleich einer"). */
const simileWords = new Set(['som', 'ligesom']);

/** Determiners and adjectives' heads that may stand between 'som' and the compared noun ("som et stort Spøgelse"). */
const betweenWords = new Set(['en', 'et', 'den', 'det', 'de', 'to']);

/**
 * A field noun inside a simile: 'som' or 'ligesom', then at most an article and an adjective, then the noun, and
 * the noun capitalised or a noun the dictionary knows ("som et Spøgelse", "som Brændevin", "ligesom en
 * Stormflod"). Not after a verb of being called or acting ("arbejdede som Betjent": the role).
 */
function inSimile(words: readonly Word[], index: number): boolean {
  let article = false;
  for (let back = 1; back <= 3; back++) {
    const before = words[index - back];
    if (!before) return false;
    if (simileWords.has(before.form)) {
      // a noun (capitalised in old spelling, or after an article), not a verb after the relative 'som'
      if (!article && !(letterCase(words[index]!.text) === 'upper')) return false;
      const lead = words.slice(Math.max(0, index - back - 6), index - back).map((word) => word.form);
      return !roleVerbs.has(lead.at(-1) ?? '') && !lead.some((word) => bothWords.has(word));
    }
    if (betweenWords.has(before.form)) article = true;
    else if (back === 3 || !before.form.endsWith('e')) return false;
  }
  return false;
}

/** "saavel Brød som Vin", "baade … som": a pair of things, no comparison. */
const bothWords = new Set(['såvel', 'saavel', 'både', 'baade']);

/** Verbs after which 'som' names a role, not a likeness ("ansat som Betjent", "tjente som Soldat"). */
const roleVerbs = new Set(['ansat', 'ansattes', 'tjente', 'tjener', 'arbejdede', 'arbejder', 'virkede', 'optraadte']);

/** Whether the field word at `index` is read in another sense here (a homograph or a simile). */
export function isOtherFieldSense(words: readonly Word[], index: number): boolean {
  return (
    isHeatHere(words, index) || isOtherTrack(words, index) || isPraiseOrValue(words, index) || inSimile(words, index)
  );
}
