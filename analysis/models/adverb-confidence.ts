/**
 * Confidence gate for the adverb list (issue 28 points 3 and 6, seventh round; docs/QUALITY.md). The rules of
 * word-class-rules.ts take out the shapes known to be no adverb; this gate asks the opposite question and lists a
 * word only where the analysis is sure it is an adverb:
 * - a word the lexicon knows only as an adverb ("aldeles", "særdeles"), never as an adjective, a verb or a
 *   participle;
 * - an adjective in its adverb shape ('-t', or '-ig' as older prose writes it) in an adverbial place: right after a
 *   lexical finite verb that takes no predicative, over negation, degree words, the inverted subject or a personal
 *   object ("gik langsomt", "sov ikke godt", "gik han langsomt", "klappede hende blidt"); after a speech tag's verb
 *   and subject ("sagde hun tørt"); fronted before such a verb ("Langsomt gik han"); after an auxiliary or modal
 *   before its verb ("havde langsomt rejst sig"); coordinated with a sure adverb ("talte venligt og roligt");
 * - any adjective or participle as the degree of the adjective or adverb after it ("frygtelig træt", "rasende
 *   hurtigt", "halvt skjult").
 * Never listed: a participle outside the degree use ("sagde hun smilende", "ventede spændt"), an adjective in its
 * base form outside it ("sagde han glad": the speaker's state as often as the manner), a sentence adverb
 * ("øjensynligt"), and any use in no place above ("Kort at fortælle", "lige saa godt"). An uncertain word is left
 * out: the list loses some true adverbs (recall) to name no wrong one.
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { determiners, modals, subjectWords } from '../text/function-words.ts';
import { isCompoundParticiple, spaceOnlyBetween } from './depictive.ts';
import { isInfinitive, isParticipleForm } from './participles.ts';
import {
  behaviourWords,
  betweenVerbAndAdverb,
  copulas,
  haveForms,
  isMannerOfSpeechTag,
  makeForms,
  nonFiniteCopulas,
  objectPredicativeVerbs,
  positionVerbs,
} from './predicative.ts';
import { beforeNoun, isCapitalisedInside } from './word-class-rules.ts';

/** Sentence adverbs in '-t' or '-ig' that comment on the sentence, never the manner of its verb. */
const sentenceAdverbs = new Set(
  'øjensynlig øjensynligt øiensynlig øiensynligt åbenbart sandsynligt formodentlig antagelig antageligt unægtelig unægteligt utvivlsomt simpelt'.split(
    ' ',
  ),
);

/** Verbs after which an adjective is a predicative or a result, not the verb's manner ('se … ud', 'virke'). */
const predicativeVerbs = new Set([
  ...copulas,
  ...nonFiniteCopulas,
  ...haveForms,
  ...makeForms,
  ...objectPredicativeVerbs,
  'virke',
  'føle',
  'føler',
  'følte',
  'blive',
  'forblive',
  'synes',
  'lade',
  'lod',
  // "viste sig umulig", "befandt sig vel": the reflexive's predicative
  ...'vise viser viste vist befinde befinder befandt bevare bevarer bevarede'.split(' '),
]);

/**
 * Words that may stand between a verb and its manner: negation, degree, sentence adverbs, the inverted subject, a
 * personal or reflexive object ("vendte sig pludselig", "trak det sagte til"); the verbs whose object takes a
 * predicative are left out by predicativeVerbs ("fandt det umuligt", "følte sig træt").
 */
const verbGap = new Set([
  ...betweenVerbAndAdverb,
  ...'han hun jeg du vi de man ham hende dem mig dig sig os det den dog nu da jo ogsaa også atter igen'.split(' '),
  ...'virkelig altid aldrig endnu allerede kun blot bare vel nok vist egentlig næsten ganske'.split(' '),
]);

/** Personal subjects that stand after the finite verb ("levede han", "kommer han nok"). */
export const invertedSubjects = new Set('jeg du han hun vi de den det man der'.split(' '));

const perfectAuxiliaries = new Set(['har', 'havde', 'have', 'er', 'var', 'blev']);

