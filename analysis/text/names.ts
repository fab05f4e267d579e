/**
 * Name detection: capitalised words and sequences of them that the book uses as names ("Niels Lyhne",
 * "Fru Boye", "Kjøbenhavn"), found sentence by sentence with the book-wide evidence of names-evidence.ts.
 * A title or honorific before a name is kept with the mention ("Skovrider Berg"). A word at the start of a
 * sentence or of a speech span counts when the book uses the same word as a name elsewhere.
 */
import { dictionaryNames, honorifics, isCommonWord, nameKey, placeNames, settingNouns } from '../lexicons/names.ts';
import type { Paragraph, Word } from './document.ts';
import {
  determiners,
  firstPerson,
  prepositions,
  quantifiers,
  secondPerson,
  subjectWords,
  thirdPerson,
} from './function-words.ts';
import {
  type BookEvidence,
  collectEvidence,
  isCapitalised,
  isInitial,
  letterCase,
  startsUnit,
} from './names-evidence.ts';
import { titleOfDefinite } from './names-titles.ts';

export interface NameMention {
  /** The name's key: its words lower-cased, aa→å, a genitive -s dropped ("marie grubbe"). */
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

/** Capitalised words that are never names: pronouns (the polite "De"), articles, prepositions, God. */
const neverNames = new Set([
  ...subjectWords,
  ...determiners,
  ...quantifiers,
  ...prepositions,
  ...firstPerson,
  ...secondPerson,
  ...thirdPerson,
  ...'og eller men thi så da når om hvis at ja nej jo tak farvel goddag gud guds herren herre vorherre ak o ah'.split(
    ' ',
  ),
  ...'januar februar marts april maj mai juni juli august september oktober november december'.split(' '),
  ...'mandag tirsdag onsdag torsdag fredag lørdag søndag jul påske pinse'.split(' '),
]);

export type NameTest = (key: string) => boolean;

/** Which capitalised words of this book are names, judged once per word form. */
export function nameTest(evidence: BookEvidence): NameTest {
  const verdicts = new Map<string, boolean>();
  return (key) => {
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = judge(key, evidence);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

function judge(key: string, evidence: BookEvidence): boolean {
  const counts = evidence.counts.get(key) ?? { capitalised: 0, lower: 0, afterArticle: 0 };
  const capitals = evidence.spelling === 'capitals';
  if (!capitals && (counts.capitalised === 0 || counts.lower >= counts.capitalised)) return false;
  if (key.length < 2 || neverNames.has(key) || honorifics().has(key) || titleOfDefinite(key)) return false;
  const known = dictionaryNames().properNouns.has(key) || placeNames().has(key);
  const common = isCommonWord(key);
  if (capitals) return known && !common;
  // Two words written as one ("Altsammen", "Miljøklagenævnet") are a word, not a name.
  if (!common) {
    if (known) return true;
    // A word the book often writes after an article or a numeral is a noun ("femten Mile"), not a name.
    if (counts.afterArticle * 3 > counts.capitalised) return false;
    return !isCompound(key, evidence.spelling === 'modern' ? 5 : 4) && !pluralInBook(key, evidence);
  }
  // A word the dictionary knows as a common word: only as a name when the book treats it as one.
  const seldomLower = counts.lower * 5 <= counts.capitalised;
  const seldomAfterArticle = counts.afterArticle * 10 <= counts.capitalised;
  if (!seldomLower || !seldomAfterArticle || counts.capitalised < 2) return false;
  return evidence.spelling === 'modern' || (known && !inflectsInBook(key, evidence));
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

/** What a written word is, whatever the book: looked up once per word form and kept for the next books. */
interface WordForm {
  key: string;
  capitalised: boolean;
  initial: boolean;
  /** A title or honorific ("Fru", "Skovrider"). */
  title: boolean;
  /** Never a name: a title, a pronoun, an article ("De", "Gud"). */
  never: boolean;
  properNoun: boolean;
}

/** A word form with what this book makes of it. */
interface WordFacts extends WordForm {
  /** The key of the name it is wherever it stands inside a sentence (a genitive -s dropped), if any. */
  nameWord: string | undefined;
}

type Facts = (word: Word) => WordFacts;

const wordForms = new Map<string, WordForm>();

function wordForm(text: string): WordForm {
  let form = wordForms.get(text);
  if (!form) {
    const key = nameKey(text);
    form = {
      key,
      capitalised: isCapitalised(text),
      initial: isInitial(text),
      title: honorifics().has(key),
      never: neverNames.has(key) || honorifics().has(key),
      properNoun: dictionaryNames().properNouns.has(key),
    };
    if (wordForms.size > 100_000) wordForms.clear();
    wordForms.set(text, form);
  }
  return form;
}

function factsLookup(isName: NameTest): Facts {
  const cache = new Map<string, WordFacts>();
  return (word) => {
    let facts = cache.get(word.text);
    if (!facts) {
      const form = wordForm(word.text);
      facts = {
        key: form.key,
        capitalised: form.capitalised,
        initial: form.initial,
        title: form.title,
        never: form.never,
        properNoun: form.properNoun,
        nameWord: form.capitalised ? nameWordKey(form.key, isName) : undefined,
      };
      cache.set(word.text, facts);
    }
    return facts;
  };
}

/** The key of a name word, or undefined when the word is no name here (a genitive -s is tried off too). */
function nameWordKey(key: string, isName: NameTest): string | undefined {
  for (const ending of ['s', 'es']) {
    const base = key.slice(0, -ending.length);
    if (key.length > 3 && key.endsWith(ending) && isName(base)) return base;
  }
  return isName(key) ? key : undefined;
}

/** Every name, title and initial starts with a capital letter. */
function startsWithCapital(text: string): boolean {
  return letterCase(text) === 'upper';
}

/** Only white space between two words (a name does not run on over a comma: "Gerda, Edele"); an initial's full stop. */
function adjoining(text: string, left: Word, right: Word): boolean {
  const end = left.start + left.text.length;
  if (right.start === end + 1 && text[end] === ' ') return true;
  const gap = text.slice(end, right.start);
  return /^\s+$/u.test(gap) || (isInitial(left.text) && /^\.\s*$/u.test(gap));
}

export function findNames(paragraphs: readonly Paragraph[], evidence = collectEvidence(paragraphs)): NameMention[] {
  const isName = nameTest(evidence);
  const facts = factsLookup(isName);
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
        const keys: string[] = [];
        while (i < words.length) {
          if (i > start && !adjoining(paragraph.text, words[i - 1]!, words[i]!)) break;
          let key = nameKeyAt(words, i, facts, evidence);
          if (key === undefined && keys.length === 0 && afterTitle(paragraph.text, words, i, facts)) {
            key = facts(words[i]!).key;
          }
          if (key === undefined && keys.length > 0 && continuesName(facts(words[i]!), evidence)) {
            key = facts(words[i]!).key;
          }
          // An initial ("H.C. Andersen") belongs to the name that follows it.
          if (
            key === undefined &&
            isInitialBefore(paragraph.text, words, i, facts) &&
            nameKeyAt(words, i + 1, facts, evidence) !== undefined
          ) {
            key = facts(words[i]!).key;
          }
          if (key === undefined) break;
          keys.push(key);
          i++;
        }
        if (keys.length === 0) {
          i = start + 1;
          continue;
        }
        const before = words[start - 1];
        const titleWord =
          before && facts(before).title && adjoining(paragraph.text, before, words[start]!) ? before : undefined;
        const from = titleWord ? titleWord.start : words[start]!.start;
        const lastWord = words[i - 1]!;
        mentions.push({
          key: keys.join(' '),
          text: paragraph.text.slice(from, lastWord.start + lastWord.text.length),
          ...(titleWord ? { title: facts(titleWord).key } : {}),
          paragraph: p,
          sentence: s,
          first: start,
          last: i - 1,
        });
      }
    }
  }
  return mentions;
}

/**
 * The name key of the word at `index`, if it is a name there. At the start of a sentence or speech span a word
 * is a name when the book writes it as one inside a sentence too, or when the dictionary knows it as a name
 * only, or as a name and a word while a name follows it ("Kim Larsen").
 */
function nameKeyAt(words: readonly Word[], index: number, facts: Facts, evidence: BookEvidence) {
  const word = facts(words[index]!);
  if (!startsUnit(words, index)) return word.nameWord ?? firstNameBefore(words, index, facts, evidence);
  if (word.nameWord !== undefined && knownAsName(word.nameWord, evidence)) return word.nameWord;
  if (!word.capitalised || evidence.spelling === 'capitals' || word.never) return undefined;
  const known = word.properNoun || placeNames().has(word.key);
  const common = isCommonWord(word.key);
  if (known && !common) return word.key;
  // Not a word at all in a text of today's spelling: a name ("Varelius sagde").
  if (!known && !common && evidence.spelling === 'modern') return word.key;
  const next = words[index + 1];
  const nameFollows = next && !startsUnit(words, index + 1) && facts(next).nameWord !== undefined;
  return nameFollows && (known || !common) ? word.key : undefined;
}

/** A first name that is also a word ("Kim", "Per", "Svend") right before a surname: "købte Kim Larsen". */
function firstNameBefore(words: readonly Word[], index: number, facts: Facts, evidence: BookEvidence) {
  const next = words[index + 1];
  if (!next || evidence.spelling === 'capitals') return undefined;
  const word = facts(words[index]!);
  if (!word.capitalised || !word.properNoun || word.never) return undefined;
  const nextKey = facts(next).nameWord;
  return nextKey !== undefined && !isCommonWord(nextKey) ? word.key : undefined;
}

/**
 * A capitalised word right after a name word is its next part ("Folmer Svane"), in today's spelling; in the old
 * spelling, where nouns are capitalised too ("gav Niels Brevet"), only when the dictionary knows it as a name.
 */
function continuesName(word: WordFacts, evidence: BookEvidence): boolean {
  if (!word.capitalised || evidence.spelling === 'capitals' || word.never) return false;
  return evidence.spelling === 'modern' || (word.properNoun && !isCommonWord(word.key));
}

/** "H." before a name: an initial followed by its full stop. */
function isInitialBefore(text: string, words: readonly Word[], index: number, facts: Facts): boolean {
  const word = words[index]!;
  return index + 1 < words.length && text[word.start + word.text.length] === '.' && facts(word).initial;
}

/** A capitalised word right after a capitalised title ("Fru Hjort", "Skovrider Berg") is a name. */
function afterTitle(text: string, words: readonly Word[], index: number, facts: Facts): boolean {
  const title = words[index - 1];
  if (!title || !facts(title).title || !facts(title).capitalised) return false;
  const word = facts(words[index]!);
  return word.capitalised && !word.never && adjoining(text, title, words[index]!);
}

/** A word at the start of a sentence is a name when the book writes it as one inside a sentence too. */
function knownAsName(key: string, evidence: BookEvidence): boolean {
  return (evidence.counts.get(key)?.capitalised ?? 0) > 0;
}
