/**
 * The finite verb of a main clause that opens with something other than its subject. Danish puts the finite verb
 * second (V2): after a fronted adverb, prepositional phrase or subordinate clause comes the verb, then its subject
 * ("Indirekte får jeg et svar", "Midt i det hele får han et brev", "Nu ved jeg det", "Så rullede bilen ned", "Da
 * hun kom, så man det"). A noun-verb homograph in that place, with its subject right after it, is the verb,
 * whatever its other readings ('får' sheep, 'ved' by, 'måtte' mat).
 *
 * The fronted part is read, not guessed: it starts the sentence (or follows a mark or 'og'/'men'), opens with a
 * preposition, an adverb, an adjective in its adverb form, or a question word at the start of the sentence (after a
 * mark a question word opens an indirect question: "…, hvorledes saa Tiden gaar"), and holds no finite verb, no
 * subject pronoun and no word that opens a clause of its own. Right after a mark the fronted part is a whole
 * subordinate clause, so the sentence has to open with a subordinator ("Da …, så man").
 *
 * The homograph stays a noun or preposition when a determiner, article or preposition stands right before it ("Med
 * de får vi købte"), and when a verb with no other reading follows its subject, which then has its own verb ("Nu så
 * vi kan gå"). The subject is a personal pronoun, 'det'/'den'/'de' where they cannot be articles, or, after a
 * fronted part of at most four words, a definite noun or a name ("Så rullede lavinen"; not an old-spelling plural
 * noun: "i korte vilde Feberdrømme"). 'ved' counts only before a personal pronoun ("ved det" is the preposition),
 * and 'når' never: "først når man", "kun naar jeg" open a subordinate clause.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { dictionaryNames, nameKey } from '../lexicons/names.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import {
  clauseAdverbs,
  determiners,
  modals,
  oldModals,
  prepositions,
  quantifiers,
  subjectWords,
} from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { isPlainVerb } from './tense-participle.ts';
import { invertedPronouns, isPunctuatedBefore } from './tense-position.ts';
import { isSureFinite } from './tense-subject.ts';

/** Tells whether the word at a position is a finite verb (the tagger's own verdict, passed in). */
export type IsFinite = (at: number) => boolean;

/** Question words: they open a direct question at the start of a sentence ("Hvorfor får jeg ikke lov?"). */
const questionWords = new Set('hvor hvorfor hvordan hvornår hvorledes hvad hvem hvilken hvilket hvilke'.split(' '));
/** Words that may open a fronted part besides prepositions, sentence adverbs and question words. */
const frontingWords = new Set(
  'her der bagefter midt tit siden engang dengang imens derefter herefter derpå hjemme ude inde oppe nede henne lige stille indirekte direkte omsider endelig sådan således ligeledes tilmed pludselig først længe'.split(
    ' ',
  ),
);
/**
 * Words that open a clause of their own: a fronted part holds none of them. 'om' is left out: it is also the
 * preposition ("Om morgenen ved man"), and as the subordinator it brings a subject pronoun or a verb along.
 */
