/**
 * Where a finite verb can stand in a Danish clause, for the noun-verb and adjective-verb homographs the tense
 * tagger has to settle ("lærer", "leder", "bekendte"). The rules are the grammar's, not a list of cases:
 * - after a subordinator the subject comes first, so the word right after it is no finite verb ("mens skipper
 *   Tom", "hvis ledere lytter"); the relative 'som'/'der' are the subject themselves and stand apart;
 * - two words joined by 'og'/'eller' are of one kind: after a plural noun the homograph is a noun too ("venner og
 *   bekendte", "stokke eller tæpper");
 * - right after an infinitive comes its object, not a finite verb ("bryde skuffer");
 * - an indefinite article and an adjective lead a noun ("En erfaren leder ved", "et nyt tog");
 * - a participle between an article and its noun stays attributive with a modifier before it ("de serbisk styrede
 *   områder", "et nyligt åbnede museum").
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { determiners, modals, prepositions, subjectWords } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { isPluralNounLike } from './tense-nouns.ts';

/** Subordinators after which the subject comes before the verb ('da' and 'så' are also adverbs: left out). */
const subordinators = new Set(
  'at fordi mens hvis skønt selvom omend eftersom idet medens dersom ifald såfremt hvorimod inden førend'.split(' '),
);
/** Indefinite articles and determiners before an adjective and its noun ("en ny ejer", "hver enkelt deltager"). */
const indefiniteArticles = new Set(['en', 'et', 'hver', 'hvert', 'enhver', 'ethvert']);
/** Personal pronouns that follow the finite verb in inverted order ("I 1987 fortæller han"). */
export const invertedPronouns = new Set(['jeg', 'du', 'han', 'hun', 'vi', 'man']);
const coordinators = new Set(['og', 'eller']);
const articleLeads = new Set(['den', 'det', 'de', 'denne', 'dette', 'disse', ...determiners]);

/** The homograph at index stands where Danish puts a noun, not a finite verb. */
export function nounPosition(words: readonly Word[], index: number): boolean {
  const prev = words[index - 1];
  if (!prev || isPunctuatedBefore(words, index)) return false;
  if (invertedPronouns.has(words[index + 1]?.form ?? '')) return false; // "stoppe faar jeg da": verb, then subject
  if (subordinators.has(prev.form)) return true;
  // "En erfaren leder ved", "et nyt tog": an indefinite article and an adjective lead a noun
  const article = words[index - 2];
  if (article !== undefined && indefiniteArticles.has(article.form) && !isPunctuatedBefore(words, index - 1)) {
    // a capitalised word there is an old-spelling noun, the subject ("som en Lancet skærer over")
    const adjective = prev.text[0] === prev.form[0] && isAdjectiveForm(prev.form);
    if (adjective && !lexicalTense(prev.form) && !adverbs().has(prev.form)) return true;
  }
  if (prev.form === 'som' && isRoleSom(words, index - 1)) return true;
  // "mere tømmer", but "lidt efter lidt vandrer de": a pronoun after it makes it the verb
  const pronounNext = subjectWords.has(words[index + 1]?.form ?? '');
  if (massWords.has(prev.form) && !pronounNext && !/^(?:jo|des)$/u.test(words[index - 2]?.form ?? '')) return true;
  if (coordinators.has(prev.form) && !isPunctuatedBefore(words, index - 1)) {
    const before = words[index - 2];
    if (before && before.text[0] === before.form[0] && isPluralNoun(before.form, words[index - 3]?.form ?? ''))
      return true;
  }
  // an infinitive, known as one by what stands before it: 'at', a modal, or a comma in a row of infinitives
  const lead = words[index - 2]?.form ?? '';
  const infinitiveLead = lead === 'at' || modals.has(lead) || isPunctuatedBefore(words, index - 1);
  if (!infinitiveLead || prev.text[0] !== prev.form[0]) return false;
  return isInfinitiveOnly(prev.form) || (governsInfinitive(words, index - 2) && hasInfinitiveReading(prev.form));
}

/**
 * A modal, or 'at' inside the sentence (not "At ryge skader", "det at læse giver", where the infinitive is the
 * subject): the word after it is the infinitive even when it has a noun or adjective reading too ("skal holde taler",
 * "at skabe rammer", "vil stille krav").
 */
function governsInfinitive(words: readonly Word[], at: number): boolean {
  const lead = words[at]?.form ?? '';
  if (modals.has(lead)) return lead !== 'lad' && !isPunctuatedBefore(words, at + 1);
  if (lead !== 'at' || at === 0 || isPunctuatedBefore(words, at)) return false;
  return words[at - 1]!.form !== 'det' && !isPunctuatedBefore(words, at + 1);
}