/** Auxiliaries and modals after which an adverb before the verb is its manner ("havde langsomt rejst sig"). */
const auxiliaries = new Set([...modals, 'kunde', 'vilde', 'skulde', 'maa', 'har', 'havde', 'er', 'var', 'blev']);

/** Whether the adverb that isAdverbHere accepted is sure enough to be listed. */
export function isSureAdverb(words: readonly Word[], index: number, tenses: readonly unknown[]): boolean {
  const form = words[index]!.form;
  if (sentenceAdverbs.has(form)) return false;
  if (form === 'godt' && words[index + 1]?.form === 'som') return false; // "saa godt som lydløs": almost
  const participle = form.endsWith('ende') || isParticiple(form) || isCompoundParticiple(form);
  if (participle || !adverbShaped(form)) return isLexicalAdverb(form) || gradesNext(words, index);
  if (gradesNext(words, index)) return true;
  if (isMannerOfSpeechTag(words, index)) return true;
  if (opensPhrase(words, index)) return false;
  if (afterLexicalVerb(words, index, tenses) || beforeAuxiliedVerb(words, index, tenses)) return true;
  if (beforeLexicalVerb(words, index, tenses)) return true;
  if (frontedBeforeVerb(words, index, tenses)) return true;
  // "talte venligt og roligt": coordinated with an adverb this gate is sure of
  const previous = words[index - 1]?.form;
  return (previous === 'og' || previous === 'eller') && index >= 2 && isSureAdverb(words, index - 2, tenses);
}

/** A participle that is no adjective's '-t' form as well ("spændt"; not "blødt", which is 'blød' as well as 'bløde'). */
function isParticiple(form: string): boolean {
  return isParticipleForm(form) && !(form.endsWith('t') && isAdjectiveForm(form.slice(0, -1)));
}

/** A word of the adverb list that the lexicon knows as no adjective, verb or participle ("aldeles", "knap"). */
function isLexicalAdverb(form: string): boolean {
  if (!adverbs().has(form) || isAdjectiveForm(form) || lexicalTense(form) || isInfinitive(form)) return false;
  return !form.endsWith('ende') && !isParticipleForm(form);
}

/** Base forms that are adverbs as they stand ("talte sagte", "sad stille", "vidste knap"). */
const mannerBases = new Set(['stille', 'sagte', 'knap']);

/**
 * An adjective in the shape of an adverb: '-t', or '-ig' (older prose: "svarede venlig"); a word of the adverb
 * list the lexicon knows as no adjective; 'stille', 'sagte'. Not "glad", "træt", "bleg": the subject's state too.
 */
function adverbShaped(form: string): boolean {
  if (form.endsWith('t') || form.endsWith('ig') || mannerBases.has(form)) return true;
  return adverbs().has(form) && !isAdjectiveForm(form);
}

/**
 * The degree of the adjective, adverb or participle after it ("frygtelig træt", "halvt skjult"); with `headsNoun`
 * false (the adverb list) only where that word heads no noun ("stort hvidt Hus": the noun's two adjectives).
 */
export function gradesNext(words: readonly Word[], index: number, headsNoun = false): boolean {
  const next = words[index + 1];
  // "Hvor skønt, ophøjet, storladent!": a list, no degree
  if (!next || isCapitalisedInside(next) || !spaceOnlyBetween(words[index]!, next)) return false;
  const form = next.form;
  // an adjective may be a verb form as well ("bange"); a participle-like form that is a finite verb is the verb
  const verb = lexicalTense(form) !== undefined || isInfinitive(form);
  const graded =
    isAdjectiveForm(form) || (!verb && (adverbs().has(form) || isParticipleForm(form) || form.endsWith('ende')));
  if (!graded) return false;
  const after = words[index + 2];
  return headsNoun || !(after && (isCapitalisedInside(after) || beforeNoun(words, index + 1)));
}

/** The word stands before the noun it qualifies ("frit Løb"). */
function opensPhrase(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  if (!next) return false;
  return beforeNoun(words, index);
}