const clauseOpeners = new Set(
  'at som der og eller men fordi hvis når mens selvom skønt idet eftersom dersom inden førend end thi'.split(' '),
);
/** Subordinators that open a fronted subordinate clause ending in a mark ("Da hun kom, så man det"). */
const subordinators = new Set(
  'da når hvis fordi selvom skønt mens efter før inden idet om dersom eftersom siden såsnart'.split(' '),
);
/** Coordinators after which a new main clause may open with a fronted part ("men nu ved jeg det"). */
const coordinators = new Set(['og', 'men', 'eller']);
/** Articles: the homograph after one is their noun ("Med de får vi købte"); a lone 'det' is the fronted object. */
const articles = new Set(['den', 'det', 'de', 'denne', 'dette', 'disse']);
/** Subject pronouns that can be nothing else; 'I' and 'De' count when written with a capital. */
function isSubjectPronoun(word: Word | undefined): boolean {
  if (word === undefined) return false;
  return invertedPronouns.has(word.form) || word.text === 'I' || (word.text === 'De' && !word.initial);
}
/** 'det', 'den', 'de' as the subject: the pronoun, when no noun phrase goes on after it ("Nu gik det godt"). */
const weakSubjects = new Set(['det', 'den', 'de']);
/** Prepositions that stand alone as an adverb at the front ("Siden ved jeg det", "Før fik vi aldrig kage"). */
const adverbialPrepositions = new Set(['siden', 'før', 'efter']);
const maxFronted = 6;
/** Function words that are written with a capital as polite forms or in old prose ("Dem", "Noget"). */
const closedClass = new Set([
  ...subjectWords,
  ...determiners,
  ...quantifiers,
  ...'dem dig mig ham hende os jer sig noget intet nogen'.split(' '),
]);
/** 'ved' takes a noun or 'det' after it as the preposition: only a personal pronoun shows the verb ("Nu ved jeg"). */
const nounShy = new Set(['ved']);
/** With a noun as the subject, a shorter fronted part: a noun after a homograph is more often its object. */
const maxNounFronted = 4;

/** words[index] is the finite verb of a main clause after its fronted part, with its subject right after it. */
export function isFrontedFinite(words: readonly Word[], index: number, isFiniteVerb: IsFinite): boolean {
  if (index === 0 || isPunctuatedBefore(words, index + 1) || words[index]!.form === 'når') return false;
  // cheap first: where the fronted part starts, and how
  const afterMark = isPunctuatedBefore(words, index);
  const start = afterMark ? index : frontStart(words, index);
  if (start === undefined || (afterMark && !opensWithSubordinateClause(words, index))) return false;
  const span = index - start;
  if (!afterMark && !fitsFrontedPart(words, start, index)) return false;
  // then the subject after the form, which has no verb of its own
  const subject = subjectAfter(words, index);
  if (subject === undefined || span > (subject === 'pronoun' ? maxFronted : maxNounFronted)) return false;
  if (verbAfterSubject(words, subjectHead(words, index))) return false;
  // last, the tagger's verdict: no finite verb in the fronted part
  for (let at = start; at < index; at++) if (lexicalTense(words[at]!.form) && isFiniteVerb(at)) return false;
  return true;
}

/** Determiners that make a phrase of their own with 'det' after a preposition ("med det samme", "for det første"). */
const detPhraseEnds = new Set(['samme', 'første', 'sidste']);

/**
 * 'det' and a determiner before the form make a whole phrase, not the start of a noun phrase: "det hele" (everything),
 * after a preposition "med det samme" (at once), "for det første" (firstly), "til det sidste" (to the last), and
 * opening the clause as its fronted object ("Det samme gjorde medierne"; "Det samme tog kører" has no subject after
 * 'tog' and keeps the noun).
 */
function isNominalDet(words: readonly Word[], index: number): boolean {
  const prev = words[index - 1]!.form;
  if (words[index - 2]?.form !== 'det') return false;
  if (prev === 'hele') return true;
  if (!detPhraseEnds.has(prev)) return false;
  // "Det samme gjorde medierne": the phrase alone opens the clause as its fronted object
  const opens = index === 2 || isPunctuatedBefore(words, index - 2) || coordinators.has(words[index - 3]!.form);
  return opens || prepositions.has(words[index - 3]?.form ?? '');
}

