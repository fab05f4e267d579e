/**
 * Name detection: capitalised words and sequences of them that the book uses as names ("Niels Lyhne",
 * "Fru Boye", "Kjøbenhavn"), found sentence by sentence with the book-wide evidence of names-evidence.ts.
 * A title or honorific before a name is kept with the mention ("Skovrider Berg"). A word at the start of a
 * sentence or of a speech span counts when the book uses the same word as a name elsewhere.
 */
import { dictionaryNames, honorifics, isCommonWord, nameKey, placeNames, settingNouns } from '../lexicons/names.ts';
import type { Paragraph, Word } from './document.ts';
import {
  type BookEvidence,
  collectEvidence,
  countsOf,
  isCapitalised,
  isInitial,
  letterCase,
  neverNames,
  startsUnit,
  type WordCounts,
} from './names-evidence.ts';
import { isWomansTitle, looseTitles, titleOfDefinite, womansTitleKey } from './names-titles.ts';

export interface NameMention {
  /**
   * The name's key: its words lower-cased, aa→å, a genitive -s dropped ("marie grubbe"); a lone surname after a
   * woman's title keeps the title ("fru berg").
   */
  key: string;
  /** As written, title included ("Fru Marie Grubbes"). */
  text: string;
  /** The key of the title before the name ("fru"), if any. */
  title?: string;
  paragraph: number;
  sentence: number;
  /** Indexes of the name's first and last word in its sentence (the title not included). */
  first: number;
  last: number;
}