/**
 * Right before a lexical verb, as a subordinate clause or an infinitive puts it ("der hurtigt gaar over", "jeg
 * langsomt kan rive mig løs", "hørte dem ivrigt berette"); not "lige saa godt" (might as well).
 */
function beforeLexicalVerb(words: readonly Word[], index: number, tenses: readonly unknown[]): boolean {
  const next = words[index + 1];
  if (!next || isCapitalisedInside(next) || predicativeVerbs.has(next.form) || positionVerbs.has(next.form))
    return false;
  if (!spaceOnlyBetween(words[index]!, next)) return false; // "Kort og godt! sagde han"
  if (words[index - 1]?.form === 'så' && words[index - 2]?.form === 'lige') return false;
  // "saa stærkt levede han": the verb before its subject (V2), which the tense tagger may leave untagged
  const after = words[index + 2];
  const inverted = after !== undefined && (invertedSubjects.has(after.form) || isCapitalisedInside(after));
  if (tenses[index + 1] || (inverted && lexicalTense(next.form)))
    return !modals.has(next.form) || isInfinitive(after?.form ?? '');
  return isInfinitive(next.form) && !determiners.has(words[index - 1]?.form ?? '');
}

/** A lexical verb that takes no predicative (a finite verb, or an infinitive after 'at' or a modal). */
function isMannerVerb(words: readonly Word[], at: number, tenses: readonly unknown[], form: string): boolean {
  const word = words[at];
  if (!word || isCapitalisedInside(word) || predicativeVerbs.has(word.form)) return false;
  // "sad stille": the manner of sitting; "laa blødt": the state
  if (positionVerbs.has(word.form)) return behaviourWords.has(form);
  if (tenses[at]) return true;
  // "Saa rejste han sig": a verb before its subject, which the tagger may leave untagged after 'saa' (also 'saw')
  if (lexicalTense(word.form) && invertedSubjects.has(words[at + 1]?.form ?? '')) return true;
  // "havde set det tydeligt": the participle of a lexical verb after its auxiliary
  if (isParticipleForm(word.form) && perfectAuxiliaries.has(words[at - 1]?.form ?? '')) return true;
  const before = words[at - 1]?.form ?? '';
  return isInfinitive(word.form) && (before === 'at' || auxiliaries.has(before));
}

/** Right after a lexical verb, over up to two words of the gap ("sov ikke godt", "gik han langsomt"). */
function afterLexicalVerb(words: readonly Word[], index: number, tenses: readonly unknown[]): boolean {
  const form = words[index]!.form;
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    // "det lærer - umuligt for Gud": a dash or a comma ends the verb's reach
    if (!spaceOnlyBetween(words[index - back]!, words[index - back + 1]!)) return false;
    if (isMannerVerb(words, index - back, tenses, form)) return true;
    const gap = words[index - back]!;
    // "kørte rasende hurtigt": a degree word right before it
    const degree = back === 1 && (adverbs().has(gap.form) || gap.form.endsWith('ende'));
    if (!(verbGap.has(gap.form) || degree) || isCapitalisedInside(gap)) return false;
  }
  return false;
}

/** Between an auxiliary or modal and its verb: "havde langsomt rejst sig", "kunde roligt gaa". */
function beforeAuxiliedVerb(words: readonly Word[], index: number, tenses: readonly unknown[]): boolean {
  const before = words[index - 1]?.form ?? '';
  if (!auxiliaries.has(before) || !tenses[index - 1]) return false;
  const verb = words[index + 1]?.form ?? '';
  if (predicativeVerbs.has(verb)) return false;
  return isInfinitive(verb) || (isParticipleForm(verb) && !isAdjectiveForm(verb));
}

/** First in its sentence before a lexical verb and its subject: "Langsomt gik han", "Roligt svarede Peter". */
function frontedBeforeVerb(words: readonly Word[], index: number, tenses: readonly unknown[]): boolean {
  if (index !== 0) return false;
  const subject = words[2];
  if (!subject || !(subjectWords.has(subject.form) || isCapitalisedInside(subject))) return false;
  return isMannerVerb(words, 1, tenses, words[0]!.form) && Boolean(tenses[1]);
}