/** The words from start to the form make a fronted part, by their own forms (no look at other verbs). */
function fitsFrontedPart(words: readonly Word[], start: number, index: number): boolean {
  const span = index - start;
  if (span > maxFronted) return false;
  const prev = words[index - 1]!;
  // "først Felix saa Frøken Rønnov": a bare name before the form, with no preposition before it, is a subject
  const before = words[index - 2];
  const afterPreposition = prepositions.has(before?.form ?? '') || determiners.has(before?.form ?? '');
  if (index > 1 && !prev.initial && /^\p{Lu}/u.test(prev.text) && isName(prev.form) && !afterPreposition) return false;
  // "Med de får", "med får": a determiner or preposition before the form makes it their noun
  if (
    (determiners.has(prev.form) || articles.has(prev.form)) &&
    !isNominalDet(words, index) &&
    !(span === 1 && prev.form === 'det')
  )
    return false;
  if (prepositions.has(prev.form) && !(span === 1 && adverbialPrepositions.has(prev.form))) return false;
  if (!opensFrontedPart(words, start, span)) return false;
  for (let at = start; at < index; at++) {
    const word = words[at]!;
    if (at > start && clauseOpeners.has(word.form)) return false;
    if (at === start && clauseOpeners.has(word.form) && !(span === 1 && word.form === 'der')) return false;
    // a subject pronoun in the fronted part ('I' at its start is the preposition: "I går kom han")
    if (invertedPronouns.has(word.form)) return false;
  }
  return true;
}

/**
 * The subject right after the form: a pronoun, a definite noun or a name, or none. 'det', 'den', 'de' count only
 * before an adverb, a preposition or the end of the clause, where they cannot be articles.
 */
function subjectAfter(words: readonly Word[], index: number): 'pronoun' | 'noun' | undefined {
  const next = words[index + 1];
  if (next === undefined) return undefined;
  if (isSubjectPronoun(next)) return 'pronoun';
  // 'ved det', 'ved den': the preposition and its object ("lide mindre ved det")
  if (nounShy.has(words[index]!.form)) return undefined;
  if (weakSubjects.has(next.form)) {
    const after = words[index + 2];
    const open = after === undefined || isPunctuatedBefore(words, index + 2);
    return open || clauseAdverbs.has(after.form) || prepositions.has(after.form) ? 'pronoun' : undefined;
  }
  return isNounSubjectAfter(words, index) ? 'noun' : undefined;
}

/**
 * Where the subject after the form ends: a name in the genitive leads a noun ("Da saa Maries Slør forsvandt", where
 * 'forsvandt' is the verb of the subject "Maries Slør"); names in '-s' stand alone before a mark or a verb.
 */
function subjectHead(words: readonly Word[], index: number): number {
  const next = words[index + 1]!;
  const after = words[index + 2];
  const genitive = (/^\p{Lu}/u.test(next.text) || isDefiniteGenitive(words, index)) && next.form.endsWith('s');
  if (!genitive || after === undefined || isPunctuatedBefore(words, index + 2)) return index + 1;
  return lexicalTense(after.form) ? index + 1 : index + 2;
}

/** A definite noun or a name right after the form: the subject of a short fronted clause ("Så rullede lavinen"). */
function isNounSubjectAfter(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1) || next.initial) return false;
  if (lexicalTense(next.form) || prepositions.has(next.form)) return false;
  if (isDefiniteGenitive(words, index)) return true; // "I går holdt politiets teknikere møde"
  const definite = /(?:en|et|ne)$/u.test(next.form) && next.form.length > 4;
  if (/^\p{Lu}/u.test(next.text)) return definite || isName(next.form);
  // a base form ending like a definite one ('aften', 'morgen') is no definite noun
  const base = hunspellTables().nominalWords.has(next.form);
  return definite && !base && isNounForm(next.form) && !isAdjectiveForm(next.form);
}

/**
 * A definite noun in the genitive right after the form, leading a noun: "politiets teknikere", "bankens nye direktør".
 * Its noun has no verb reading, so the genitive cannot be an object before a verb of its own.
 */
