/**
 * Fuzzy matching of clichés in a sentence. A cliché is found when its words occur in the cliché's order, inflected
 * (see sameStem), within a short window: at most `allowedGap` other words in between in all ('hjertet hamrede
 * vildt i brystet'; see allowedGap), so a literal use that spreads the words apart ('holdt bogen i vejret' for
 * 'holdt vejret') is no match. Every content word — the words that carry the figurative sense ('is' in 'kold som is') — must be
 * there; only the cliché's function words may be missing. A cliché with a single content word must occur as the
 * whole phrase. The similarity score is the share of the cliché's words found; below `minimumSimilarity` is no
 * match.
 */
import { type Cliche, clicheFunctionWords, cliches } from '../lexicons/cliches.ts';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { once } from '../lexicons/load.ts';
import { commonInflectionEndings, pastAndDegreeEndings } from '../text/inflections.ts';

export const minimumSimilarity = 0.75;
const stemLength = 3;

export interface ClicheMatch {
  cliche: Cliche;
  similarity: number;
  /** The first and the last matched word (indexes into the forms searched). */
  first: number;
  last: number;
}

/** How a cliché matched from one start: how many of its words, and the last word matched. */
interface Found {
  found: number;
  first: number;
  last: number;
}
const none: Found = { found: 0, first: 0, last: 0 };

const stemKey = (word: string) => (word.length <= 4 ? word.slice(0, stemLength) : `+${word.slice(0, 4)}`);

/** Clichés by the start of their anchor and of its lemma: three letters for short words, four for longer ones. */
const index = once(() => {
  const byStem = new Map<string, Set<Cliche>>();
  for (const cliche of cliches()) {
    for (const key of new Set([stemKey(cliche.anchor), stemKey(lemmaOf(cliche.anchor))])) {
      const set = byStem.get(key) ?? new Set();
      set.add(cliche);
      byStem.set(key, set);
    }
  }
  return byStem;
});

/** Endings a Danish word may take or lose between the cliché's form and the text's form. */
const inflectionEndings = new Set<string>([...commonInflectionEndings, ...pastAndDegreeEndings]);

/**
 * Two forms of one word: equal, or sharing all but at most the last letter of the shorter one with only an
 * inflection ending left over on both sides ("hjerte"/"hjertet", "kolde"/"koldt", "hamrer"/"hamrede").
 * Words of three letters or fewer must be equal.
 */
export function sameStem(word: string, target: string): boolean {
  if (word === target) return true;
  const shorter = word.length <= target.length ? word : target;
  const longer = shorter === word ? target : word;
  if (shorter.length <= stemLength) return false;
  let common = 0;
  while (common < shorter.length && shorter.charCodeAt(common) === longer.charCodeAt(common)) common++;
  if (common < shorter.length - 1 || common < stemLength + 1) return false;
  return inflectionEndings.has(shorter.slice(common)) && inflectionEndings.has(longer.slice(common));
}

/** The lemma of an irregular form ("sprang" → "springe"), from the dictionary's 'st:' entries. */
function lemmaOf(form: string): string {
  return hunspellTables().lemmaOf.get(form) ?? form;
}

/** A word with its lemma looked up once. */
interface Token {
  form: string;
  lemma: string;
}

/** Tokens by form, made once per form for the worker's life (the keys too): a book repeats its words. */
interface CachedToken extends Token {
  keys: readonly string[];
}
const tokens = new Map<string, CachedToken>();

function tokenOf(form: string): CachedToken {
  let token = tokens.get(form);
  if (token) return token;
  if (tokens.size > 300_000) tokens.clear();
  const lemma = lemmaOf(form);
  const keys = [form.slice(0, stemLength), `+${form.slice(0, 4)}`];
  if (lemma !== form) keys.push(lemma.slice(0, stemLength), `+${lemma.slice(0, 4)}`);
  token = { form, lemma, keys };
  tokens.set(form, token);
  return token;
}

/** Same word: the same stem, or irregular forms of one lemma ("sprang" / "springer" / "springe"). */
function same(a: Token, b: Token): boolean {
  if (sameStem(a.form, b.form)) return true;
  if (a.lemma === a.form && b.lemma === b.form) return false;
  // Short forms are homographs too often to share a lemma: 'lig' (corpse; lie!) and 'laa', 'ved' (by; knows)
  if (a.form.length <= stemLength || b.form.length <= stemLength) return false;
  return a.lemma === b.lemma || sameStem(a.lemma, b.lemma);
}

export function sameWord(word: string, target: string): boolean {
  return same(tokenOf(word), tokenOf(target));
}

interface PreparedCliche {
  cliche: Cliche;
  anchor: Token;
  words: Token[];
  contentWords: Token[];
  /** The words a match can start with: the leading function words and the first content word. */
  openers: Token[];
}

const prepared = once(() => new Map(cliches().map((cliche) => [cliche, prepare(cliche)])));

function prepare(cliche: Cliche): PreparedCliche {
  return {
    cliche,
    anchor: tokenOf(cliche.anchor),
    words: cliche.words.map(tokenOf),
    contentWords: cliche.contentWords.map(tokenOf),
    openers: cliche.words
      .slice(0, cliche.words.findIndex((word) => !clicheFunctionWords.has(word)) + 1 || cliche.words.length)
      .map(tokenOf),
  };
}

