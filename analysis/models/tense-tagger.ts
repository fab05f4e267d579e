/**
 * Finite verbs and their tense, word by word. A form is a finite verb when the curated irregular verbs or the
 * hunspell dictionary's +NUTID/+DATID rules say so; its context then decides the ambiguous cases:
 * infinitives after 'at' and modal verbs, nouns after determiners and prepositions ("en lærer", "i går"),
 * adjectives after copulas ("var vred"), and the everyday homographs 'så' (adverb / saw) and 'ved'
 * (preposition / knows). A homograph is the verb by its place in the clause, too: second after a fronted part
 * ("Indirekte får jeg"), first in a speech tag after the quote ("…," fortæller bilsælgeren), after a nominal subject
 * opening its clause ("de andre får"), in a row of verbs ("sover, tænker eller hviler"). The Tense model and the
 * tense evaluation both use this one tagger.
 */
import { hunspellTables, type Tense } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { lexicalTense, oldSpellingHomographs, oldSpellingVerbs } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Sentence, Word } from '../text/document.ts';
import {
  adjectiveLeads,
  clauseAdverbs,
  determiners,
  modals,
  oldModals,
  prepositions,
  quantifiers,
  subjectWords,
} from '../text/function-words.ts';
import { memoised } from './memo.ts';
import { isNounForm, isOldSpellingNoun } from './noun-forms.ts';
import { isLedAttributiveParticiple } from './tense-attributive.ts';
import { isCoordinatedInfinitive, isQuantifiedNoun, isSecondVerb, modalParticiples } from './tense-clause.ts';
import { isCoordinatedVerb } from './tense-coordinated.ts';
import { isCountedParticiple } from './tense-counted.ts';
import { isFrontedFinite } from './tense-fronted.ts';
import { isGovernedWord } from './tense-governed.ts';
import { isAfterInvertedSubject } from './tense-inverted.ts';
import { isKnowVed } from './tense-know.ts';
import { isMannerAdverb } from './tense-manner.ts';
import { isDistantModalInfinitive } from './tense-modal-reach.ts';
import { isModalSkal } from './tense-modal-skal.ts';
import { isAfterGenitive, isImperative, isModalInfinitive } from './tense-mood.ts';
import { isAfterNominalSubject } from './tense-nominal-subject.ts';
import { isNounAfterSmallI } from './tense-nouns.ts';
import {
  followsPlainVerb,
  isAdverbSå,
  isAfterAuxiliary,
  isNominalParticiple,
  isPlainVerb,
  isPlainVerbAt,
  isPredicativeParticiple,
} from './tense-participle.ts';
import { frontedPassiveTense } from './tense-passive.ts';
import {
  isAfterNonFiniteHave,
  isCopulaComplement,
  isIndefiniteGenitivePhrase,
  isNounInPhrase,
  isNounStem,
} from './tense-phrase.ts';
import {
  invertedPronouns,
  isParticipleAfterSom,
  isPunctuatedBefore,
  modifiedAttributiveParticiple,
  nounPosition,
} from './tense-position.ts';
import { isPossessiveParticiple } from './tense-possessive.ts';
import { isReflexiveVerb } from './tense-reflexive.ts';
import { isAppositionRole, isCoordinatedRole } from './tense-roles.ts';
import { isParticipleInAdjectiveRow, isParticipleInNounRow } from './tense-rows.ts';
import { isAdverbSåByContext } from './tense-so.ts';
import { isSpeechTagVerb } from './tense-speech-tag.ts';
import { isOpeningPhraseParticiple, isSureFinite } from './tense-subject.ts';
import { isAfterSubjectClause } from './tense-subject-clause.ts';
import { isSubordinateOrderVerb } from './tense-subordinate-order.ts';
import { isMainOrderAfterAt } from './tense-that-main.ts';
import { isBeAboutToVed, isParticleVed } from './tense-ved.ts';
import { isVerbInRow } from './tense-verb-row.ts';
import { isConjunctionNår } from './tense-when.ts';

export type { Tense } from '../lexicons/hunspell.ts';