/** What a name key is, whatever the book: looked up once per key and kept for the next books. */
interface KeyForm {
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
function nameTest(evidence: BookEvidence): NameTest {
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
interface WordForm {
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

type Facts = (word: Word) => WordForm;

const wordForms = new Map<string, WordForm>();

function wordForm(text: string): WordForm {
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
function factsLookup(isName: NameTest, evidence: BookEvidence): Facts {
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

/** Every name, title and initial starts with a capital letter. */
function startsWithCapital(text: string): boolean {
  return letterCase(text) === 'upper';
}

/** Abbreviations that open a place's or a person's name: "Kgs. Nytorv", "Skt. Hans", "Gl. Køge Landevej". */
const nameAbbreviations = new Set(['Kgs', 'Skt', 'St', 'Sdr', 'Nr', 'Gl', 'Ny', 'Vester', 'Øster']);

/**
 * Only white space between two words (a name does not run on over a comma: "Gerda, Edele"); the full stop of an
 * initial, a title ("Hr. Bigum") or an abbreviation that opens a name ("Kgs. Nytorv").
 */
function adjoining(text: string, left: Word, right: Word): boolean {
  const end = left.start + left.text.length;
  if (right.start === end + 1 && text[end] === ' ') return true;
  const gap = text.slice(end, right.start);
  if (/^\s+$/u.test(gap)) return true;
  const abbreviation = isInitial(left.text) || nameAbbreviations.has(left.text) || wordForm(left.text).title;
  return abbreviation && /^\.\s*$/u.test(gap);
}

export function findNames(paragraphs: readonly Paragraph[], evidence = collectEvidence(paragraphs)): NameMention[] {
  const facts = factsLookup(nameTest(evidence), evidence);
  const mentions: NameMention[] = [];
  for (let p = 0; p < paragraphs.length; p++) {
    const paragraph = paragraphs[p]!;
    for (let s = 0; s < paragraph.sentences.length; s++) {
      const words = paragraph.sentences[s]!.words;
      let i = 0;
      while (i < words.length) {
        const start = i;
        if (!startsWithCapital(words[i]!.text)) {
          i++;
          continue;
        }
        let key = '';
        while (i < words.length) {
          if (i > start && !adjoining(paragraph.text, words[i - 1]!, words[i]!)) break;
          const part = namePartAt(paragraph.text, words, i, key, facts, evidence);
          if (part === undefined) break;
          key = key === '' ? part : `${key} ${part}`;
          i++;
        }
        if (key === '') {
          i = start + 1;
          continue;
        }
        // A street's number belongs to the address: "Bredegade 55".
        const number = words[i];
        if (number && streetEnding.test(key) && /^\d+[a-z]?$/u.test(number.text)) {
          if (adjoining(paragraph.text, words[i - 1]!, number)) i++;
        }
        const before = words[start - 1];
        const titleWord =
          before && wordForm(before.text).title && adjoining(paragraph.text, before, words[start]!)
            ? before
            : undefined;
        const from = titleWord ? titleWord.start : words[start]!.start;
        const lastWord = words[i - 1]!;
        const mention: NameMention = {
          key,
          text: paragraph.text.slice(from, lastWord.start + lastWord.text.length),
          paragraph: p,
          sentence: s,
          first: start,
          last: i - 1,
        };
        if (titleWord) {
          mention.title = wordForm(titleWord.text).key;
          // "Fru Berg" is not "Berg" (her husband, a brother): a woman's title keeps a lone surname apart.
          if (!key.includes(' ') && isWomansTitle(mention.title)) {
            mention.key = `${womansTitleKey(mention.title)} ${key}`;
          }
        }
        mentions.push(mention);
      }
    }
  }
  return mentions;
}

/** The key of the word at `index` as the first (`first`) or the next part of a name, if it is one. */
function namePartAt(
  text: string,
  words: readonly Word[],
  index: number,
  before: string,
  facts: Facts,
  evidence: BookEvidence,
): string | undefined {
  const first = before === '';
  const word = facts(words[index]!);
  // A place is no first name: "Næstved Station", "Nørrebro Bibliotek" are the place and a common noun.
  if (!first && word.form.common && !word.properNoun && isPlaceName(before)) return undefined;
  const key = nameKeyAt(words, index, word, facts, evidence);
  if (key !== undefined) return key;
  if (first && afterTitle(text, words, index, word)) return withoutGenitive(word, evidence);
  if (!first && continuesName(word, evidence)) return word.key;
  // An initial ("H.C. Andersen") belongs to the name that follows it.
  if (!isInitialBefore(text, words, index, word)) return undefined;
  return nameKeyAt(words, index + 1, facts(words[index + 1]!), facts, evidence) !== undefined ? word.key : undefined;
}

/**
 * The name key of the word at `index`, if it is a name there. At the start of a sentence or speech span a word
 * is a name when the book writes it as one inside a sentence too, or when the dictionary knows it as a name
 * only, or as a name and a word while a name follows it ("Kim Larsen").
 */
function nameKeyAt(words: readonly Word[], index: number, word: WordForm, facts: Facts, evidence: BookEvidence) {
  if (!startsUnit(words, index)) return word.nameWord?.key ?? firstNameBefore(words, index, word, facts, evidence);
  if (word.nameWord !== undefined && knownAsName(word.nameWord.key, evidence)) return word.nameWord.key;
  if (!word.capitalised || evidence.spelling === 'capitals' || word.never) return undefined;
  // A known name in the genitive opening a sentence: "Frankrigs landstræner".
  const genitive = word.genitives.find((base) => base.known && !base.common);
  if (genitive && !word.form.known && !word.form.common) return genitive.key;
  const { known, common } = word.form;
  if (known && !common) return word.key;
  // Not a word at all in a text of today's spelling: a name ("Varelius sagde").
  if (!known && !common && evidence.spelling === 'modern') return word.key;
  const next = words[index + 1];
  const nameFollows = next && !startsUnit(words, index + 1) && facts(next).nameWord !== undefined;
  return nameFollows && (known || !common) ? word.key : undefined;
}

/** A first name that is also a word ("Kim", "Per", "Svend") right before a surname: "købte Kim Larsen". */
function firstNameBefore(words: readonly Word[], index: number, word: WordForm, facts: Facts, evidence: BookEvidence) {
  const next = words[index + 1];
  if (!next || evidence.spelling === 'capitals') return undefined;
  if (!word.capitalised || !word.properNoun || word.never) return undefined;
  const nextName = facts(next).nameWord;
  return nextName !== undefined && !nextName.common ? word.key : undefined;
}

const streetEnding = /(?:gade|vej|stræde|allé|plads|torv)$/u;

/** A name of one word that the gazetteer or the dictionary knows as a place. */
function isPlaceName(key: string): boolean {
  return !key.includes(' ') && (placeNames().has(key) || dictionaryNames().placeNouns.has(key));
}

/** "Hallagers" after "Frøken" is "Hallager" in the genitive when the book writes "Hallager" too. */
function withoutGenitive(word: WordForm, evidence: BookEvidence): string {
  const base = word.genitives.find((genitive) => countsOf(evidence, genitive.key).capitalised > 0);
  return base?.key ?? word.key;
}

/**
 * A capitalised word right after a name word is its next part ("Folmer Svane"), in today's spelling; in the old
 * spelling, where nouns are capitalised too ("gav Niels Brevet"), only when the dictionary knows it as a name.
 */
function continuesName(word: WordForm, evidence: BookEvidence): boolean {
  if (!word.capitalised || evidence.spelling === 'capitals' || word.never) return false;
  return evidence.spelling === 'modern' || (word.properNoun && !word.form.common);
}

/** "H." before a name: an initial followed by its full stop. */
function isInitialBefore(text: string, words: readonly Word[], index: number, word: WordForm): boolean {
  const written = words[index]!;
  return word.initial && index + 1 < words.length && text.charCodeAt(written.start + written.text.length) === 46;
}

/** A capitalised title or honorific ("Fru", "Skovrider"). */
function isTitle(word: Word): boolean {
  if (!startsWithCapital(word.text)) return false;
  const form = wordForm(word.text);
  return form.title && form.capitalised;
}

/**
 * A capitalised word right after a capitalised title ("Fru Hjort", "Skovrider Berg") is a name. After an
 * adjective or a kin word (in the old spelling every noun has a capital: "Lille Børn", "Fader Ret") only a word
 * the book or the dictionary knows as a name.
 */
function afterTitle(text: string, words: readonly Word[], index: number, word: WordForm) {
  const title = words[index - 1];
  if (!title || !isTitle(title)) return false;
  // "Hr. Etatsraaden": a title noun after a title is no name.
  if (!word.capitalised || word.never || word.form.excluded || !adjoining(text, title, words[index]!)) return false;
  if (!looseTitles.has(wordForm(title.text).key)) return true;
  return word.nameWord !== undefined || (word.properNoun && !word.form.common);
}

/** A word at the start of a sentence is a name when the book writes it as one inside a sentence too. */
function knownAsName(key: string, evidence: BookEvidence): boolean {
  return countsOf(evidence, key).capitalised > 0;
}
