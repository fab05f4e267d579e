/**
 * Where an adjective is the quality of the subject or the object, not the manner of a verb (issue 28 point 3):
 * after a copula ("var glad"), a verb of position ("stod parat") or a verb of the object predicative ("fandt det
 * kønt"), with adverbs, the subject or a noun between them ("var netop saa indholdsløst", "at være Digteren saa
 * ligegyldigt"), after the copula that follows in a concessive ("saa glad hun end var"), or after a pronoun it
 * qualifies ("Alt tavst", "noget saa naturstridigt"). And where an adjective is the manner of a speech tag's verb
 * ("sagde Günther ærgerlig"), an adverb.
 */
import { dialogueVerb } from '../lexicons/dialogue-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { letterCase } from '../text/names-evidence.ts';
import { isDepictiveState, isJudgedPredicative, isSubjectState } from './depictive.ts';

/**
 * Adjectives that stand as adverbs of time or degree nearly always ("han var stadig glad", "endelig kom hun"):
 * an adjective only right after an article or possessive ("en stadig strøm"), otherwise neither an adjective nor
 * an adverb an editor would flag.
 */
export const adverbialAdjectives = new Set([
  'endelig',
  'endeligt',
  'stadig',
  'stadigt',
  'bestandig',
  'bestandigt',
  'egentlig',
  'egentligt',
  'nylig',
  'særlig',
]);

/** Degree and negation words that may stand between a verb and its adverb ("sov ikke godt", "sejler saa let"). */
export const betweenVerbAndAdverb = new Set([
  'ikke',
  'så',
  'saa',
  'ligeså',
  'ligesaa',
  'meget',
  'ganske',
  'helt',
  'halvt',
  'for',
  'lidt',
]);

/** Verbs after which an adjective is the subject's quality, not the manner of the verb ("var træt", "blev glad"). */
export const copulas = new Set([
  'bleven',
  'blevet',
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
  // verbs of seeming and sounding: "Hvor det lød dejligt!", "saa tarveligt forekom det ham"
  'lød',
  'lyder',
  'forekom',
  'forekommer',
  'tyktes',
  'tykkes',
]);

/** The copula's infinitive and participle, which head a predicative as well ("at være ham saa ligegyldigt"). */
export const nonFiniteCopulas = new Set(['være', 'været', 'blive', 'vær']);

/** Verbs of position after which an adjective is the subject's state ("lå syg", "stod parat"), as after a copula. */
export const positionVerbs = new Set('lå laa ligger sad sidder stod står staar'.split(' '));

/** Verbs that take an object and its predicative ("fandt det umuligt", "gjorde det varmt", "havde det godt"). */
export const objectPredicativeVerbs = new Set(
  'finde finder fandt fundet gøre gør gjorde gjort synes syntes holde holder holdt have har havde haft kalde kalder kaldte kaldet'.split(
    ' ',
  ),
);
export const haveForms = new Set(['har', 'havde', 'have', 'haft']);
const clauseEnds = (next: string | undefined) => next === undefined || next === 'og' || next === 'men';

/** Forms of 'gøre', whose adjective right after it is its result or its particle ("gjorde rent"). */
export const makeForms = new Set('gøre gør gjorde gjort gjordt giøre giør giorde giort'.split(' '));
const subjectInGap = new Set('det den han hun de jeg du vi man der dette alt mig dig ham hende os dem'.split(' '));

/** Pronouns an adjective after them qualifies ("Alt tavst som en Grav", "noget saa naturstridigt"). */
const qualifiedPronouns = new Set(['alt', 'noget', 'intet', 'andet']);

/** Words that may stand between a copula and its adjective ("var stadig glad", "blev aldrig træt"). */
export function inCopulaGap(word: string): boolean {
  return adverbs().has(word) || adverbialAdjectives.has(word) || betweenVerbAndAdverb.has(word) || copulaGap.has(word);
}
const copulaGap = new Set(
  'aldrig altid også ogsaa endnu allerede nu jo vel nok dog da netop slet heller ret vist forøvrigt ikke alligevel kun blot bare endda endog rigtignok sandelig imidlertid derfor altså altsaa måske maaske nemlig ligeledes desuden iøvrigt forresten atter igen her omkring overalt rundt'.split(
    ' ',
  ),
);

/** Prepositions of the sentence adverbials "i Grunden", "i Virkeligheden", "for Resten", "til Slutning". */
const adverbialPrepositions = new Set(['i', 'for', 'til']);
/** Nouns of the sentence adverbials in modern lower case ("i grunden", "i virkeligheden", "for resten"). */
const adverbialNouns = new Set([
  'grunden',
  'virkeligheden',
  'sandhed',
  'sandheden',
  'resten',
  'reglen',
  'almindelighed',
]);