function isDefiniteGenitive(words: readonly Word[], index: number): boolean {
  const next = words[index + 1]!;
  if (next.initial || next.text[0] !== next.form[0] || !/(?:ens|ets|nes)$/u.test(next.form)) return false;
  const noun = next.form.slice(0, -1);
  if (noun.length < 5 || !isNounForm(noun) || hunspellTables().nominalWords.has(noun)) return false;
  for (let at = index + 2; at < words.length && at <= index + 3; at++) {
    const word = words[at]!;
    if (isPunctuatedBefore(words, at) || lexicalTense(word.form) || closedClass.has(word.form)) return false;
    if (isNounForm(word.form) || hunspellTables().nominalWords.has(word.form)) return true;
    if (!isAdjectiveForm(word.form)) return false;
  }
  return false;
}

/**
 * A verb with no other reading or a modal right after the subject, or after sentence adverbs only: the subject has
 * its own verb there ("Nu så vi kan gå", "de får jeg købte", "altid saa hun kunde se ham"). A verb further on, after
 * an object, is another clause's.
 */
function verbAfterSubject(words: readonly Word[], subjectAt: number): boolean {
  for (let at = subjectAt + 1; at < words.length && at <= subjectAt + 4; at++) {
    if (isPunctuatedBefore(words, at)) return false;
    const word = words[at]!;
    if (isSureFinite(word) || (isPlainVerb(word) && word.text[0] === word.form[0])) return true;
    if (oldModals.has(word.form) || modals.has(word.form)) return true; // "altid saa hun kunde se ham"
    if (!clauseAdverbs.has(word.form) && !adverbs().has(word.form)) return false;
  }
  return false;
}

/**
 * A capitalised word that is a name: no noun ('Haar', 'Lykke' are names too) and no function word ('Dem', 'Noget'),
 * and one the name lists know or one that does not end like a plural of the old spelling's capitalised nouns
 * ("Feberdrømme", "Kobberstykker").
 */
function isName(form: string): boolean {
  if (closedClass.has(form) || clauseAdverbs.has(form) || prepositions.has(form)) return false;
  if (isNounForm(form) || hunspellTables().nominalWords.has(form)) return false;
  return dictionaryNames().properNouns.has(nameKey(form)) || !/(?:e|er)$/u.test(form);
}

/** Where the clause of words[index] starts: the sentence's start, a mark, or a coordinator ("men nu ved jeg"). */
function frontStart(words: readonly Word[], index: number): number | undefined {
  for (let at = index - 1; at >= 0 && at >= index - maxFronted - 1; at--) {
    if (coordinators.has(words[at]!.form)) return at + 1 < index ? at + 1 : undefined;
    if (at === 0) return 0;
    if (isPunctuatedBefore(words, at)) return at;
  }
  return undefined;
}

/** The first word of a fronted part: a preposition, an adverb, a question word, or an adjective used as an adverb. */
function opensFrontedPart(words: readonly Word[], start: number, span: number): boolean {
  const form = words[start]!.form;
  // after a mark a question word opens an indirect question, a subordinate clause ("…, hvorledes saa Tiden gaar")
  if (questionWords.has(form)) return start === 0;
  if (prepositions.has(form) || clauseAdverbs.has(form) || adverbs().has(form) || frontingWords.has(form)) return true;
  // "det får du ikke": an object pronoun alone before the verb
  if (span === 1 && (form === 'det' || form === 'dette')) return true;
  if (span === 2 && form === 'det' && detPhraseEnds.has(words[start + 1]!.form)) return true; // "Det samme gjorde de"
  // "Tidligt i 1989", "Nøgternt vurderet": an adjective in its adverb form
  return /(?:t|ig|lig)$/u.test(form) && isAdjectiveForm(form) && !lexicalTense(form) && !isNounForm(form);
}

/** The sentence opens with a subordinator, and the mark before words[index] is the first one: a fronted clause. */
function opensWithSubordinateClause(words: readonly Word[], index: number): boolean {
  if (!subordinators.has(words[0]!.form)) return false;
  for (let at = 1; at < index; at++) if (isPunctuatedBefore(words, at)) return false;
  return true;
}