const objectLike = new Set(
  'på ud op ned hen ind over efter sig ham hende dem mig dig os jer en et noget nogen ingen til'.split(' '),
);
const notVerbsAfter = new Map([['går', new Set(['i'])]]);
/** Homographs that are a finite verb only right after their subject ("han når", not "Når han"). */
const verbOnlyAfterSubject = new Set(['når', 'ved']);
/** Never a finite verb: 'længer' is the adverb (longer; the verb is 'længes'). */
const neverFinite = new Set(['under', 'for', 'inde', 'hvornår', 'længer']);
/** After a quantifier, a word like these shows the quantifier was the subject ("flere mener, at"). */
const clauseContinuations = new Set(
  'at ikke også sig det den de han hun jeg vi man der nu da så jo vel altid aldrig stadig kun dem ham hende mig dig os jer'.split(
    ' ',
  ),
);

/** A name inside the sentence or a definite noun ("Japan", "rekrutterne"): a likely subject before a verb. */
function isSubjectNoun(word: Word | undefined): boolean {
  if (!word) return false;
  if (!word.initial && /^\p{Lu}/u.test(word.text)) return true;
  return /(?:en|et|ne)$/u.test(word.form) && word.form.length > 4 && !lexicalTense(word.form);
}

/** A subject right before a verb: a pronoun, a name, a definite noun or an indefinite plural ("gæster kommer"). */
function isNounSubject(word: Word): boolean {
  if (subjectWords.has(word.form) || isSubjectNoun(word)) return true;
  return /(?:er|e)$/u.test(word.form) && isNounForm(word.form);
}

const articles = new Set(['den', 'det', 'de', 'denne', 'dette', 'disse']);
const definiteEnding = /(?:en|et|ne)$/u;

/** Adjectives whose plural has no '-e' ("små forretter", "grå huse"). */
const uninflectedPlurals = new Set(['små', 'blå', 'grå']);

/** "stærke" in "stærke smerter": an inflected adjective, so the next word is a noun. */
function isAttributiveAdjective(form: string): boolean {
  if (uninflectedPlurals.has(form)) return true;
  if (!form.endsWith('e') || quantifiers.has(form) || adverbs().has(form)) return false;
  return isAdjectiveForm(form) && !lexicalTense(form);
}

/** A past form in '-ede'/'-te', or one in '-de' the dictionary also lists as an adjective ("døde"). */
function looksLikeParticiple(form: string): boolean {
  if (form.endsWith('ede') || form.endsWith('te')) return true;
  return form.endsWith('de') && hunspellTables().ambiguousForms.get(form) === 'adjective';
}

/**
 * "de eftertragtede stormagasiner": after an article, a participle followed by an indefinite noun or an
 * adjective is attributive. A definite noun ("de lukkede døren"), a name, a function word or the end of the
 * sentence keeps the verb reading ("det regnede", "de smilede til ham").
 */
function startsNounPhrase(next: Word | undefined, clauseInitialDe = false): boolean {
  if (!next || next.initial) return false;
  const form = next.form;
  if (definiteEnding.test(form) || form.length < 3) return false;
  if (next.text[0] !== form[0]) return isOldSpellingNoun(next) && !clauseInitialDe; // "den attraaede Fred"
  if (closedClass.has(form) || adverbs().has(form) || lexicalTense(form)) return false;
  if (isMannerAdverb(next)) return false; // "det regnede kraftigt": the verb's adverb, not its phrase's adjective
  // a compound noun ("klassebåd") counts as its last part
  return hunspellTables().nominalWords.has(form) || isAdjectiveForm(form) || isNounForm(form) || isNounStem(form);
}

/**
 * A form in '-ede'/'-te' used as an adjective or noun, not the past tense:
 * - after an article, an inflected adjective, an amount or a preposition and before a noun ("de eftertragtede
 *   stormagasiner", "danske børsnoterede selskaber", "et par brugte biler", "og tabte millioner");
 * - after a copula or degree word ("er forelskede i", "for svagt stillede"): Danish puts no past tense there;
 * - as a noun after an article that follows a preposition ("med de ansatte", "af de udstødte").
 */
