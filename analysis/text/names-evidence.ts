/**
 * Book-wide evidence for name detection. A capitalised word inside a sentence is a name candidate; whether the
 * capital means a name depends on how the whole book writes the same word:
 * - how often it is written in lower case (after aa→å: "gaarden" and "gården" agree) and how often it
 *   follows an article or possessive ("en Skov", "hans Hest"): both say common noun;
 * - the book's spelling: old spelling (pre-1948) capitalises every noun, and a text in capitals or with every
 *   word capitalised makes the capital no evidence at all.
 */
import { nameKey } from '../lexicons/names.ts';
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

export interface WordCounts {
  /** Written with a capital inside a sentence (not first in it or first in a speech span). */
  capitalised: number;
  /**
   * Written in lower case (counted for words that are capitalised somewhere; not for the words that are never
   * names, such as pronouns and prepositions, whose lower-case uses would not change a verdict).
   */
  lower: number;
  /** Right after an article, possessive or quantifier. */
  afterArticle: number;
}

export type Spelling = 'modern' | 'old' | 'capitals';

export interface BookEvidence {
  counts: Map<string, WordCounts>;
  spelling: Spelling;
}

/** Numerals beyond the quantifiers' ("femten Mile", "tusinde Mile"). */
const numerals = 'elleve tretten fjorten femten seksten sytten atten nitten tyve tredive tusinde'.split(' ');

const articles = new Set([...determiners, ...quantifiers, ...numerals, 'den', 'det', 'de', 'dem', 'al', 'alt']);

/** Closed-class words whose capital inside a sentence shows a text that capitalises every word. */
const everydayWords = new Set('og at som der det han hun de men for med til af på er var har havde ikke'.split(' '));

/**
 * A word that may be a name: a capital then small letters ("Berg", "Lille-Bentzen", "O'Neill"); not an
 * abbreviation ("DBUs", "TV-2") nor a compound ending in a common word ("Europa-Cup-runde").
 */
