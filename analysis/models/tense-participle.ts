/**
 * Participles, nominal participles and the adverb 'så' where the tense tagger would see a finite verb. Danish puts
 * one finite verb in a clause's verb slot, so a form that stands right after one is something else:
 * - after a finite 'have'/'være'/'blive' (with its subject or adverbs between) comes the participle, never a second
 *   finite verb: "havde opholdt sig", "var lykkedes", "havde syntes", "har måttet"/"havde maatte"; and after the
 *   copula a noun-verb homograph is the noun ("er lærer") and an adjective-verb homograph the adjective ("var
 *   han vis på det");
 * - after a verb of position ('stå', 'ligge', 'sidde', 'hænge') a form in '-ede'/'-te' is predicative ("laa
 *   ribbede", "stod spredte");
 * - a form in '-ede'/'-te' after an article or amount, right before a finite verb, is a noun ("de fremmede var",
 *   "de ansatte fik", "et par forlovede gik"); after a pronoun it is the verb ("som I mente var");
 * - 'så' beside a verb that has no other reading is the adverb ("gik så til sengs", "om han så var").
 * A comma or other mark between the words keeps both verbs ("Da han gik, bøjede hun sig").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { lexicalTense, oldSpellingHomographs } from '../lexicons/verb-tense.ts';
import { adverbs } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { determiners, modals, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/**
 * Finite forms of 'have', 'være', 'blive', modern and old ("vare", "ere", "bleve", "haver"), and the participles
 * 'blevet', 'været', 'bleven', which a participle or complement follows as well ("er blevet tilbageholdt").
 */
const perfectAuxiliaries = new Set('har havde haver er var blev bliver vare ere bleve blevet været bleven'.split(' '));
const copulas = new Set('er var blev bliver vare ere bleve blevet været bleven'.split(' '));
const participleAuxiliaries = new Set(['blevet', 'været', 'bleven']);
/** Adverbs that stand between an auxiliary and its participle ("havde ikke længe", "var jo nu"). */
const middleAdverbs = new Set(
  'ikke nu også aldrig altid jo vel nok da dog kun heller snart først endnu allerede længe netop just vist bare blot gerne'.split(
    ' ',
  ),
);
/** Verbs of position, after which a participle tells the state ("laa ribbede", "stod spredte"). */
const positionVerbs = new Set('står stod stode ligger lå låe sidder sad sade hænger hang hange'.split(' '));
/** Words before a noun: articles, determiners, amounts ("de", "disse", "et par", "alle", "de fleste"). */
const nominalLeads = new Set([...determiners, ...quantifiers, 'de', 'den', 'det', 'par', 'fleste', 'færreste']);

/** A finite verb with no other reading: not a noun, adjective or other homograph, and not 'så'. */
export function isPlainVerb(word: Word | undefined): boolean {
  if (word === undefined || word.form === 'så') return false;
  const tables = hunspellTables();
  return (
    lexicalTense(word.form) !== undefined &&
    !tables.ambiguousForms.has(word.form) &&
    !tables.nominalWords.has(word.form) &&
    !oldSpellingHomographs.has(word.form) &&
    word.form !== 'når' &&
    word.form !== 'ved'
  );
}

const phraseArticles = new Set(['de', 'den', 'det', 'disse', 'denne', 'dette']);

/**
 * A form in '-ede'/'-te' after a preposition and an article is attributive or a noun ("Flertallet af de adspurgte
 * mener", "af det stivnede grå løb"), not a verb; after an article alone, 'de' may be its subject ("de hadede").
 */
function isParticipleInPhrase(words: readonly Word[], at: number): boolean {
  if (!/(?:ede|te)$/u.test(words[at]?.form ?? '') || !phraseArticles.has(words[at - 1]?.form ?? '')) return false;
  return prepositions.has(words[at - 2]?.form ?? '');
}

/** The word at a position is a finite verb with no other reading in its place, not a participle in a phrase. */
export function isPlainVerbAt(words: readonly Word[], at: number): boolean {
  return isPlainVerb(words[at]) && !isParticipleInPhrase(words, at);
}

