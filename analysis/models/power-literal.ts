/**
 * Power words in a literal or everyday sense that the words around them show (issue 28 points 3 and 6, eleventh
 * session; the kinds of error of held-out read K, written as Danish usage, not as the items):
 * - 'forladt' after a form of 'have' is the perfect of 'forlade', to leave ("havde forladt Byen"), not the forsaken
 *   state ("var forladt", "det forladte Barn", "følte sig forladt");
 * - 'evighed' as a long time ("i en Evighed", "i Evigheder"), not eternity;
 * - 'de dødelige' (the mortals: people), not the deadly;
 * - a knife at the table, with food or a meal in its sentence ("skar Kødet med Kniven");
 * - 'dræbe' and 'dræbende' of a feeling, of time or of a mood ("dræbe alle Fornemmelser", "slå Tiden ihjel" aside,
 *   "en dræbende Kedsomhed"), not of a living being;
 * - 'ryste' of the head or the shoulders ("rystede paa Hovedet", "rystede med Hovedet", "rystede Hovedet"): a
 *   gesture, not a shock (this rule replaces the lexicon's two idioms "ryste på/med hovedet").
 */
import type { Word } from '../text/document.ts';
import { isNounForm } from './noun-forms.ts';

const haveForms = new Set(['har', 'havde', 'have', 'haft', 'hade', 'ha']);

/** "havde forladt Byen", "havde han forladt": 'have' right before it or before its inverted subject. */
function isPerfectOfLeave(words: readonly Word[], index: number): boolean {
  if (words[index]!.form !== 'forladt') return false;
  return haveForms.has(words[index - 1]?.form ?? '') || haveForms.has(words[index - 2]?.form ?? '');
}

const eternityForms = new Set(['evighed', 'evigheder']);

/** "i en Evighed", "i Evigheder": a long time ("en lille Evighed" is a weak sense of the lexicon's). */
function isLongTime(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!eternityForms.has(form)) return false;
  return (words[index - 1]?.form ?? '') === (form === 'evigheder' ? 'i' : 'en');
}

const mortalForms = new Set(['dødelig', 'dødelige']);
const mortalLeads = new Set(['den', 'de', 'en', 'alle', 'vi', 'os', 'andre', 'enhver']);

/** "de Dødelige", "den Dødelige, der …": the mortals, people; not "den dødelige Gift" (a noun after it). */
function isMortal(words: readonly Word[], index: number): boolean {
  if (!mortalForms.has(words[index]!.form) || !mortalLeads.has(words[index - 1]?.form ?? '')) return false;
  const next = words[index + 1];
  return next === undefined || !isNounForm(next.form);
}

const knifeForms = new Set(['kniv', 'kniven', 'knive', 'knivene']);
/** Food, a meal and cutting it at the table. */
const tableWords = new Set(
  'kød kødet brød brødet smør smørret ost osten pølse pølsen steg stegen skinke skinken fisk fisken frugt æble æblet middag middagen frokost frokosten aftensmad måltid maaltid maaltidet måltidet tallerken tallerkenen gaffel gaflen spise spiste spiser skive skiven skiver'.split(
    ' ',
  ),
);

/** A knife with food or a meal in its sentence. */
function isTableKnife(words: readonly Word[], index: number): boolean {
  return knifeForms.has(words[index]!.form) && words.some((word) => tableWords.has(word.form));
}

const killForms = new Set(['dræbe', 'dræber', 'dræbte', 'dræbt', 'dræbende']);
/** Feelings, time and moods: what 'dræbe' kills only in a figure. */
const abstractNouns = new Set(
  'tid tiden tiderne fornemmelse fornemmelsen fornemmelser fornemmelserne følelse følelsen følelser følelserne haab haabet håb håbet stemning stemningen samtale samtalen glæde glæden lyst lysten interesse interessen tanke tanken tanker tankerne kedsomhed kedsomheden ensformighed ensformigheden længsel længslen'.split(
    ' ',
  ),
);

/** 'dræbe' with a feeling, time or a mood as its object within three words, or 'dræbende' before one. */
function isFigurativeKilling(words: readonly Word[], index: number): boolean {
  if (!killForms.has(words[index]!.form)) return false;
  return words.slice(index + 1, index + 4).some((word) => abstractNouns.has(word.form));
}

const shakeForms = new Set(['ryste', 'ryster', 'rystede', 'rystet']);
const gestureParts = new Set(['hovedet', 'skuldrene', 'skulderen', 'haanden', 'hånden', 'hænderne']);

/** "rystede paa Hovedet", "rystede Hovedet": a gesture. */
function isGesture(words: readonly Word[], index: number): boolean {
  if (!shakeForms.has(words[index]!.form)) return false;
  return words.slice(index + 1, index + 4).some((word) => gestureParts.has(word.form));
}

/** Whether the power word at `index` is meant literally or in its everyday sense here. */
export function isLiteralSense(words: readonly Word[], index: number): boolean {
  return (
    isPerfectOfLeave(words, index) ||
    isLongTime(words, index) ||
    isMortal(words, index) ||
    isTableKnife(words, index) ||
    isFigurativeKilling(words, index) ||
    isGesture(words, index)
  );
}