/** An infinitive of the verb tables that is no finite form, pronoun or adverb ("holde", "skabe", "stille"). */
function hasInfinitiveReading(form: string): boolean {
  if (subjectWords.has(form) || adverbs().has(form) || lexicalTense(form)) return false;
  return hunspellTables().infinitives.has(form) || irregularVerbs().infinitives.has(form);
}

/**
 * A participle after a verb and 'som' meaning "as" ("vi lever som fremmede", "Bakkerne staar som stivnede
 * Bølger"): a role or likeness, no verb. Not before a subject ("som maatte han gaa": "as if", a verb of its own),
 * nor after an adverb ("ikke saa meget som rystede") or a noun ("Zigeunerne, som spillede": relative).
 */
export function isParticipleAfterSom(words: readonly Word[], index: number): boolean {
  const before = words[index - 2];
  if (words[index - 1]?.form !== 'som' || before === undefined || isPunctuatedBefore(words, index)) return false;
  if (isPunctuatedBefore(words, index - 1) || before.text[0] !== before.form[0]) return false;
  const verbBefore = lexicalTense(before.form) !== undefined && before.form !== 'så' && !adverbs().has(before.form);
  return verbBefore && likenessFollows(words, index);
}

/** Particles that end a predicative participle ("sad som murede fast", "sank som lammede ned"). */
const particles = new Set('ned op ud ind hen fast sammen bort frem'.split(' '));

/**
 * After the participle comes its noun ("som stivnede Bølger"), a particle or phrase, or the end; a subject, an
 * object or an adverb of time makes it a verb ("som klaprede Tænderne", "som forhindrede mig", "som blæste igaar").
 */
function likenessFollows(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  if (next === undefined || isPunctuatedBefore(words, index + 1)) return true;
  if (particles.has(next.form) || (prepositions.has(next.form) && !subjectWords.has(next.form))) return true;
  if (subjectWords.has(next.form) || determiners.has(next.form) || lexicalTense(next.form)) return false;
  const definite = /(?:en|et|ne)$/u.test(next.form) && next.form.length > 4;
  return !definite && (isNounForm(next.form) || hunspellTables().nominalWords.has(next.form));
}

/**
 * "de serbisk styrede områder", "den stærkest repræsenterede klasse", "selv særligt begavede børn": an article,
 * preposition or adverb, a modifier in '-t'/'-sk'/'-st', the participle.
 */
export function modifiedAttributiveParticiple(words: readonly Word[], index: number): boolean {
  const modifier = words[index - 1]?.form ?? '';
  const lead = words[index - 2]?.form ?? '';
  // "Selv særligt begavede børn": an adverb before the modifier opens the noun phrase too
  // but not after a subject: "de også snart tørrede fast" is the verb with its adverbs
  const before = words[index - 3];
  const subjectBefore = before !== undefined && (subjectWords.has(before.form) || /^\p{Lu}/u.test(before.text));
  const leadAdverb = focusAdverbs.has(lead) && !isPunctuatedBefore(words, index - 1) && !subjectBefore;
  if (!(articleLeads.has(lead) || prepositions.has(lead) || leadAdverb)) return false;
  // a superlative only after an article: "den stærkest repræsenterede", but "til sidst døde han"
  if (modifier.endsWith('st') && !articleLeads.has(lead)) return false;
  return /(?:t|sk|st)$/u.test(modifier) && hunspellTables().adjectiveForms.has(modifier) && !lexicalTense(modifier);
}

/** Focus adverbs that stand before a noun phrase ("selv særligt begavede børn", "især nyligt ansatte"). */
const focusAdverbs = new Set(['selv', 'også', 'kun', 'især', 'navnlig', 'endda']);

/** Amount words before a mass noun ("mere tømmer", "lidt vand"); unlike 'flere', 'mange', never a verb's subject. */
const massWords = new Set(['mere', 'mindre', 'lidt', 'mest', 'mindst']);

/**
 * 'som' meaning "as" before a role ("Som leder af …", "spiller som forstopper", "uddannet som lærer"): at the
 * start of the sentence or right after a verb, adverb or past participle. The relative 'som' follows its noun or a comma ("en mand, som leder firmaet").
 */