/** How far back a copula may stand from its predicative, over adverbs, the subject and a noun. */
const copulaReach = 5;

/**
 * An adjective that is the subject's or the object's quality: after a copula, its subject, adverbs and a noun
 * ("var det dog tydeligt", "var netop saa indholdsløst", "at være Digteren saa ligegyldigt"), after a verb of
 * position ("stod parat"; not for the adverb list's words: "sad stille" is their manner), after a verb of the
 * object predicative and its object ("fandt det kønt"), before its concessive copula ("saa glad hun end var"),
 * after the pronoun it qualifies ("Alt tavst"), or exclaimed ("hvor forfærdeligt!", "saa kønt!").
 */
export function isPredicative(words: readonly Word[], index: number, coordinated = true): boolean {
  const form = words[index]!.form;
  if (!isAdjectiveForm(form)) return false;
  if (qualifiesPronoun(words, index)) return true;
  // "døde ugift", "kom hjem træt", "ansaa det for saa vigtigt": the predicative of a lexical verb
  if (isSubjectState(words, index) || isJudgedPredicative(words, index)) return true;
  // "sagde Candidaten bleg af Harme", "stirrede, blodrødt": a colour or a state with its cause
  if (isDepictiveState(words, index)) return true;
  // "gjorde rent", "gøre klart", "det gjorde godt": the result or the particle of 'gøre', never its manner
  if (makeForms.has(words[index - 1]?.form ?? '')) return true;
  // "Bageren havde aabent", "han har travlt": 'have' with a predicative and no object, at the end of its clause
  if (haveForms.has(words[index - 1]?.form ?? '') && clauseEnds(words[index + 1]?.form)) return true;
  // "saa naturstridigt, saa uforeneligt", "blive saa god og saa glad": coordinated with a predicative
  if (coordinated && afterPredicative(words, index)) return true;
  let sawSubject = false;
  for (let back = 1; back <= copulaReach && index - back >= 0; back++) {
    const before = words[index - back]!;
    const word = before.form;
    if (copulas.has(word) || nonFiniteCopulas.has(word)) return true;
    // "laa blødt", "stod tørt": the state; "sad stille", "sad tavst": the manner of the sitting
    if (positionVerbs.has(word) && !behaviourWords.has(form) && !form.endsWith('ende')) return true;
    if (sawSubject && objectPredicativeVerbs.has(word)) return true;
    // the subject or a dative noun between: a pronoun, or a capitalised noun or name inside the sentence
    if (subjectInGap.has(word) || (!before.initial && letterCase(before.text) === 'upper')) sawSubject = true;
    // "er i Grunden saa indelukket": the preposition of a sentence adverbial before its noun
    else if (adverbialNouns.has(word) && adverbialPrepositions.has(words[index - back - 1]?.form ?? '')) continue;
    else if (adverbialPrepositions.has(word) && back > 1 && adverbialNounAt(words, index - back + 1)) continue;
    else if (!inCopulaGap(word)) break;
  }
  if (isConcessive(words, index)) return true;
  if (looksLike(words, index)) return true;
  const previous = words[index - 1]?.form;
  // "Hvor smukt, roligt, fredeligt!": an exclamation may list adjectives to its end
  if (previous === 'hvor' && words.slice(index + 1).every((word) => isAdjectiveForm(word.form))) return true;
  if (words[index + 1] !== undefined) return false;
  // "hvor forfærdeligt!", "saa kønt!", "aa saa surt!": exclaimed, after an interjection at most
  const opens = index === 1 || (index === 2 && interjections.has(words[0]!.form));
  return previous === 'hvor' || ((previous === 'så' || previous === 'saa') && opens);
}

/** Adverb-list words that tell how one sits, lies or stands, not a state ("sad stille", "stod tavst"). */
export const behaviourWords = new Set(['stille', 'roligt', 'tavst', 'lydløst', 'ubevægelig', 'ubevægeligt', 'sagte']);

function adverbialNounAt(words: readonly Word[], at: number): boolean {
  const word = words[at];
  if (word === undefined) return false;
  return adverbialNouns.has(word.form) || (!word.initial && letterCase(word.text) === 'upper');
}

/** Degree words that may stand between a pronoun and the adjective that qualifies it ("noget lige saa stort"). */
const pronounGap = new Set([...betweenVerbAndAdverb, 'lige', 'særdeles', 'aldeles', 'mere', 'mest']);

/**
 * "Alt tavst", "noget saa naturstridigt", "noget lige saa naturnødvendigt", "noget afdæmpet, taalmodigt": the
 * pronoun's quality.
 */
