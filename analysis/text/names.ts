/**
 * Name detection: capitalised words and sequences of them that the book uses as names ("Niels Lyhne",
 * "Fru Boye", "Kjøbenhavn"), found sentence by sentence with the book-wide evidence of names-evidence.ts.
 * A title or honorific before a name is kept with the mention ("Skovrider Berg"). A word at the start of a
 * sentence or of a speech span counts when the book uses the same word as a name elsewhere.
 */
import { dictionaryNames, honorifics, isCommonWord, nameKey, placeNames } from '../lexicons/names.ts';
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
import { type BookEvidence, collectEvidence, isCapitalised, isInitial, letterCase, startsUnit } from './names-evidence.ts';
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
  if (key.length < 2 || neverNames.has(key) || honorifics().has(key) || titleOfDefinite(key)) return false;
  const known = dictionaryNames().properNouns.has(key) || placeNames().has(key);
  const counts = evidence.counts.get(key) ?? { capitalised: 0, lower: 0, afterArticle: 0 };
  const common = isCommonWord(key);
  if (evidence.spelling === 'capitals') return known && !common;
  if (counts.capitalised === 0 || counts.lower >= counts.capitalised) return false;
  if (!common) return evidence.spelling === 'modern' || known || !isCompound(key);
  // A word the dictionary knows as a common word: only as a name when the book treats it as one.
  const seldomLower = counts.lower * 5 <= counts.capitalised;
  const seldomAfterArticle = counts.afterArticle * 10 <= counts.capitalised;
  if (!seldomLower || !seldomAfterArticle || counts.capitalised < 2) return false;
  return evidence.spelling === 'modern' || (known && !inflectsInBook(key, evidence));
}

/** Two dictionary words written as one, the old way ("Altsammen" = "alt" + "sammen"). */
function isCompound(key: string): boolean {
  for (let cut = 3; cut <= key.length - 4; cut++) {
    if (isCommonWord(key.slice(0, cut)) && isCommonWord(key.slice(cut))) return true;
  }
  return false;
}

/**
 * Old spelling: "Sindet" is "Sind" inflected when the book writes "Sind" too, so a noun, not a name; a definite
 * form of a dictionary noun of four letters or more ("Marken", "Jorden") is a noun even when a place shares it.
 */
function inflectsInBook(key: string, evidence: BookEvidence): boolean {
  for (const ending of ['en', 'et', 'n', 't', 'e', 'er', 'ene', 'erne']) {
    if (!key.endsWith(ending) || key.length - ending.length < 3) continue;
    const base = key.slice(0, -ending.length);
    if (!isCommonWord(base)) continue;
    if ((evidence.counts.get(base)?.capitalised ?? 0) > 0) return true;
    if ((ending === 'en' || ending === 'et') && base.length >= 4) return true;
  }
  return false;
}

/** The key of a name word, or undefined when the word is no name here (a genitive -s is tried off too). */
function nameWordKey(word: Word, isName: NameTest): string | undefined {
  if (!isCapitalised(word.text)) return undefined;
  const key = nameKey(word.text);
  for (const ending of ['s', 'es']) {
    const base = key.slice(0, -ending.length);
    if (key.length > 3 && key.endsWith(ending) && isName(base)) return base;
  }
  return isName(key) ? key : undefined;
}

function isTitle(word: Word | undefined): boolean {
  return word !== undefined && honorifics().has(nameKey(word.text));
}

/** Every name, title and initial starts with a capital letter. */
function startsWithCapital(text: string): boolean {
  return letterCase(text) === 'upper';
}

/** Only white space between two words (a name does not run on over a comma: "Gerda, Edele"); an initial's full stop. */
function adjoining(text: string, left: Word, right: Word): boolean {
  const gap = text.slice(left.start + left.text.length, right.start);
  return /^\s+$/u.test(gap) || (isInitial(left.text) && /^\.\s*$/u.test(gap));
}

