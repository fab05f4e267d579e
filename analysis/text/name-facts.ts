/**
 * What a capitalised word is in a book (names.ts reads names with it): each key and each written form looked up once
 * and kept for the next books (dictionary, gazetteer, titles), and what the book being read makes of it judged once
 * from the book-wide evidence (names-evidence.ts): a name, or a common noun of old spelling, a definite noun, a
 * plural, a compound.
 */
import { dictionaryNames, honorifics, isCommonWord, nameKey, placeNames, settingNouns } from '../lexicons/names.ts';
import type { Word } from './document.ts';
import {
  type BookEvidence,
  countsOf,
  isCapitalised,
  isInitial,
  neverNames,
  type WordCounts,
} from './names-evidence.ts';
import { titleOfDefinite } from './names-titles.ts';

/** What a name key is, whatever the book: looked up once per key and kept for the next books. */
export interface KeyForm {
  key: string;
  /** Never a name: too short, a pronoun or article ("de", "gud"), a title ("fru") or a title noun ("skovrideren"). */
  excluded: boolean;
  /** In the dictionary as a proper noun or in the gazetteer. */
  known: boolean;
  /** A common word in the dictionary. */
  common: boolean;
  /** The verdict for the book numbered `judgedIn` (see nameTest): kept here, so a book needs no map of its own. */
  verdict: boolean;
  judgedIn: number;
}

const keyForms = new Map<string, KeyForm>();

function keyForm(key: string): KeyForm {
  let form = keyForms.get(key);
  if (form === undefined) {
    form = {
      key,
      excluded: key.length < 2 || neverNames.has(key) || honorifics().has(key) || titleOfDefinite(key) !== undefined,
      known: dictionaryNames().properNouns.has(key) || placeNames().has(key),
      common: isCommonWord(key),
      verdict: false,
      judgedIn: 0,
    };
    if (keyForms.size > 100_000) keyForms.clear();
    keyForms.set(key, form);
  }
  return form;
}

type NameTest = (key: KeyForm) => boolean;

/** Books judged so far in this thread: each call of nameTest is a book of its own. */
let booksJudged = 0;

/** Which capitalised words of this book are names, judged once per word form. */
export function nameTest(evidence: BookEvidence): NameTest {
  const book = ++booksJudged;
  return (form) => {
    if (form.judgedIn !== book) {
      form.verdict = judge(form, evidence);
      form.judgedIn = book;
    }
    return form.verdict;
  };
}

function judge({ key, excluded, known, common }: KeyForm, evidence: BookEvidence): boolean {
  const counts = countsOf(evidence, key);
  const capitals = evidence.spelling === 'capitals';
  if (!capitals && (counts.capitalised === 0 || counts.lower >= counts.capitalised)) return false;
  if (excluded) return false;
  if (capitals) return known && !common;
  // Two words written as one ("Altsammen", "Miljøklagenævnet") are a word, not a name.
  if (!common) {
    if (known) return true;
    // A word the book often writes after an article or a numeral is a noun ("femten Mile"), not a name.
    if (counts.afterArticle * 3 > counts.capitalised) return false;
    if (evidence.spelling !== 'modern' && definiteNoun(key, counts, evidence)) return false;
    return !isCompound(key, evidence.spelling === 'modern' ? 5 : 4) && !pluralInBook(key, evidence);
  }
  // A word the dictionary knows as a common word: only as a name when the book treats it as one.
  // Today's spelling: a name the dictionary or the gazetteer knows, never written in lower case nor after an
  // article in the book, is that name ("i Moskva og Paris", "Nu var Lise sikker").
  if (known && evidence.spelling === 'modern' && counts.lower === 0 && counts.afterArticle === 0) return true;
  const seldomLower = counts.lower * 5 <= counts.capitalised;
  const seldomAfterArticle = counts.afterArticle * 10 <= counts.capitalised;
  if (!seldomLower || !seldomAfterArticle || counts.capitalised < 2) return false;
  return evidence.spelling === 'modern' || (known && !inflectsInBook(key, evidence));
}

/**
 * Old spelling: a word the dictionary does not know that is a noun in the definite form, not a name: the book
 * writes it in lower case too and capitalised with a definite ending ("angest" beside "Angesten"); a vowel
 * before the ending ("Chaiselonguen", "Kaféen", "Bureauet"); or the definite form of a dictionary noun ends it
 * ("Spasereturen": "turen").
 */
function definiteNoun(key: string, counts: Readonly<WordCounts>, evidence: BookEvidence): boolean {
  if (
    counts.lower > 0 &&
    (countsOf(evidence, `${key}en`).capitalised > 0 || countsOf(evidence, `${key}et`).capitalised > 0)
  ) {
    return true;
  }
  if (!/(?:en|et)$/u.test(key) || key.endsWith('sen')) return false;
  if (key.length >= 7 && /[aeiouyæøåé]e[nt]$/u.test(key)) return true;
  for (let cut = 3; cut <= key.length - 5; cut++) {
    const tail = key.slice(cut);
    if (isCommonWord(tail) && (isCommonWord(tail.slice(0, -2)) || isCommonWord(tail.slice(0, -1)))) return true;
  }
  return false;
}

const compounds = new Map<string, boolean>();

/**
 * Two dictionary words written as one, the old way ("Altsammen" = "alt" + "sammen") or a compound noun
 * ("Miljøklagenævnet"), with a last part of at least `tail` letters.
 */