/** The finite 'have'/'være'/'blive' that words[index] follows, with only its subject or adverbs between. */
function auxiliaryBefore(words: readonly Word[], index: number): string | undefined {
  let subjects = 0;
  for (let back = 1; back <= 4 && index - back >= 0; back++) {
    if (isPunctuatedBefore(words, index - back + 1)) return undefined;
    const word = words[index - back]!;
    // 'blevet', 'været' are participles themselves: no subject stands between them and the next participle
    if (perfectAuxiliaries.has(word.form))
      return subjects > 0 && participleAuxiliaries.has(word.form) ? undefined : word.form;
    if (middleAdverbs.has(word.form)) continue;
    // one subject at most: a second one starts another clause ("er det dog du bestiller")
    if (!(subjectWords.has(word.form) || (back > 1 && isNameOrDefinite(word))) || ++subjects > 1) return undefined;
  }
  return undefined;
}

/** "Manden", "Hans": the subject of an inverted clause between the auxiliary and the participle. */
function isNameOrDefinite(word: Word): boolean {
  if (!word.initial && /^\p{Lu}/u.test(word.text)) return true;
  return /(?:en|et|ne)$/u.test(word.form) && word.form.length > 4 && !lexicalTense(word.form);
}

/** words[index], tagged finite by its form, stands where the participle or a noun of a perfect or copula goes. */
export function isAfterAuxiliary(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (perfectAuxiliaries.has(form)) return false; // "Alt hvad der er er godt": a second clause's verb
  const auxiliary = auxiliaryBefore(words, index);
  if (!auxiliary) return false;
  const tables = hunspellTables();
  if (lexicalTense(form) === 'Past') return true;
  const reading = tables.ambiguousForms.get(form);
  return copulas.has(auxiliary) && (reading === 'noun' || reading === 'adjective');
}

/** "laa ribbede", "stod spredte": a participle after a verb of position, with no mark between. */
export function isPredicativeParticiple(words: readonly Word[], index: number): boolean {
  const prev = words[index - 1];
  if (!prev || isPunctuatedBefore(words, index)) return false;
  return positionVerbs.has(prev.form) && /(?:ede|te)$/u.test(words[index]!.form);
}

/**
 * "de fremmede var", "et par forlovede gik", "alle indbudte kom": a form in '-ede'/'-te' after an article, determiner
 * or amount and right before a verb with no other reading is a noun, the subject of that verb.
 */
export function isNominalParticiple(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  const participle =
    /(?:ede|te)$/u.test(word.form) ||
    (word.form.endsWith('de') && hunspellTables().ambiguousForms.get(word.form) === 'adjective');
  if (!participle || adverbs().has(word.form) || modals.has(word.form)) return false;
  if (isPunctuatedBefore(words, index + 1) || !isPlainVerb(words[index + 1])) return false;
  return nominalLeads.has(words[index - 1]?.form ?? '');
}

/** 'så' right beside a verb that has no other reading is the adverb ("gik så til sengs", "om han så var"). */
export function isAdverbSå(words: readonly Word[], index: number): boolean {
  const beside = (at: number, gapAt: number) => !isPunctuatedBefore(words, gapAt) && isPlainVerb(words[at]);
  return beside(index - 1, index) || beside(index + 1, index + 1);
}

/** Heads of a relative clause without 'som' ("det de ønskede", "hvad han sagde"): its verb ends the clause. */
const relativeHeads = new Set(['det', 'hvad', 'alt', 'den', 'de', 'noget', 'dem']);

/**
 * "købte brugte biler", "kræver udvidede rettigheder": right after a finite verb with no other reading, with no
 * mark between, a form in '-ede'/'-te' leads the object's noun phrase (the caller checks that a noun follows). Not
 * after the verb of a relative clause without 'som', whose main verb may follow ("hvad han ønskede kostede penge").
 */
export function followsPlainVerb(words: readonly Word[], index: number): boolean {
  if (index < 1 || isPunctuatedBefore(words, index) || !isPlainVerb(words[index - 1])) return false;
  if (perfectAuxiliaries.has(words[index - 1]!.form) || modals.has(words[index - 1]!.form)) return false;
  const subject = words[index - 2]?.form ?? '';
  return !(subjectWords.has(subject) && relativeHeads.has(words[index - 3]?.form ?? ''));
}
