/**
 * Confidence gate for the filler list (issue 28 points 3 and 6, seventh round; docs/QUALITY.md). filler-rules.ts
 * takes out the other senses it knows; this gate lists a word that has another everyday sense only where a cue of
 * its filler sense stands around it:
 * - the modal particles 'nok', 'vist', 'vel', 'jo' in the middle field, after the finite verb or the inverted
 *   subject ("det er nok rigtigt", "kommer han vist", "Du ved jo"), and 'nok' not before what is enough of
 *   ("nok til at", "nok Plads");
 * - the spoken 'altså' in speech, in the middle field, before what it stresses ("det er altså for galt"), not in a
 *   question (the inference: "Du vil altså ikke?");
 * - 'bare' and 'blot' after an imperative first in its clause in speech ("Kom bare ind") or in 'bare rolig': the
 *   softening particle; elsewhere they restrict ('only', 'merely') as often as they soften;
 * - 'lige' after a modal before its verb ("skal lige se");
 * - the degree words 'meget', 'helt', 'ganske', 'fuldstændig', 'totalt', 'lidt' before the word they
 *   grade ("meget træt", "lidt forlegen"; 'lidt' not before a noun: "lidt varm Mad" is a quantity);
 * - 'både' never (the correlative 'both', or the plural of 'båd').
 * The other words of the list are fillers in every sense filler-rules.ts leaves them ('egentlig', 'faktisk',
 * 'næsten', 'måske', 'overhovedet'). An uncertain use is left out: recall is given up before precision.
 */
import { isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Sentence, Word } from '../text/document.ts';
import { determiners, modals, quantifiers } from '../text/function-words.ts';
import { gradesNext, invertedSubjects } from './adverb-confidence.ts';
import { spaceOnlyBetween } from './depictive.ts';
import { isNounForm } from './noun-forms.ts';
import { isInfinitive, isParticipleForm } from './participles.ts';
import { isCapitalisedInside } from './word-class-rules.ts';

type Cue = (words: readonly Word[], index: number, tenses: readonly unknown[], sentence: Sentence) => boolean;

/** Particles that may stand before another in the middle field ("er jo nok", "var dog vist"). */
const middleParticles = new Set(
  'jo dog da nu vel nok vist også ogsaa altså bare blot lige egentlig vistnok nemlig'.split(' '),
);

/** After the finite verb of its clause, over the inverted subject and other particles ("kommer han jo nok"). */
export function inMiddleField(words: readonly Word[], index: number, tenses: readonly unknown[], depth = 2): boolean {
  const previous = words[index - 1];
  if (!previous) return false;
  if (tenses[index - 1] && !isCapitalisedInside(previous)) return true;
  const subject = invertedSubjects.has(previous.form) || isCapitalisedInside(previous);
  if (subject && tenses[index - 2] && !isCapitalisedInside(words[index - 2]!)) return true;
  return depth > 0 && middleParticles.has(previous.form) && inMiddleField(words, index - 1, tenses, depth - 1);
}

/** Words after which 'nok' is "enough" of something ("nok til at", "nok af", "nok om det"). */
const enoughAfter = new Set('til af at for med hermed dermed om som'.split(' '));
/** Forms of 'have' and 'få' before 'nok' that is "enough" ("havde nok", "fik nok") unless a verb follows. */
const haveAndGet = new Set('har havde have haft fik får faar fået'.split(' '));

const nok: Cue = (words, index, tenses) => {
  const next = words[index + 1];
  if (!next || !inMiddleField(words, index, tenses)) return false;
  if (enoughAfter.has(next.form) || determiners.has(next.form) || quantifiers.has(next.form)) return false;
  if (isCapitalisedInside(next) || (isNounForm(next.form) && !isAdjectiveForm(next.form) && !tenses[index + 1]))
    return false;
  // "har nok glemt det": the particle; "havde nok" (had enough) without a verb after
  if (haveAndGet.has(words[index - 1]!.form)) return isParticipleForm(next.form) || next.form === 'ikke';
  return true;
};

const isQuestion = (sentence: Sentence) => sentence.text.trimEnd().endsWith('?');

/** Finite verbs after which 'vel' and 'vist' at the end of their clause hedge ("veed du vel", "Der er han vist"). */
const hedgedVerbs = new Set(
  'er var ved veed vidste har havde kan kunne kunde skal skulle skulde vil vilde ville må maa måtte blev bliver'.split(
    ' ',
  ),
);