export function isCapitalised(text: string): boolean {
  if (letterCase(text) !== 'upper') return false;
  return /^\p{Lu}(?:\p{Ll}|['’]\p{Lu})[\p{Ll}'’]*(?:-\p{Lu}[\p{Ll}'’]*)*$/u.test(text);
}

/**
 * The case of a word's first character: 'upper', 'lower' or 'none' (not a letter). Read from the character
 * code for Latin letters (most words), by the general rule otherwise.
 */
export function letterCase(text: string): 'upper' | 'lower' | 'none' {
  const code = text.charCodeAt(0);
  if (code >= 97 && code <= 122) return 'lower';
  if (code >= 65 && code <= 90) return 'upper';
  if (code < 192) return 'none';
  if (code <= 222 && code !== 215) return 'upper';
  if (code <= 255 && code !== 247) return 'lower';
  const first = text[0] ?? '';
  const small = first.toLowerCase();
  if (small === first.toUpperCase()) return 'none';
  return first === small ? 'lower' : 'upper';
}

/** An initial ("H", "H.C") standing before a surname. */
export function isInitial(text: string): boolean {
  return /^\p{Lu}(?:\.\p{Lu})*$/u.test(text);
}

/** A word of two or more letters written in capitals only ("ALDRIG", "DSB"): no evidence of a name. */
export function isAllCaps(text: string): boolean {
  if (text.length < 2) return false;
  // Fast path for most words: a small second letter ("Berg") is no word in capitals, without building strings
  if (letterCase(text[1]!) === 'lower') return false;
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

/** First of its sentence, or first of a span of speech: capitalised by position, not as a name. */
export function startsUnit(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.initial || index === 0) return true;
  const previous = words[index - 1]!;
  return word.inDialogue && !previous.inDialogue;
}

/** Capitalised words that are never names: pronouns (the polite "De"), articles, prepositions, God. */
export const neverNames: ReadonlySet<string> = new Set([
  ...subjectWords,
  ...determiners,
  ...quantifiers,
  ...prepositions,
  ...firstPerson,
  ...secondPerson,
  ...thirdPerson,
  ...'og eller men thi så da når om hvis at ja nej jo tak farvel goddag gud guds herren herre vorherre ak o ah aa å aah åh ih uh hm'.split(
    ' ',
  ),
  ...'januar februar marts april maj mai juni juli august september oktober november december'.split(' '),
  ...'mandag tirsdag onsdag torsdag fredag lørdag søndag jul påske pinse'.split(' '),
]);

/** Closed-class words that matter to the evidence, with what they are (bits), looked up once per word. */
const wordRoles = new Map<string, number>();
const article = 1;
const everydayWord = 2;
const neverName = 4;
const addRole = (word: string, role: number) => wordRoles.set(word, (wordRoles.get(word) ?? 0) | role);
for (const word of articles) addRole(word, article);
for (const word of everydayWords) addRole(word, everydayWord);
for (const word of neverNames) addRole(word, neverName);

const noCounts: Readonly<WordCounts> = { capitalised: 0, lower: 0, afterArticle: 0 };

/** How often the book writes `key` capitalised, in lower case and after an article (zeros when never capitalised). */
export function countsOf(evidence: BookEvidence, key: string): Readonly<WordCounts> {
  return evidence.counts.get(key) ?? noCounts;
}

export function collectEvidence(paragraphs: readonly Paragraph[]): BookEvidence {
  const counts = new Map<string, WordCounts>();
  // Lower-case words are kept in order and counted at the end, for the words the book also capitalises.
  const lowerWords: string[] = [];
  const tally = {
    everyday: 0,
    everydayCapitalised: 0,
    letters: 0,
    allCaps: 0,
    afterArticle: 0,
    capitalAfterArticle: 0,
  };
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      const words = sentence.words;
      let previousRole = 0;
      for (let index = 0; index < words.length; index++) {
        const word = words[index]!;
        const kind = letterCase(word.text);
        const afterAnArticle = (previousRole & article) !== 0;
        const role = wordRoles.get(word.form) ?? 0;
        previousRole = role;
        if (kind === 'none') continue;
        tally.letters++;
        if (afterAnArticle) tally.afterArticle++;
        const unitStart = word.initial || index === 0 || (word.inDialogue && !words[index - 1]!.inDialogue);
        const everyday = !unitStart && (role & everydayWord) !== 0;
        if (everyday) tally.everyday++;
        if (kind === 'lower') {
          if ((role & neverName) === 0) lowerWords.push(word.form);
          continue;
        }
        if (isAllCaps(word.text)) {
          tally.allCaps++;
          continue;
        }
        if (everyday) tally.everydayCapitalised++;
        if (unitStart) continue;
        const key = word.form.includes('aa') ? nameKey(word.text) : word.form;
        let counted = counts.get(key);
        if (counted === undefined) {
          counted = { capitalised: 0, lower: 0, afterArticle: 0 };
          counts.set(key, counted);
        }
        counted.capitalised++;
        if (afterAnArticle) {
          tally.capitalAfterArticle++;
          counted.afterArticle++;
        }
      }
    }
  }
  for (const form of lowerWords) {
    const counted = counts.get(form);
    if (counted) counted.lower++;
  }
  return { counts, spelling: spellingOf(tally) };
}

function spellingOf(tally: {
  everyday: number;
  everydayCapitalised: number;
  letters: number;
  allCaps: number;
  afterArticle: number;
  capitalAfterArticle: number;
}): Spelling {
  if (tally.allCaps > tally.letters * 0.5) return 'capitals';
  if (tally.everyday > 0 && tally.everydayCapitalised > tally.everyday * 0.3) return 'capitals';
  // Old spelling: the word after an article is often capitalised ("en Mand", "det Hus"); today almost never.
  return tally.afterArticle >= 8 && tally.capitalAfterArticle > tally.afterArticle * 0.15 ? 'old' : 'modern';
}
