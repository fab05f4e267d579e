/**
 * Where a word of the filler list (filling-words.txt) is a filler, for Show/Tell (issue 13 point 3): each filler
 * word has other senses, which do not count.
 */

import { hunspellTables } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, fillingWords, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Sentence, Word } from '../text/document.ts';
import { cardinals, determiners, modals, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { isAnswerVist, isBadlyHere, isInferentialAltså, isRestrictive } from './filler-focus.ts';
import { inFixedPhrase, isAnswer, isConjunctiveAltså } from './filler-senses.ts';
import { isCapitalisedInside, isInfinitive } from './word-class-rules.ts';

/** Words before which 'nok' means "enough". */
const enoughLeads = new Set(['længe', 'ofte', 'tit', 'tidligt', 'sent', 'mange', 'meget', 'godt', 'hurtigt', 'langt']);

/** Comparative forms after which 'jo' is "the … the" ("jo mere … jo bedre"), not a filler. */
const comparativeLeads = new Set(['mere', 'mindre', 'længer', 'længere', 'før', 'bedre', 'værre', 'flere', 'færre']);

/** Adverbs of place and time that the dictionary also knows as nouns ("gik bare hjem"). */
const placeAndTimeWords = new Set(['hjem', 'hjemme', 'ude', 'inde', 'oppe', 'nede', 'borte', 'nu', 'da', 'her', 'der']);

/** Fillers that are adjectives or quantities before a noun ("meget Mørke", "bare Knæ", "en rigtig Soldat"). */
const adjectiveFillers = new Set(['meget', 'lidt', 'bare', 'ret', 'rigtig', 'rigtigt', 'virkelig', 'virkeligt']);

/**
 * Intensifiers that mean something else where no adjective or adverb follows: "sagde ham rigtigt" (correctly),
 * "sad ret op" (straight), "nærmest nord for" (nearest), "pegede ligefrem" (straight ahead).
 */
const intensifiersOnly = new Set([
  // "meget rimeligt", "var rimelig": the adjective (reasonable); a filler only as a degree word ("rimelig god")
  'rimelig',
  'rimeligt',
  // "hvor utroligt det end kunde synes": the adjective (unbelievable); a filler before an adjective ("utrolig glad")
  'utrolig',
  'utroligt',
  'rigtigt',
  'virkeligt',
  'ret',
  'nærmest',
  'ligefrem',
  'særligt',
  'særlig',
  'temmelig',
]);

/**
 * 'ligesom' as "sort of" ("ligesom større", "ligesom groede fast", "Lyset ligesom drak sig ind"), not "like" or
 * "as if": before an adjective that heads no noun phrase ("ligesom lille Felix", "ligesom smaa gule Æg" compare),
 * an adverb, or a verb that is not followed by its subject ("ligesom var de selv" is "as if").
 */
function isSortOf(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  if (!next) return false;
  if (isAdjectiveForm(next.form)) {
    let at = index + 2;
    while (words[at] && isAdjectiveForm(words[at]!.form)) at++;
    return !nounFollows(words[at]) && !isCapitalisedInside(words[at] ?? next);
  }
  if (adverbs().has(next.form)) return true;
  if (!isVerbForm(next.form)) return false;
  return !subjectWords.has(words[index + 2]?.form ?? '');
}

/** Words before which 'lidt' is a quantity ("altfor lidt", "saa lidt til Salmer", "hvor lidt"). */
const quantityLeads = new Set(['ligeså', 'ligesaa', 'altfor', 'for', 'så', 'saa', 'meget', 'hvor', 'alt']);

/** Words that answer 'både' ("både … og", "baade … men endnu mere"). */
const correlatives = new Set(['og', 'men', 'som', 'samt', 'eller']);

/** Auxiliaries after which 'lige' is time ("lige var udkommen", "har lige set"). */
const perfectAuxiliaries = new Set(['er', 'var', 'har', 'havde', 'blev', 'bliver', 'bleven', 'blevet']);

/** Pronouns an adjective filler after them qualifies ("noget faktisk at holde sig til"). */
const qualifiedPronouns = new Set(['noget', 'intet', 'alt']);

/** Degree words before which a filler word that is an adjective is the adjective ("saa faktisk", "hvor absolut"). */
const degreeLeads = new Set(['så', 'saa', 'meget', 'hvor', 'for', 'altfor', 'temmelig', 'aldeles', 'mere', 'mest']);

/**
 * A filler word that the dictionary knows as an adjective, standing as one: before its noun ("i fuldstændig
 * Stilhed", "bare Knæ"), after an article or possessive ("en fuldstændig Ro") or a degree word ("Saa faktisk
 * tyktes denne Indbildning ham": real).
 */
function isAdjectiveHere(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (!adjectiveFillers.has(form) && !isAdjectiveForm(form)) return false;
  if (nounFollows(words[index + 1])) return true;
  if (!isAdjectiveForm(form)) return false;
  const previous = words[index - 1]?.form ?? '';
  return determiners.has(previous) || degreeLeads.has(previous) || qualifiedPronouns.has(previous);
}

const detCopulas = new Set(['er', 'var', 'blev', 'bliver']);
const detSubjects = new Set(['det', 'dette']);

/**
 * A filler word the dictionary knows as an adjective, as the predicative of 'det': after "det var" (adverbs
 * between) at the end of its clause or before 'at' ("det var aabenbart, at", "Det er ogsaa vist."), or first
 * before "er det" ("Vist er det, at"). "Der er han vist" keeps the hedge.
 */
function isPredicativeOfDet(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  // 'vist' is the neuter of 'vis' (certain), which the dictionary lists under its base only
  if (!isAdjectiveForm(form) && form !== 'vist') return false;
  if (index === 0) return detCopulas.has(words[1]?.form ?? '') && detSubjects.has(words[2]?.form ?? '');
  const next = words[index + 1]?.form;
  if (next !== undefined && next !== 'at') return false;
  let at = index - 1;
  while (at > 0 && (words[at]!.form === 'også' || words[at]!.form === 'ogsaa' || words[at]!.form === 'jo')) at--;
  return detCopulas.has(words[at]?.form ?? '') && detSubjects.has(words[at - 1]?.form ?? '');
}

/**
 * 'vist' or 'vel' in the first clause of a sentence that a later 'men' answers ("Vist var hun smuk, men …", "Han
 * var vel rig, men …"): the concession (admittedly), which the sentence needs.
 */
function isConcession(words: readonly Word[], index: number): boolean {
  if (index > 3 || words.slice(0, index).some((w) => w.form === 'men')) return false;
  return words.slice(index + 2).some((w) => w.form === 'men');
}

/**
 * 'bare' second in its sentence after an adverbial that is no subject, with the subject after it ("Atter bare de
 * gamle Bønder", "Da bare Karlene Kisten"): the verb's place (V2), the old past of 'bære'.
 */
function isVerbSecond(words: readonly Word[], index: number): boolean {
  if (index !== 1 || !sentenceAdverbials.has(words[0]!.form)) return false;
  const next = words[2]?.form ?? '';
  return determiners.has(next) || next === 'de' || next === 'den' || next === 'det';
}
const sentenceAdverbials = new Set('atter igen da nu saa så der her derpaa derpå siden sidst endelig'.split(' '));

const articleLike = new Set(['de', 'den', 'det']);
/** Words that open an object after the participle 'vist' ("vist en Side", "vist ham Vejen"). */
const objectLeads = new Set([
  'en',
  'et',
  'ham',
  'hende',
  'dem',
  'os',
  'mig',
  'dig',
  'sin',
  'sit',
  'sine',
  'hans',
  'hendes',
]);
const seeForms = new Set(['så', 'såe', 'ser', 'seer', 'se', 'see']);
/** Forms of 'få' and 'have' after which 'nok' is "enough" ("fik nok", "havde faaet nok"). */
const getForms = new Set(['fik', 'fået', 'få', 'får', 'fåe']);
const enoughAfter = new Set(['med', 'hermed', 'dermed', 'at']);

const comparedQuantifiers = new Set(['visse', 'mange', 'alle', 'nogle', 'enhver', 'hver', 'de', 'den', 'det']);

/** Past forms that wish after 'bare' ("bare der maatte", "bare han vilde komme"). */
const optativePasts = new Set(['måtte', 'ville', 'vilde', 'kunne', 'kunde', 'var', 'havde', 'kom']);

/** 'bare' first in its sentence or speech, before a subject and an optative past: if only. */
function isOptative(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  const first = index === 0 || (word.inDialogue && !words[index - 1]!.inDialogue);
  if (!first) return false;
  const subject = words[index + 1]?.form ?? '';
  return (subject === 'der' || subjectWords.has(subject)) && optativePasts.has(words[index + 2]?.form ?? '');
}

/** Whether the word after 'meget' is one it grades: an adjective, an adverb, a participle or a comparative. */
function gradesNext(next: Word | undefined): boolean {
  if (!next) return false;
  const form = next.form;
  return isAdjectiveForm(form) || adverbs().has(form) || /(?:et|ede|ende)$/u.test(form) || form === 'mere';
}

/** A form of 'have' up to three words before ("har slet ikke lidt"). */
function haveBefore(words: readonly Word[], index: number): boolean {
  for (let back = 1; back <= 3 && index - back >= 0; back++) {
    if (haveForms.has(words[index - back]!.form)) return true;
  }
  return false;
}
const haveForms = new Set(['har', 'havde', 'have', 'haft', 'havt']);

/** Whether a word is a verb form: finite, or an infinitive. */
function isVerbForm(form: string): boolean {
  if (prepositions.has(form) || particles.has(form)) return false; // 'ved' (by; knows), 'under' (under; wonders)
  return Boolean(lexicalTense(form)) || isInfinitive(form);
}
const particles = new Set(['ind', 'ud', 'op', 'ned', 'hen', 'frem', 'bort', 'væk', 'om', 'under', 'ved', 'over']);

/** Adverbs of place before which 'helt' is "all the way" and 'lige' "right" ("helt henne", "lige oppe"). */
const placeAdverbs = new Set(
  'ind ud op ned hen frem bort væk tilbage forud henne oppe nede inde ude ovre hjemme borte igennem gennem over under til i ind paa på'.split(
    ' ',
  ),
);

/** The next word heads a noun: an old-spelling capitalised noun, or a noun that is no adjective or verb. */
function nounFollows(next: Word | undefined): boolean {
  if (!next) return false;
  if (isCapitalisedInside(next)) return true;
  if (placeAndTimeWords.has(next.form)) return false;
  return hunspellTables().nominalWords.has(next.form) && !isAdjectiveForm(next.form) && !isVerbForm(next.form);
}

/**
 * Whether a word of the filler list is a filler here, not its other sense: 'nok' "enough" ("længe nok"),
 * 'vel' "well" ("fandt sig vel", an opening "Vel har jeg …"), 'både … og', 'ikke blot', 'jo' as an answer or in
 * "jo mere … jo bedre", 'meget' and 'lidt' as quantities before a noun ("meget Mørke", "lidt Støtte", "lidt efter
 * lidt"), 'bare' as the adjective ("bare Knæ"), 'ligesom' as a comparison ("ligesom Hjul"; a filler only before
 * an adjective, adverb or verb), 'lige' as "straight", "equal" or "right by" (a filler only before a verb: "skal
 * lige se"), and a capitalised word inside a sentence (the old-spelling noun 'Helt').
 */
export function isFillerHere(sentence: Sentence, index: number): boolean {
  const words = sentence.words;
  const word = words[index]!;
  const form = word.form;
  const previous = words[index - 1]?.form;
  const next = words[index + 1];
  if (isCapitalisedInside(word)) return false;
  // "ganske vist", "vel at mærke": a fixed phrase; "Netop!", "Ja, naturligvis!": the whole answer
  if (inFixedPhrase(words, index) || isAnswer(sentence, index, (w) => fillingWords().has(w))) return false;
  // "Altsaa havde ingen kunnet aabne den": therefore
  if (form === 'altså' && isConjunctiveAltså(sentence, index)) return false;
  // "det var altsaa sandt": a conclusion; "blot fordi", "blot en Drøm": only; "slet bevogtet": badly; "Ja vist"
  if (isInferentialAltså(words, index) || isRestrictive(words, index)) return false;
  if (isBadlyHere(words, index) || isAnswerVist(words, index)) return false;
  // "længe nok", "stor nok": enough
  if (form === 'nok' && previous !== undefined && (isAdjectiveForm(previous) || enoughLeads.has(previous)))
    return false;
  if (form === 'vel') {
    if (next?.form === 'hjem' || next?.form === 'mødt' || next?.form === 'bekomme') return false;
    if (word.initial || previous === 'sig' || previous === 'så' || previous === 'saa') return false;
  }
  // "både … og", "baade for X, men endnu mere for Y": the correlative conjunction
  if (form === 'både' && words.slice(index + 1).some((w) => correlatives.has(w.form))) return false;
  if (form === 'blot' && previous === 'ikke') return false;
  if (form === 'jo' && (word.initial || comparativeLeads.has(next?.form ?? ''))) return false;
  if (isAdjectiveHere(words, index)) return false; // "meget Mørke", "en rigtig Soldat", "i fuldstændig Stilhed"
  // "Vist var hun smuk, men …", "vel ej i Tid, men i Art": the concession a 'men' answers, no hedge
  if ((form === 'vist' || form === 'vel') && isConcession(words, index)) return false;
  // "Atter bare de gamle Bønder …": the old past of 'bære' in the verb's place after a first adverbial
  if (form === 'bare' && isVerbSecond(words, index)) return false;
  // "lærer meget", "bekymrede sig meget om": a quantity; the degree word stands before what it grades
  if (form === 'meget' && !gradesNext(next)) return false;
  // "stod helt henne i Hjørnet", "gaa helt i Vandet": all the way, a distance
  if (form === 'helt' && placeAdverbs.has(next?.form ?? '')) return false;
  // "en saadan Aften": such a (after its article)
  if (form === 'sådan' && (previous === 'en' || previous === 'et')) return false;
  // "ligesom vi nu": like, a comparison of its subject; "ligesom om": as if
  if (form === 'ligesom' && (subjectWords.has(next?.form ?? '') || next?.form === 'om')) return false;
  // "har i disse Dage vist en Side frem": the participle of 'vise'; "saae vist paa mig": fixedly
  if (form === 'vist' && (objectLeads.has(next?.form ?? '') || seeForms.has(previous ?? ''))) return false;
  // "havde faaet nok", "ikke nok hermed": enough
  if (form === 'nok' && (getForms.has(previous ?? '') || (previous === 'ikke' && enoughAfter.has(next?.form ?? ''))))
    return false;
  // "ligesom visse Maskiner", "ligesom mange andre": like, before a quantifier of a noun phrase
  if (form === 'ligesom' && (quantifiers.has(next?.form ?? '') || comparedQuantifiers.has(next?.form ?? '')))
    return false;
  // "forresten nøgen": otherwise, before the adjective that ends its clause
  if ((form === 'forresten' || form === 'iøvrigt') && next && isAdjectiveForm(next.form) && !words[index + 2])
    return false;
  // "bare der maatte strande et Skib!": if only, before a subject and an optative past
  if (form === 'bare' && isOptative(words, index)) return false;
  // "de nærmest tilstødende Værelser": the superlative of 'nær' after its article
  if (form === 'nærmest' && (determiners.has(previous ?? '') || articleLike.has(previous ?? ''))) return false;
  if (form === 'vel' && (previous === 'meget' || previous === 'helt')) return false; // "meget vel": well
  if (form === 'lidt' && (next?.form === 'efter' || previous === 'efter')) return false;
  // "altfor lidt", "ligesaa lidt": a quantity; "har slet ikke lidt nogen Skade": the participle of 'lide'
  if (form === 'lidt' && (quantityLeads.has(previous ?? '') || haveBefore(words, index))) return false;
  if (form === 'lidt' && next?.form === 'at') return false; // "der var lidt at skaffe": a quantity
  // "Vent dog lidt.", "kende lidt til", "lidt op ad Vejen": a while, a quantity, a distance; the hedge
  // 'lidt' stands before the word it softens ("lidt beskadigede", "lidt træt")
  if (form === 'lidt' && (!next || prepositions.has(next.form) || particles.has(next.form))) return false;
  // "det var aabenbart, at", "Vist er det": the adjective as the predicative of 'det'
  if (isPredicativeOfDet(words, index)) return false;
  if (form === 'vel' && (next?.form === 'på' || next?.form === 'paa')) return false; // "pas vel paa"
  // "saadan en Pige", "saadan som", "saadan hviskede": such a, like that; a filler only before an adjective
  // that heads no noun ("sådan lidt", "sådan helt væk"; "saadan mærkelig Gæst" is such a)
  if (form === 'sådan') {
    if (next?.form === 'lidt') return true;
    if (next === undefined || !isAdjectiveForm(next.form)) return false;
    let at = index + 1;
    while (words[at] && isAdjectiveForm(words[at]!.form)) at++;
    return !nounFollows(words[at]);
  }
  if (form === 'vist' && (determiners.has(previous ?? '') || haveBefore(words, index))) return false; // "et vist Sted"
  // "rigtigt", "virkeligt": intensifiers only before an adjective or adverb ("sagde ham rigtigt": correctly)
  if (intensifiersOnly.has(form)) return next !== undefined && (isAdjectiveForm(next.form) || adverbs().has(next.form));
  if (form === 'ligesom') return isSortOf(words, index) && !determiners.has(next?.form ?? '');
  // "Lige søde" (equally), "lige ved Bredden" (right by): a filler only before a verb ("skal lige se")
  if (form === 'lige') {
    // "lige saa bredt", "lige så godt som": the comparison 'just as' ('saa' is also the old past of 'se')
    if (!next || placeAdverbs.has(next.form) || !isVerbForm(next.form) || /^(?:så|saa|sådan|saadan)$/u.test(next.form))
      return false;
    // "som lige var udkommen", "han har lige faaet": time (just now); "lige fire Tusind": exactly
    if (perfectAuxiliaries.has(next.form) || cardinals.has(next.form)) return false;
    // "der lige skal høre op": a finite modal after it, time (just about to); "skal lige se" keeps the filler
    if (modals.has(next.form) && lexicalTense(next.form) !== undefined) return false;
    // "Toget lige kørte forbi": before a verb in the past, time (just then)
    if (lexicalTense(next.form) === 'Past') return false;
    // 'åbne' is a verb and an adjective: after a modal ("skulle lige åbne") it is the verb
    return !isAdjectiveForm(next.form) || words.slice(Math.max(0, index - 3), index).some((w) => modals.has(w.form));
  }
  return true;
}
