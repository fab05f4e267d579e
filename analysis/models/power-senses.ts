/**
 * Power words in their everyday, neutral sense, read from the words around them (issue 28 point 3, round 6):
 * 'nøgen' of a landscape, a tree or a wall (bare), 'herske' of a state that prevails ("der herskede Stilhed"),
 * 'salig' after a determiner (the late, the blessed dead) and 'i … Vold' (in someone's power); and, seventh
 * session, a power word denied ("ingenlunde haabløs", "uden Frygt").
 */
import { semanticFields } from '../lexicons/semantic-fields.ts';
import type { Word } from '../text/document.ts';
import { isNounForm } from './noun-forms.ts';

const nøgenForms = new Set(['nøgen', 'nøgne', 'nøgent']);

/** Parts of plants and buildings that are bare, not naked ("nøgne Grene", "de nøgne Vægge"). */
const bareThings = new Set(
  'gren grene grenene kvist kviste stamme stammer mur mure murene væg vægge væggene gulv gulvet bord bordet rum rummet stue stuen'.split(
    ' ',
  ),
);

/** The semantic fields of land, sea, trees and fields, whose words are bare, not naked, when 'nøgen'. */
const landscapeFields = new Set([
  'Natur og landskab',
  'Havet og kysten',
  'Landbrug og landliv',
  'Skoven',
  'Have og blomster',
]);

/** Whether a noun names a landscape or a bare thing: a word of the fields of land and trees, a part of a room. */
function isLandscape(form: string): boolean {
  if (bareThings.has(form)) return true;
  const { forms, names } = semanticFields();
  const found = forms.get(form) ?? (form.includes('aa') ? forms.get(form.replaceAll('aa', 'å')) : undefined);
  return found?.fields.some((field) => landscapeFields.has(names[field] ?? '')) ?? false;
}

/** 'nøgen' before a landscape or a bare thing ("det nøgne Fjeld", "nøgne Marker", "nøgne Grene"): bare. */
function isBare(words: readonly Word[], index: number): boolean {
  if (!nøgenForms.has(words[index]!.form)) return false;
  const next = words[index + 1]?.form;
  return next !== undefined && isLandscape(next);
}

const herskeForms = new Set(['herske', 'hersker', 'herskede', 'hersket', 'herskende']);

/** 'herske' after 'der' with no 'over' after it: a state that prevails ("der herskede Stilhed", "Ordenen, der herskede"). */
function isPrevailing(words: readonly Word[], index: number): boolean {
  if (!herskeForms.has(words[index]!.form) || words[index - 1]?.form !== 'der') return false;
  return !words.slice(index + 1, index + 5).some((word) => word.form === 'over');
}

const possessiveLeads = new Set(
  'den det de min mit mine din dit dine hans hendes deres vor vort vore sin sit sine'.split(' '),
);

/** 'salig' after a definite determiner or a possessive ("de salige Fruer", "min salige Mand"): the late. */
function isLate(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  return (form === 'salig' || form === 'salige') && possessiveLeads.has(words[index - 1]?.form ?? '');
}

/** 'Vold' after 'i' ("i deres Vold", "i Fjendens Vold"): in someone's power, no violence. */
function inPower(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  return (form === 'vold' || form === 'volden') && (words[index - 1]?.form === 'i' || words[index - 2]?.form === 'i');
}

const lateForms = new Set(['afdød', 'afdøde', 'afdødt']);
const widowForms = new Set(['enke', 'enken', 'enker', 'enkemand', 'enkemanden']);

/**
 * A civil status, not a death or a grief (eighth session): 'afdød' before the noun or name it qualifies ("hans
 * afdøde Fader", "afdøde Pastor Holmberg", "en afdød Tante"), as 'salig' after a determiner above, and a widow
 * named by whom she survives ("Enke efter en Møller"). "den Afdøde" alone, the dead one in the scene, stays.
 */
function isStatus(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  const next = words[index + 1];
  if (widowForms.has(form)) return next?.form === 'efter';
  if (!lateForms.has(form) || next === undefined) return false;
  return /^\p{Lu}/u.test(next.text) || isNounForm(next.form);
}

/** Words that deny what follows: "ikke bange", "uden Frygt", "ingenlunde haabløs", "ingen Sorg". */
const negators = new Set(['ikke', 'ingenlunde', 'aldrig', 'uden', 'ingen', 'intet', 'ej']);

/** Degree words that may stand between a negation and the word it denies ("ikke saa bange", "ikke meget glad"). */
const degreeBetween = new Set(['så', 'saa', 'meget', 'helt', 'ganske', 'synderlig', 'særlig', 'videre', 'spor']);

/**
 * A power word denied right before it, or over one degree word ("ingenlunde haabløs", "uden urolig Nervøsitet",
 * "ikke saa bange"): the sentence says the feeling is absent, so the word carries none.
 */
function isNegated(words: readonly Word[], index: number): boolean {
  const before = words[index - 1]?.form ?? '';
  if (negators.has(before)) return true;
  return degreeBetween.has(before) && negators.has(words[index - 2]?.form ?? '');
}

/** Whether the power word at `index` has its neutral, everyday sense here. */
export function isNeutralSense(words: readonly Word[], index: number): boolean {
  return (
    isBare(words, index) ||
    isPrevailing(words, index) ||
    isLate(words, index) ||
    isStatus(words, index) ||
    inPower(words, index) ||
    isNegated(words, index)
  );
}