function isAdjectivalParticiple(words: readonly Word[], index: number): boolean {
  const prev = index > 0 ? words[index - 1]!.form : '';
  const next = words[index + 1];
  const attributiveLead =
    articles.has(prev) ||
    amountWords.has(prev) ||
    prepositions.has(prev) ||
    isAttributiveAdjective(prev) ||
    followsPlainVerb(words, index);
  // "Fingre, de lignede Slikasparges": 'de' opening a clause before an old-spelling noun is the pronoun
  const clauseInitialDe = prev === 'de' && (index === 1 || isPunctuatedBefore(words, index - 1));
  const led =
    attributiveLead || modifiedAttributiveParticiple(words, index) || isLedAttributiveParticiple(words, index);
  if (led && startsNounPhrase(next, clauseInitialDe)) return true;
  if (adjectiveLeads.has(prev) && !subjectWords.has(prev)) return true;
  if (isPossessiveParticiple(words, index, (word) => startsNounPhrase(word))) return true; // "sit sårede hjerte"
  if (isCountedParticiple(words, index)) return true;
  if (isParticipleAfterSom(words, index)) return true; // "vi lever som fremmede"
  if (/t$/u.test(prev) && degreeWords.has(words[index - 2]?.form ?? '')) return true; // "for svagt stillede"
  // "antallet af ansatte?": after a preposition, with the phrase ending on it, the participle is a noun
  const endsPhrase = next === undefined || isPunctuatedBefore(words, index + 1);
  // "Antallet af dræbte steg": so too before a verb that has no other reading
  const phraseEnds = endsPhrase || isSureFinite(next);
  if (nounOnlyPrepositions.has(prev) && phraseEnds && !isPunctuatedBefore(words, index)) return true;
  const beforeArticle = words[index - 2]?.form ?? '';
  return (prev === 'de' || prev === 'den') && prepositions.has(beforeArticle) && !startsClause(next);
}

/** A participle in a row of noun phrases or of adjectives (tense-rows.ts). */
function isParticipleInRow(words: readonly Word[], index: number): boolean {
  return isParticipleInNounRow(words, index, isFiniteAt(words)) || isParticipleInAdjectiveRow(words, index);
}

/** Prepositions that are no adverbs ("lidt efter mærkede han" has the adverb 'efter'). */
const nounOnlyPrepositions = new Set(['af', 'hos', 'blandt', 'mellem', 'fra']);

/** A word after which the '-ede' form was a verb with its object or complement ("med de lukkede døren"). */
function startsClause(next: Word | undefined): boolean {
  return next !== undefined && (definiteEnding.test(next.form) || subjectWords.has(next.form));
}

const closedClass = new Set([
  ...subjectWords,
  ...determiners,
  ...prepositions,
  ...quantifiers,
  ...'og eller men at som så da nu ikke også igen hen op ud ind ned sig hinanden hjem ham hende dem mig dig os'.split(
    ' ',
  ),
]);