function qualifiesPronoun(words: readonly Word[], index: number): boolean {
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    const word = words[index - back]!.form;
    if (qualifiedPronouns.has(word)) return true;
    // "noget afdæmpet, taalmodigt": another adjective or participle of the pronoun between (the comma is no word)
    const listed = isAdjectiveForm(word) || (word.length > 4 && word.endsWith('et'));
    if (!pronounGap.has(word) && !listed) return false;
  }
  return false;
}

/** Words that join two predicatives ("saa god og saa glad", "saa naturstridigt, saa uforeneligt"). */
const coordinationGap = new Set([...pronounGap, 'og', 'eller', 'men']);

/**
 * An adjective coordinated with a predicative adjective before it, with only degree words and 'og', 'eller'
 * between (the comma is no word): the same subject's quality.
 */
function afterPredicative(words: readonly Word[], index: number): boolean {
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    const before = words[index - back]!.form;
    // "noget afdæmpet, taalmodigt" (the comma is no word): right after it too
    if (isAdjectiveForm(before)) return isPredicative(words, index - back, false);
    if (!coordinationGap.has(before)) return false;
  }
  return false;
}

const interjections = new Set(['aa', 'å', 'o', 'ih', 'ja', 'nej', 'nå', 'uh', 'ak']);

/** Forms of 'se' that with 'ud' make a copula ("saa saa trofast ud", "ser glad ud"). */
const seeForms = new Set(['se', 'ser', 'så', 'saa', 'saae', 'såe', 'set', 'seet']);

/** "det laa og saa saa trofast ud": the predicative of 'se … ud' (look), 'ud' right after it. */
function looksLike(words: readonly Word[], index: number): boolean {
  if (words[index + 1]?.form !== 'ud') return false;
  for (let back = 1; back <= 4 && index - back >= 0; back++) {
    const word = words[index - back]!.form;
    // 'saa' right before is the degree word; the verb stands before it
    if (seeForms.has(word) && !(back === 1 && words[index - 2] && seeForms.has(words[index - 2]!.form))) return true;
    if (!inCopulaGap(word) && !subjectInGap.has(word)) return false;
  }
  return false;
}

const concessiveCopulas = new Set([...copulas, ...nonFiniteCopulas, 'kunde', 'kunne', 'maatte', 'måtte']);

/**
 * A predicative put first: "saa glad hun end var", "hvor utroligt det end kunde synes", "Saa vildt det lød", "saa
 * tarveligt, lavkomisk forekom det ham", "Saa stort er hans Mod": after 'saa' or 'hvor', over other adjectives,
 * the subject and a copula (with 'end' between them, a modal may stand for the copula) or the copula and its
 * subject.
 */
function isConcessive(words: readonly Word[], index: number): boolean {
  const lead = words[index - 1]?.form;
  if (lead !== 'saa' && lead !== 'så' && lead !== 'hvor') return false;
  let at = index + 1;
  // "Saa glad, saa lykkelig saae hun ud": a list of adjectives, each after its 'saa'
  while (
    words[at] &&
    (isAdjectiveForm(words[at]!.form) || (words[at]!.form === lead && isAdjectiveForm(words[at + 1]?.form ?? ''))) &&
    !subjectInGap.has(words[at]!.form)
  )
    at++;
  const first = words[at]?.form ?? '';
  const second = words[at + 1]?.form ?? '';
  // "Saa stort er hans Mod": the copula right after the fronted adjective (V2), whatever the subject
  if (copulas.has(first)) return second !== '';
  // "saa glad saae hun ud": the verb of 'se … ud' before its subject
  if (seeForms.has(first) && subjectInGap.has(second) && words[at + 2]?.form === 'ud') return true;
  if (!subjectInGap.has(first)) return false;
  if (second === 'end') return concessiveCopulas.has(words[at + 2]?.form ?? '');
  return copulas.has(second);
}

const articleSubjects = new Set(['den', 'det', 'de']);
const speechSubjects = new Set(['han', 'hun', 'jeg', 'du', 'vi', 'de', 'man', 'den', 'det']);

/**
 * An adjective right after a speech tag's verb and its subject: the manner of the saying, an adverb ("sagde
 * Günther ærgerlig", "svarede hun tørt"); not after a copula ("var han glad").
 */
export function isMannerOfSpeechTag(words: readonly Word[], index: number): boolean {
  if (!isAdjectiveForm(words[index]!.form) || isDepictiveState(words, index)) return false;
  const subject = words[index - 1];
  const verb = words[index - 2];
  if (!subject || !verb || copulas.has(verb.form)) return false;
  const named = !subject.initial && letterCase(subject.text) === 'upper';
  if (!named && !speechSubjects.has(subject.form)) return false;
  // "pustede den rødhaarede": the article and its adjective as a noun, the speaker
  if (articleSubjects.has(subject.form) && words[index]!.form.endsWith('e')) return false;
  return dialogueVerb(verb.form)?.finite === true && lexicalTense(verb.form) !== undefined;
}
