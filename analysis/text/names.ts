/**
 * Name detection: capitalised words and sequences of them that the book uses as names ("Niels Lyhne",
 * "Fru Boye", "Kjøbenhavn"), found sentence by sentence with the book-wide evidence of names-evidence.ts.
 * A title or honorific before a name is kept with the mention ("Skovrider Berg"). A word at the start of a
 * sentence or of a speech span counts when the book uses the same word as a name elsewhere.
 */
import { dictionaryNames, placeNames } from '../lexicons/names.ts';
import type { Paragraph, Word } from './document.ts';
import { type Facts, factsLookup, nameTest, type WordForm, wordForm } from './name-facts.ts';
import { type BookEvidence, collectEvidence, countsOf, isInitial, letterCase, startsUnit } from './names-evidence.ts';
import { isWomansTitle, looseTitles, womansTitleKey } from './names-titles.ts';

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