/** The tense of words[index] if it is a finite verb in this sentence, else undefined. */
export function finiteTense(words: readonly Word[], index: number): Tense | undefined {
  const word = words[index]!;
  const form = word.form;
  const tense = lexicalTense(form);
  // "Ved indbo forstås møbler": a prefixed verb's passive the lexicon does not list, after a fronted phrase
  if (!tense) return form.endsWith('s') ? frontedPassiveTense(words, index) : undefined;
  const prev = index > 0 ? words[index - 1]!.form : '';
  const next = words[index + 1]?.form ?? '';
  if (!word.initial && word.text[0] !== form[0] && /^\p{Lu}/u.test(word.text)) {
    // "sagde: Er Jens ikke rar?": an auxiliary capitalised before its subject opens a question, not a name
    const subject = words[index + 1];
    const named = subject !== undefined && /^\p{Lu}/u.test(subject.text) && !oldSpellingHomographs.has(form);
    const opensQuestion = subjectWords.has(next) || named;
    // "hersker her: - Tager man i betragtning …": any verb before a personal pronoun opens the clause
    const tables = hunspellTables();
    const onlyVerb =
      !tables.ambiguousForms.has(form) &&
      !tables.nominalWords.has(form) &&
      !articles.has(prev) &&
      !determiners.has(prev);
    return (auxiliaries.has(form) && opensQuestion) || (onlyVerb && invertedPronouns.has(next)) ? tense : undefined;
  }
  if (isModalSkal(words, index)) return tense; // "Hvis de konservative skal komme": the modal before its infinitive
  if (isReflexiveVerb(words, index)) return tense; // "denne fordybede sig": no noun takes a reflexive object
  // "Indirekte får jeg", "Nu ved jeg det": the verb of a main clause after its fronted part, before its subject
  if (!neverFinite.has(form) && isFrontedFinite(words, index, isFiniteAt(words))) return tense;
  // "…," fortæller bilsælgeren: a dialogue verb after the mark that closes a quote, before its subject
  if (isSpeechTagVerb(words, index)) return tense;
  if (!neverFinite.has(form) && !verbOnlyAfterSubject.has(form) && form !== 'så') {
    // "men de andre får æren": the verb after a nominal subject opening its clause
    if (isAfterNominalSubject(words, index)) return tense;
    // "at nu måtte de gå": main-clause order after 'at'
    if (isMainOrderAfterAt(words, index)) return tense;
    // "at de ikke accepterede": subordinate order, the verb after its subject and a sentence adverb
    if (isSubordinateOrderVerb(words, index)) return tense;
    // "dyrker bananer og høster dem": a verb coordinated with an earlier one, before its own object
    if (isCoordinatedVerb(words, index, tense, isFiniteAt(words))) return tense;
    if (isPunctuatedBefore(words, index)) {
      const finiteAt = isFiniteAt(words);
      // "om hun sover, tænker eller hviler": a verb in a row of verbs after a comma
      if (isVerbInRow(words, index, tense, finiteAt)) return tense;
      // "…, holder ikke, når": the verb after a clause that is the subject
      if (isAfterSubjectClause(words, index, finiteAt)) return tense;
    }
  }
  if (notVerbsAfter.get(form)?.has(prev) || (prev === 'i' && isNounAfterSmallI(words, index))) return undefined;
  if (isAfterGenitive(words, index) || isModalInfinitive(words, index) || isImperative(words, index)) return undefined;
  if (isIndefiniteGenitivePhrase(words, index) || isCopulaComplement(words, index)) return undefined;
  if (isAfterNonFiniteHave(words, index) || isDistantModalInfinitive(words, index, isFiniteAt(words))) return undefined;
  if (form === 'så') {
    const verb = prev !== '' && (subjectWords.has(prev) || objectLike.has(next)) && prev !== 'og';
    if (!verb || isAdverbSå(words, index) || isAdverbSåByContext(words, index)) return undefined;
    return isAfterInvertedSubject(words, index, isFiniteAt(words)) ? undefined : tense;
  }
  if (neverFinite.has(form)) return undefined;
  if (oldSpellingHomographs.has(form)) return oldVerbInContext(words, index) ? tense : undefined;
  if (verbOnlyAfterSubject.has(form)) {
    if (isBeAboutToVed(words, index) || isParticleVed(words, index) || isConjunctionNår(words, index)) return undefined;
    if (isAfterInvertedSubject(words, index, isFiniteAt(words))) return undefined;
    if (subjectWords.has(prev) || (form === 'ved' && prev === '' && subjectWords.has(next))) return tense;
    // "da vi ikke ved, hvordan", "Duerne ved, hvor": 'vide' with its subject further back
    return isKnowVed(words, index, isFiniteAt(words)) ? tense : undefined;
  }
  const tables = hunspellTables();
  // "Hvis du vil, kunne vi gå": after a comma a modal opens the next clause; a row of infinitives goes on
  const newClause = modals.has(form) && isPunctuatedBefore(words, index);
  if ((prev === 'at' || modals.has(prev) || oldModals.has(prev) || modalParticiples.has(prev)) && !newClause) {
    if (irregularVerbs().infinitives.has(form) || tables.infinitives.has(form) || form.endsWith('s')) return undefined;
  }
  if (isAfterAuxiliary(words, index) || isPredicativeParticiple(words, index) || isNominalParticiple(words, index))
    return undefined;
  if (isOpeningPhraseParticiple(words, index)) return undefined;
  if (tense === 'Past' && isParticipleInRow(words, index)) return undefined;
  const listed = irregularVerbs().tenseOf.has(form) || tables.finiteForms.has(form) || oldSpellingVerbs.has(form);
  if (!modals.has(form) && isNounInPhrase(words, index)) return undefined;
  if (!listed && tables.nominalWords.has(form)) {
    if (quantifiers.has(prev) && isQuantifiedNoun(words, index)) return undefined; // "kriminalisere alle angreb"
    const inverted = invertedPronouns.has(next) && !determiners.has(prev) && !prepositions.has(prev);
    // "et underholdende veldrejet forløb": an adjective in '-et' is no definite noun before its verb
    // ("under hans Arm begreb Steffan": a capitalised word inside the sentence stays a name or noun)
    const before = words[index - 1];
    const adjectiveBefore = before !== undefined && before.text[0] === prev[0] && tables.adjectiveForms.has(prev);
    const nounBefore = isSubjectNoun(before) && !adjectiveBefore;
    return subjectWords.has(prev) || nounBefore || inverted ? tense : undefined;
  }
  if (isPassiveAfterModal(words, index) || isCoordinatedInfinitive(words, index, (at) => verbReading(words, at)))
    return undefined;
  const ambiguous = tables.ambiguousForms.get(form);
  if (ambiguous && tense === 'Pres' && isAttributiveAdjective(prev)) return undefined;
  // a subject before it may be a relative clause's ("det jeg mener er"), but not a quantifier opening the sentence
  // ("Ingen planer er lagt")
  const openingQuantifier = quantifiers.has(prev) && (index === 1 || isPunctuatedBefore(words, index - 1));
  const subjectBefore = subjectWords.has(prev) && !openingQuantifier;
  if (ambiguous === 'noun' && !subjectBefore && !modals.has(form) && nextToPlainVerb(words, index)) return undefined;
  if (ambiguous && !modals.has(form) && nounPosition(words, index)) return undefined;
  if (ambiguous === 'noun' && (isCoordinatedRole(words, index) || isAppositionRole(words, index))) return undefined;
  if (ambiguous === 'noun' && !modals.has(form) && isSecondVerb(words, index, isNounSubject)) return undefined;
  // "13 mia. kroner", "et par timer", "en del gæster", "to timer": a noun after a number or amount
  if (ambiguous === 'noun' && (amountWords.has(prev) || /^\p{L}+-(?:to|tre|fire|fem|seks|syv|otte|ni|ti)$/u.test(prev)))
    return undefined;
  if (tense === 'Past' && looksLikeParticiple(form) && isAdjectivalParticiple(words, index)) return undefined;
  if (ambiguous) {
    // "har man ingen planer om", "fra mange steder": 'ingen', 'alle' are quantifiers here, not the subject
    if (ambiguous === 'noun' && quantifiers.has(prev) && isQuantifiedNoun(words, index)) return undefined;
    if (subjectWords.has(prev)) return tense;
    // "en skal", but "med en mine, skal han": not across a mark
    if (isGovernedWord(words, index)) return undefined;
    // "11 døde" but "december 1987, fortæller en af dem"
    if (/^\d/u.test(prev) && !isPunctuatedBefore(words, index)) return undefined;
    if (quantifiers.has(prev)) {
      return next === '' || clauseContinuations.has(next) || prepositions.has(next) || determiners.has(next)
        ? tense
        : undefined;
    }
    if (ambiguous === 'adjective' && adjectiveLeads.has(prev)) return undefined;
  }
  return tense;
}