export function findCliches(forms: readonly string[]): ClicheMatch[] {
  const sentence = forms.map(tokenOf);
  let candidates: Set<PreparedCliche> | undefined;
  const byStem = index();
  const table = prepared();
  for (const token of sentence) {
    if (token.form.length < stemLength || clicheFunctionWords.has(token.form)) continue;
    for (const key of token.keys) {
      for (const cliche of byStem.get(key) ?? []) {
        const entry = table.get(cliche)!;
        if (!same(token, entry.anchor)) continue;
        candidates ??= new Set();
        candidates.add(entry);
      }
    }
  }
  if (!candidates) return [];
  const matches: ClicheMatch[] = [];
  for (const entry of candidates) {
    const best = matchCliche(entry, sentence);
    const similarity = Math.round((best.found / entry.cliche.words.length) * 100) / 100;
    if (similarity >= minimumSimilarity)
      matches.push({ cliche: entry.cliche, similarity, first: best.first, last: best.last });
  }
  return matches;
}

/**
 * Other words allowed between a cliché's words, in all: none in a cliché of two words ('holdt vejret'), one in a
 * cliché of three or four, two in a longer one; none where the cliché doubles a word ('gang på gang'). Up to `freeInsertions` function words (a pronoun, an article:
 * 'holdt hun vejret', 'rød som et dryppende blod') do not count.
 */
export function allowedGap(words: number): number {
  return words <= 2 ? 0 : words <= 4 ? 1 : 2;
}
const freeInsertions = 2;

/** A function word that may come in between for free; a conjunction starts another clause ("Hjerte og sank"). */
function isFreeInsertion(form: string): boolean {
  return clicheFunctionWords.has(form) && !clauseBreaks.has(form);
}
const clauseBreaks = new Set(['og', 'eller', 'men']);

function matchCliche(entry: PreparedCliche, tokens: readonly Token[]): Found {
  const { cliche } = entry;
  if (cliche.contentWords.length === 1 && cliche.words.length > 1) {
    const at = contiguous(entry.words, tokens);
    return at < 0 ? none : { found: cliche.words.length, first: at, last: at + cliche.words.length - 1 };
  }
  let best = none;
  for (let start = 0; start < tokens.length; start++) {
    if (!entry.openers.some((opener) => same(tokens[start]!, opener))) continue;
    const found = matchFrom(entry, tokens, start);
    if (found.found > best.found) best = found;
  }
  return best;
}

/** How many of the cliché's words match in order from `start` (the first found word is the token there), or 0. */
function matchFrom(entry: PreparedCliche, tokens: readonly Token[], start: number): Found {
  // A doubled word ('gang på gang', 'igen og igen') is a fixed phrase: nothing may come in between.
  const doubled = new Set(entry.cliche.words).size < entry.cliche.words.length;
  const gapAllowed = doubled ? 0 : allowedGap(entry.words.length);
  const freeAllowed = doubled ? 0 : freeInsertions;
  let gaps = 0;
  let free = 0;
  let next = start;
  let found = 0;
  let pronouns = 0;
  for (let j = 0; j < entry.words.length; j++) {
    const word = entry.words[j]!;
    const content = !clicheFunctionWords.has(entry.cliche.words[j]!);
    // Before the first match the word must be at `start`; after it, within what is left of the gap.
    const last = found === 0 ? start : Math.min(tokens.length - 1, next + gapAllowed - gaps + freeAllowed - free);
    let at = -1;
    let gapsThen = gaps;
    let freeThen = free;
    for (let k = next; k <= last; k++) {
      if (same(tokens[k]!, word)) {
        at = k;
        break;
      }
      if (found === 0) break;
      // An inserted word: a function word is free (up to freeInsertions), any other counts toward the gap.
      if (isFreeInsertion(tokens[k]!.form) && freeThen < freeAllowed) freeThen++;
      else gapsThen++;
      if (gapsThen > gapAllowed) break;
    }
    if (at === -1) {
      if (content) return none;
      // The cliché's pronoun stands for any subject: "Mikkel trak på skuldrene" is "han trak på skuldrene"
      if (found > 0 || !placeholderPronouns.has(entry.cliche.words[j]!)) continue;
      pronouns++;
      continue;
    }
    gaps = gapsThen;
    free = freeThen;
    found++;
    next = at + 1;
  }
  return found === 0 ? none : { found: found + pronouns, first: start, last: next - 1 };
}

/** The subject pronoun a cliché opens with stands for whoever does it ("han trak på skuldrene"). */
const placeholderPronouns = new Set(['han', 'hun', 'de', 'jeg', 'vi', 'man']);

/** Where the words occur one after the other in the tokens, or -1. */
function contiguous(words: readonly Token[], tokens: readonly Token[]): number {
  for (let start = 0; start + words.length <= tokens.length; start++) {
    if (words.every((word, i) => same(tokens[start + i]!, word))) return start;
  }
  return -1;
}