function isRoleSom(words: readonly Word[], at: number): boolean {
  const before = words[at - 1];
  if (!before) return true;
  if (isPunctuatedBefore(words, at)) return false;
  const finite = lexicalTense(before.form) !== undefined;
  // a homograph right after its subject pronoun is the verb ("Hun arbejder som lærer")
  const afterSubject = invertedPronouns.has(words[at - 2]?.form ?? '') && !isPunctuatedBefore(words, at - 1);
  const verb = finite && (!hunspellTables().ambiguousForms.has(before.form) || afterSubject);
  if (verb || adverbs().has(before.form) || placeAdverbs.has(before.form) || isPastParticiple(before.form)) return true;
  return isObjectNameBeforeRole(words, at);
}

/** Adverbs of place the adverb lexicon leaves out ("starter inde som forstopper"). */
const placeAdverbs = new Set(['inde', 'ude', 'oppe', 'nede', 'hjemme', 'henne', 'ovre']);

/**
 * "anerkende Skandia som køber af aktierne": a name right after a verb is its object, and 'som' before a role
 * that governs 'af' or 'for' (or ends the phrase) means "as"; a relative clause on a name takes a comma.
 */
function isObjectNameBeforeRole(words: readonly Word[], at: number): boolean {
  const name = words[at - 1];
  const verb = words[at - 2];
  if (!name || !verb || name.initial || !/^\p{Lu}/u.test(name.text) || isPunctuatedBefore(words, at - 1)) return false;
  const verbLead =
    (lexicalTense(verb.form) !== undefined && !hunspellTables().ambiguousForms.has(verb.form)) ||
    isInfinitiveOnly(verb.form);
  const after = words[at + 2];
  const governs =
    after === undefined || isPunctuatedBefore(words, at + 2) || after.form === 'af' || after.form === 'for';
  return verbLead && governs;
}

/** "uddannet", "kendt", "ansat som": a past participle, known by its infinitive; not a noun form ("huset"). */
function isPastParticiple(form: string): boolean {
  const stem = form.endsWith('et') ? form.slice(0, -2) : form.endsWith('t') ? form.slice(0, -1) : '';
  if (stem.length < 2 || lexicalTense(form) || isNounForm(form)) return false;
  const infinitive = `${stem}e`;
  return hunspellTables().infinitives.has(infinitive) || irregularVerbs().infinitives.has(infinitive);
}

/**
 * A plural indefinite noun ("stokke", "plastikstykker", "venner"); a noun-verb homograph only after a preposition or
 * determiner, where it cannot be the verb ("hos venner").
 */
function isPluralNoun(form: string, before: string): boolean {
  // a definite plural ends its clause as often as not ("sad om aftenerne og læste"): indefinite plurals only
  if (!/(?:er|e)$/u.test(form) || /ne$/u.test(form) || form.length < 4) return false;
  if (prepositions.has(form) || adverbs().has(form)) return false;
  const tables = hunspellTables();
  if (
    lexicalTense(form) &&
    !(tables.ambiguousForms.get(form) === 'noun' && (prepositions.has(before) || determiners.has(before)))
  )
    return false;
  if (tables.infinitives.has(form) || irregularVerbs().infinitives.has(form) || tables.adjectiveForms.has(form))
    return false;
  return isNounForm(form) || isPluralNounLike(form);
}

/** A verb's infinitive that is nothing else ("bryde", "spise"): not a noun, adjective or finite form. */
export function isInfinitiveOnly(form: string): boolean {
  if (subjectWords.has(form) || adverbs().has(form)) return false; // 'du', 'oppe' are also verbs
  const tables = hunspellTables();
  if (!(tables.infinitives.has(form) || irregularVerbs().infinitives.has(form))) return false;
  return !isNounForm(form) && !tables.adjectiveForms.has(form) && !lexicalTense(form);
}

/**
 * words[at] opens a clause: it begins the sentence, a mark stands before it, or the word before it is one of
 * `openers` (each rule names the words that open a clause for it: subordinators, coordinators or both).
 */
export function opensClauseAt(words: readonly Word[], at: number, openers: ReadonlySet<string>): boolean {
  return at === 0 || isPunctuatedBefore(words, at) || openers.has(words[at - 1]!.form);
}

/**
 * Punctuation between words[index - 1] and words[index]: the gap after the earlier word is wider than one space
 * ("1987, fortæller"); the words keep their offsets but not the marks between them.
 */
export function isPunctuatedBefore(words: readonly Word[], index: number): boolean {
  const prev = words[index - 1];
  const word = words[index];
  if (!prev || !word) return false;
  return word.start - (prev.start + prev.text.length) > 1;
}