/**
 * A passive in '-s' after a modal, with its subject or an adverb between ("skal udskiftes", "kan nu opstilles",
 * "må de afstemmes", and after the old spelling's past modals: "kunde ikke høres"): the infinitive, not a finite verb.
 */
function isPassiveAfterModal(words: readonly Word[], index: number): boolean {
  if (!words[index]!.form.endsWith('s')) return false;
  for (let back = 1; back <= 4 && index - back >= 0; back++) {
    // a mark between: the passive is another clause's verb ("Der kunde, da vi skiltes, …")
    if (isPunctuatedBefore(words, index - back + 1)) return false;
    const word = words[index - back]!.form;
    if (modals.has(word) || oldModals.has(word) || modalParticiples.has(word)) return true;
    const between = subjectWords.has(word) || adverbs().has(word) || clauseAdverbs.has(word);
    if (!between && !isSubjectNoun(words[index - back])) return false;
  }
  return false;
}
const amountWords = new Set(
  'to tre fire fem seks syv otte ni ti elleve tolv tyve tredive fyrre halvtreds hundrede tusind tusinde mio mia millioner milliarder par del masse række antal'.split(
    ' ',
  ),
);
/** The old spelling's modal pasts: the verb after them is the infinitive ("skulde kunne gaa"). */
/** Auxiliaries and copulas that open a question ("Er du syg?", "Har min Søn bedt dig?"). */
const auxiliaries = new Set([...modals, 'er', 'var', 'har', 'havde', 'bliver', 'blev', 'kunde', 'vilde', 'skulde']);
const degreeWords = new Set('for så meget helt ganske ret lidt særlig aldeles'.split(' '));