function isCompound(key: string, tail: number): boolean {
  const cacheKey = `${tail}${key}`;
  let verdict = compounds.get(cacheKey);
  if (verdict === undefined) {
    verdict = false;
    for (let cut = 3; cut <= key.length - tail && !verdict; cut++) {
      verdict = isCommonWord(key.slice(0, cut)) && isCommonWord(key.slice(cut));
    }
    if (compounds.size > 100_000) compounds.clear();
    compounds.set(cacheKey, verdict);
  }
  return verdict;
}

/**
 * Old spelling: a word the dictionary does not know is a noun when the book also writes its plural definite
 * ("Kalosker" and "Kaloskerne"): names take no plural ending.
 */
function pluralInBook(key: string, evidence: BookEvidence): boolean {
  if (evidence.spelling !== 'old') return false;
  const seen = (form: string) => (evidence.counts.get(form)?.capitalised ?? 0) > 0;
  if (key.endsWith('ne') && key.length > 5 && seen(key.slice(0, -2))) return true;
  return seen(`${key}ne`) || seen(`${key}erne`);
}

/**
 * Old spelling: "Skov" is a noun when the book writes "Skoven" too; "Sindet" is "Sind" inflected when the book writes "Sind" too, so a noun, not a name; a definite
 * form of a dictionary noun of four letters or more ("Marken", "Jorden") is a noun even when a place shares it.
 */
function inflectsInBook(key: string, evidence: BookEvidence): boolean {
  // The book writes the word with a definite ending too ("Skov" and "Skoven", "Sol" and "Solen").
  for (const ending of ['en', 'et', 'n']) {
    if ((evidence.counts.get(key + ending)?.capitalised ?? 0) > 0) return true;
  }
  for (const ending of ['en', 'et', 'n', 't', 'e', 'er', 'ene', 'erne']) {
    if (!key.endsWith(ending) || key.length - ending.length < 1) continue;
    const base = key.slice(0, -ending.length);
    if (base.length < 3 && !settingNouns().has(base)) continue;
    if (!isCommonWord(base)) continue;
    if ((evidence.counts.get(base)?.capitalised ?? 0) > 0) return true;
    if ((ending === 'en' || ending === 'et') && (base.length >= 4 || settingNouns().has(base))) return true;
  }
  return false;
}

/**
 * What a written word is, whatever the book: looked up once per word form and kept for the next books, with
 * what the book being read makes of it (`nameWord`, for the book numbered `book`).
 */
export interface WordForm {
  key: string;
  form: KeyForm;
  /** The key with a genitive ending dropped ("bergs" → "berg", "moses" → "mos"), "-s" first. */
  genitives: KeyForm[];
  capitalised: boolean;
  initial: boolean;
  /** A title or honorific ("Fru", "Skovrider"). */
  title: boolean;
  /** Never a name: a title, a pronoun, an article ("De", "Gud"). */
  never: boolean;
  properNoun: boolean;
  /** The name it is wherever it stands inside a sentence of the book `book` (a genitive -s dropped), if any. */
  nameWord: KeyForm | undefined;
  book: number;
}

export type Facts = (word: Word) => WordForm;

const wordForms = new Map<string, WordForm>();

export function wordForm(text: string): WordForm {
  let form = wordForms.get(text);
  if (!form) {
    const key = nameKey(text);
    const capitalised = isCapitalised(text);
    const title = honorifics().has(key) || (capitalised && compoundTitle(key));
    form = {
      key,
      form: keyForm(key),
      genitives: capitalised ? genitiveBases(key).map(keyForm) : [],
      capitalised,
      initial: isInitial(text),
      title,
      never: neverNames.has(key) || title,
      properNoun: dictionaryNames().properNouns.has(key),
      nameWord: undefined,
      book: 0,
    };
    if (wordForms.size > 100_000) wordForms.clear();
    wordForms.set(text, form);
  }
  return form;
}

/** A compound of a title ("amtsborgmester", "overlæge"): a prefix of three letters or more, then a title of six or more. */
function compoundTitle(key: string): boolean {
  if (key.length < 9) return false;
  for (let cut = 3; cut <= key.length - 6; cut++) {
    const prefix = key.slice(0, cut);
    if (!honorifics().has(key.slice(cut))) continue;
    if (isCommonWord(prefix) || (prefix.endsWith('s') && isCommonWord(prefix.slice(0, -1)))) return true;
  }
  return false;
}

function genitiveBases(key: string): string[] {
  if (key.length <= 3) return [];
  // "Holsø's", "Holsø’s": the apostrophe's genitive.
  if (/['’]s$/u.test(key)) return [key.slice(0, -2)];
  return ['s', 'es'].filter((ending) => key.endsWith(ending)).map((ending) => key.slice(0, -ending.length));
}

/** Books read so far in this thread by factsLookup, to stamp what a word form is in each. */
let booksRead = 0;

/** The words of one book: each word form looked up once, and what the book makes of it judged once. */
export function factsLookup(isName: NameTest, evidence: BookEvidence): Facts {
  const book = ++booksRead;
  return (word) => {
    const form = wordForm(word.text);
    if (form.book !== book) {
      form.nameWord = form.capitalised ? nameWordOf(form, isName, evidence) : undefined;
      form.book = book;
    }
    return form;
  };
}

/** The name a word is, or undefined when the word is no name here (a genitive -s is tried off too). */
function nameWordOf(word: WordForm, isName: NameTest, evidence: BookEvidence): KeyForm | undefined {
  for (const base of word.genitives) if (isName(base)) return base;
  if (!isName(word.form)) return undefined;
  // "Terslings" where the book writes "Godsejer Tersling" too: the genitive of a name no dictionary knows.
  return word.genitives.find((base) => !base.common && countsOf(evidence, base.key).capitalised > 0) ?? word.form;
}
