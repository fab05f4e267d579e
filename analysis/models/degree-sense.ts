/**
 * Words of fear, death and madness that Danish uses as degree words and size words (issue 28 points 3 and 6,
 * 2026-11-27, seventh session): "skrækkelig kedelig", "dødelig træt", "håbløst forelsket", "uhyre stor", and
 * 'uhyre' as the adjective 'enormous' ("sin uhyre Begrænsning", "et uhyre Skib"), and 'rasende' before an adjective or a
 * word of speed ("rasende forelsket", "i rasende Hast"; fourteenth session). Used so, they say how much, not
 * that anything is frightening or deadly: they count neither for a semantic field nor as a power word. Also the
 * mild epithets of the power words: an emotive adjective of an everyday sense standing before its noun ("en ung,
 * munter Pige", "den trofaste Hund") describes a person's kind, not a charged moment, and laughing or smiling 'ad'
 * something is derision, not joy ("griner man nu ad").
 */
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { prepositions } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';

/** Lemmas of fear, death and madness whose forms grade the adjective or adverb after them. */
const degreeStems = [
  'skrækkelig',
  'rædsom',
  'forfærdelig',
  'frygtelig',
  'gruelig',
  'grufuld',
  'dødelig',
  'vanvittig',
  'uhyre',
  'uhyggelig',
  'gyselig',
  'afskyelig',
  'håbløs',
  'rasende',
];

/** The forms of the degree stems: the base, '-t' and '-e' ('rædsom' doubles its 'm'; 'rasende' is one form). */
const degreeForms = new Set(
  degreeStems.flatMap((stem) =>
    stem.endsWith('e') ? [stem] : stem.endsWith('m') ? [stem, `${stem}t`, `${stem}me`] : [stem, `${stem}t`, `${stem}e`],
  ),
);

/** Nouns of speed after which 'rasende' is a degree ("i rasende Hast", "med rasende Fart"), fourteenth session. */
const speedNouns = new Set(
  'hast fart galop tempo hastighed flugt løb'.split(' ').flatMap((noun) => [noun, `${noun}en`]),
);

/** What 'dræbende' is literal before: a shot, a blow, a poison, a weapon. */
const killingThings = new Set(
  'skud skuddet slag slaget hug hugget stød stødet gift giften kugle kuglen våben vaaben sygdom sygdommen'.split(' '),
);

/**
 * 'dræbende' before a noun of no weapon or illness: a figure of intensity ("dræbende Kedsommelighed", "haarde,
 * dræbende Ord", "en dræbende Hede"); "det dræbende Skud" stays (fourteenth session).
 */
function isKillingFigure(words: readonly Word[], index: number): boolean {
  if (words[index]!.form !== 'dræbende') return false;
  const next = words[index + 1];
  if (next === undefined || killingThings.has(next.form)) return false;
  return isNounForm(next.form) || isGradable(next);
}

/** 'rasende' grading a noun of speed: "i rasende Hast" is very fast, nobody's anger. */
function isRagingSpeed(words: readonly Word[], index: number): boolean {
  return words[index]!.form === 'rasende' && speedNouns.has(words[index + 1]?.form ?? '');
}

/** An adjective or adverb, not capitalised as a noun of the old spelling: what a degree word grades ("træt"). */
const isGradable = (word: Word) => isAdjectiveForm(word.form) && (word.initial || !/^\p{Lu}/u.test(word.text));

/**
 * 'uhyre' is the monster only as a noun ending its phrase ("et Uhyre.", "et Uhyre af en Mand", "Uhyret"); before an
 * adjective or a noun it is the adjective 'enormous' ("uhyre stor", "sin uhyre Begrænsning").
 */
function isEnormous(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form !== 'uhyre' && form !== 'uhyret' && form !== 'uhyrt') return false;
  if (form === 'uhyret') return false;
  const next = words[index + 1]?.form;
  if (next === undefined || prepositions.has(next) || next === 'og' || next === 'eller' || next === 'som') return false;
  return isAdjectiveForm(next) || isNounForm(next);
}

/** Whether the word at `index` is a degree word here: a word of fear or death grading an adjective or adverb. */
export function isDegreeUse(words: readonly Word[], index: number): boolean {
  if (isEnormous(words, index) || isRagingSpeed(words, index) || isKillingFigure(words, index)) return true;
  if (!degreeForms.has(words[index]!.form)) return false;
  const next = words[index + 1];
  return next !== undefined && isGradable(next);
}

/** Power-word adjectives of an everyday sense that are a mild epithet before a noun. */
const epithetForms = new Set(
  'munter muntert muntre glad glade trofast trofaste øm ømme lystig lystige fornøjet fornøjede'.split(' '),
);

/** An emotive adjective before its noun ("en ung, munter Pige", "den trofaste Hund"): an epithet. */
export function isEpithet(words: readonly Word[], index: number): boolean {
  if (!epithetForms.has(words[index]!.form)) return false;
  const next = words[index + 1]?.form;
  return next !== undefined && isNounForm(next) && !isAdjectiveForm(next);
}

const laughForms = new Set(
  'grine griner grinede grinet grinende smile smiler smilede smilet smilende le ler lo leende'.split(' '),
);

/** Laughing or smiling 'ad' someone or something, 'ad' within four words: derision, not joy ("griner man nu ad"). */
export function isDerision(words: readonly Word[], index: number): boolean {
  if (!laughForms.has(words[index]!.form)) return false;
  return words.slice(index + 1, index + 5).some((word) => word.form === 'ad');
}