/**
 * A noun-verb homograph right beside a finite verb that has no other reading is the noun: a clause has one finite
 * verb in that place ("sætter grænser", "millioner kroner koster", "gæster kommer").
 */
function nextToPlainVerb(words: readonly Word[], index: number): boolean {
  return isPlainVerbAt(words, index - 1) || isPlainVerb(words[index + 1]);
}

/**
 * 'vilde', 'kunde', 'vare' are old verb forms after their subject ("han kunde", "Folkene vare") or before it ("da
 * kunde han"), and before an infinitive or 'ikke'; after an article, determiner or preposition they are the modern
 * adjective or noun ("de vilde Dyr", "en kunde").
 */
function oldVerbInContext(words: readonly Word[], index: number): boolean {
  const prev = index > 0 ? words[index - 1]!.form : '';
  const next = words[index + 1]?.form ?? '';
  const tables = hunspellTables();
  const verbNext = next === 'ikke' || irregularVerbs().infinitives.has(next) || tables.infinitives.has(next);
  // "det vilde blive", "Det kunde hænde": before a lower-case infinitive the old form is the verb
  const after = words[index + 1];
  if (verbNext && after !== undefined && after.text[0] === after.form[0]) return true;
  if (prev === 'de') {
    // "de vilde Dyr" (adjective) but "de vilde ikke", "de kunde", "de vare glade": a plural pronoun.
    const phrase = after !== undefined && (isNounForm(after.form) || isAdjectiveForm(after.form)) && !after.initial;
    return words[index]!.form !== 'vilde' || verbNext || !phrase;
  }
  if (determiners.has(prev) || prepositions.has(prev) || quantifiers.has(prev) || articles.has(prev)) return false;
  return subjectWords.has(prev) || isSubjectNoun(words[index - 1]) || subjectWords.has(next) || verbNext;
}

/** The tagger's own verdict on another word of the sentence, for the rules that look at the verb before. */
const isFiniteAt =
  (words: readonly Word[]) =>
  (at: number): boolean =>
    finiteTense(words, at) !== undefined;

/** The verb at words[at] as the first conjunct of a coordination: finite, an infinitive, or no verb. */
function verbReading(words: readonly Word[], at: number): 'infinitive' | 'finite' | undefined {
  if (finiteTense(words, at)) return 'finite';
  const form = words[at]!.form;
  const tables = hunspellTables();
  const infinitive = tables.infinitives.has(form) || irregularVerbs().infinitives.has(form);
  return infinitive || (form.endsWith('s') && lexicalTense(form)) ? 'infinitive' : undefined;
}

/** The tense of every word of a sentence (undefined for words that are not finite verbs), computed once. */
export const sentenceTenses = memoised((sentence: Sentence): (Tense | undefined)[] =>
  sentence.words.map((_, index) => finiteTense(sentence.words, index)),
);