/**
 * 'vist' and 'vel' in the middle field before more of their clause, or at its end after one of hedgedVerbs or in
 * a question; "handlede du vel, men" (well) is left out.
 */
const hedge: Cue = (words, index, tenses, sentence) => {
  if (!inMiddleField(words, index, tenses)) return false;
  const next = words[index + 1];
  if (words[index]!.form === 'vel' && next && isParticipleForm(next.form)) return false; // "vel forvaret": well
  if (next && spaceOnlyBetween(words[index]!, next)) return true;
  if (isQuestion(sentence)) return true;
  const verb = tenses[index - 1] ? words[index - 1] : words[index - 2];
  return verb !== undefined && hedgedVerbs.has(verb.form);
};

/** What the spoken 'altså' stresses: a degree word, a negation, an adjective. */
const stressed = new Set('for ikke så helt meget nu også ogsaa heller slet aldrig'.split(' '));
const altså: Cue = (words, index, tenses, sentence) => {
  if (!words[index]!.inDialogue || isQuestion(sentence) || !inMiddleField(words, index, tenses)) return false;
  const next = words[index + 1]?.form ?? '';
  return stressed.has(next) || isAdjectiveForm(next);
};

/** Imperatives the lexicon does not give as a stem of an infinitive in '-e'. */
const shortImperatives = new Set('gå kom se stå få lad tag sid vær giv hør tænk'.split(' '));

/** An imperative first in its clause right before the word ("Kom bare ind", "Gaa blot"). */
function afterImperative(words: readonly Word[], index: number): boolean {
  const verb = words[index - 1];
  if (!verb || isCapitalisedInside(verb)) return false;
  const before = words[index - 2];
  if (before && before.start + before.text.length + 1 === verb.start) return false; // not first in its clause
  return shortImperatives.has(verb.form) || (!verb.form.endsWith('e') && isInfinitive(`${verb.form}e`));
}

const copulaForms = new Set('er var bliver blev'.split(' '));

/**
 * 'bare', 'blot' after an imperative in speech ("Kom bare ind"), in 'bare rolig', or after a copula before an
 * adjective in its base form ("Han er bare træt"; "bare dunklere" compares: only).
 */
const softening: Cue = (words, index, tenses) => {
  const next = words[index + 1];
  const verb = words[index - 1]?.form ?? '';
  if (copulaForms.has(verb) && tenses[index - 1] && next && isAdjectiveForm(next.form) && !next.form.endsWith('ere'))
    return !words[index + 2] || !nounAfter(words[index + 2]!);
  if (!words[index]!.inDialogue) return false;
  return afterImperative(words, index) || next?.form === 'rolig' || next?.form === 'roligt';
};
/** A noun after the adjective: "bare en Drøm" is caught before; "er bare gode Venner" (only) here. */
const nounAfter = (word: Word) => isCapitalisedInside(word) || (isNounForm(word.form) && !isAdjectiveForm(word.form));

const modalBefore = (words: readonly Word[], index: number) =>
  words.slice(Math.max(0, index - 3), index).some((word) => modals.has(word.form));
const lige: Cue = (words, index) => modalBefore(words, index) && isInfinitive(words[index + 1]?.form ?? '');

const degree: Cue = (words, index) => gradesNext(words, index, true);
/** 'lidt' before the word it softens, which heads no noun ("lidt varm Mad" is a quantity); "lidt for sent". */
const lidt: Cue = (words, index) =>
  gradesNext(words, index) || (words[index + 1]?.form === 'for' && gradesNext(words, index + 1));

const cues = new Map<string, Cue>([
  ['nok', nok],
  ['vist', hedge],
  ['vel', hedge],
  ['jo', (words, index, tenses) => inMiddleField(words, index, tenses)],
  ['altså', altså],
  ['bare', softening],
  ['blot', softening],
  ['lige', lige],
  ['lidt', lidt],
  ['meget', degree],
  ['helt', degree],
  ['ganske', degree],
  ['fuldstændig', degree],
  ['fuldstændigt', degree],
  ['totalt', degree],
  ['både', () => false],
]);

/** Whether a word that isFillerHere accepted is a filler in a sense the analysis is sure of. */
export function isSureFiller(sentence: Sentence, index: number, tenses: readonly unknown[]): boolean {
  const cue = cues.get(sentence.words[index]!.form);
  return cue === undefined || cue(sentence.words, index, tenses, sentence);
}