export function findNames(paragraphs: readonly Paragraph[], evidence = collectEvidence(paragraphs)): NameMention[] {
  const isNameForm = nameTest(evidence);
  const wordKeys = new Map<string, string | undefined>();
  // The verdict on a written word, kept by its text: nameWordKey via the cache.
  const isName: NameTest = isNameForm;
  const keyOfWord = (word: Word) => {
    if (wordKeys.has(word.text)) return wordKeys.get(word.text);
    const key = nameWordKey(word, isName);
    wordKeys.set(word.text, key);
    return key;
  };
  const mentions: NameMention[] = [];
  paragraphs.forEach((paragraph, p) => {
    paragraph.sentences.forEach((sentence, s) => {
      const words = sentence.words;
      const keyAt = (i: number) => nameKeyAt(words, i, keyOfWord, isName, evidence);
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
          let key = keyAt(i);
          if (key === undefined && keys.length === 0 && afterTitle(paragraph.text, words, i)) {
            key = nameKey(words[i]!.text);
          }
          if (key === undefined && keys.length > 0 && continuesName(words[i]!, evidence)) key = nameKey(words[i]!.text);
          // An initial ("H.C. Andersen") belongs to the name that follows it.
          if (key === undefined && isInitialBefore(paragraph.text, words, i) && keyAt(i + 1) !== undefined) {
            key = nameKey(words[i]!.text);
          }
          if (key === undefined) break;
          keys.push(key);
          i++;
        }
        if (keys.length === 0) {
          i = start + 1;
          continue;
        }
        const titleWord =
          start > 0 && isTitle(words[start - 1]) && adjoining(paragraph.text, words[start - 1]!, words[start]!)
            ? words[start - 1]
            : undefined;
        const from = titleWord ? titleWord.start : words[start]!.start;
        const lastWord = words[i - 1]!;
        mentions.push({
          key: keys.join(' '),
          text: paragraph.text.slice(from, lastWord.start + lastWord.text.length),
          ...(titleWord ? { title: nameKey(titleWord.text) } : {}),
          paragraph: p,
          sentence: s,
          first: start,
          last: i - 1,
        });
      }
    });
  });
  return mentions;
}

/**
 * The name key of the word at `index`, if it is a name there. At the start of a sentence or speech span a word
 * is a name when the book writes it as one inside a sentence too, or when the dictionary knows it as a name
 * only, or as a name and a word while a name follows it ("Kim Larsen").
 */
function nameKeyAt(
  words: readonly Word[],
  index: number,
  keyOfWord: (word: Word) => string | undefined,
  isName: NameTest,
  evidence: BookEvidence,
) {
  const word = words[index]!;
  const key = keyOfWord(word);
  if (!startsUnit(words, index)) return key ?? firstNameBefore(words, index, isName, evidence);
  if (key !== undefined && knownAsName(key, evidence)) return key;
  if (!isCapitalised(word.text) || evidence.spelling === 'capitals') return undefined;
  const written = nameKey(word.text);
  if (neverNames.has(written) || honorifics().has(written)) return undefined;
  const known = dictionaryNames().properNouns.has(written) || placeNames().has(written);
  const common = isCommonWord(written);
  if (known && !common) return written;
  // Not a word at all in a text of today's spelling: a name ("Varelius sagde").
  if (!known && !common && evidence.spelling === 'modern') return written;
  const next = words[index + 1];
  const nameFollows = next && !startsUnit(words, index + 1) && nameWordKey(next, isName) !== undefined;
  return nameFollows && (known || !common) ? written : undefined;
}

/** A first name that is also a word ("Kim", "Per", "Svend") right before a surname: "købte Kim Larsen". */
function firstNameBefore(words: readonly Word[], index: number, isName: NameTest, evidence: BookEvidence) {
  const word = words[index]!;
  const next = words[index + 1];
  if (!next || !isCapitalised(word.text) || evidence.spelling === 'capitals') return undefined;
  const written = nameKey(word.text);
  if (!dictionaryNames().properNouns.has(written) || neverNames.has(written) || honorifics().has(written))
    return undefined;
  const nextKey = nameWordKey(next, isName);
  return nextKey !== undefined && !isCommonWord(nextKey) ? written : undefined;
}

/**
 * A capitalised word right after a name word is its next part ("Folmer Svane"), in today's spelling; in the old
 * spelling, where nouns are capitalised too ("gav Niels Brevet"), only when the dictionary knows it as a name.
 */
function continuesName(word: Word, evidence: BookEvidence): boolean {
  if (!isCapitalised(word.text) || evidence.spelling === 'capitals') return false;
  const key = nameKey(word.text);
  if (neverNames.has(key) || honorifics().has(key)) return false;
  return evidence.spelling === 'modern' || (dictionaryNames().properNouns.has(key) && !isCommonWord(key));
}

/** "H." before a name: an initial followed by its full stop. */
function isInitialBefore(text: string, words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  const next = words[index + 1];
  return next !== undefined && isInitial(word.text) && text[word.start + word.text.length] === '.';
}

/** A capitalised word right after a capitalised title ("Fru Hjort", "Skovrider Berg") is a name. */
function afterTitle(text: string, words: readonly Word[], index: number): boolean {
  const title = words[index - 1];
  const word = words[index]!;
  if (!title || !isTitle(title) || !isCapitalised(title.text) || !isCapitalised(word.text)) return false;
  const key = nameKey(word.text);
  return adjoining(text, title, word) && !neverNames.has(key) && !honorifics().has(key);
}

/** A word at the start of a sentence is a name when the book writes it as one inside a sentence too. */
function knownAsName(key: string, evidence: BookEvidence): boolean {
  return (evidence.counts.get(key)?.capitalised ?? 0) > 0;
}
