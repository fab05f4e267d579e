/**
 * Fuzzy matching of clichés in a sentence. A cliché is found when all its content words occur within a window
 * of the sentence, in any order and inflected (see sameStem); a cliché with a single content word must occur as
 * the whole phrase. The similarity score is
 * the share of the cliché's words found, lowered by a tenth when the content words are out of order; a score
 * below `minimumSimilarity` is no match.
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
}

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

const tokenOf = (form: string): Token => ({ form, lemma: lemmaOf(form) });

/** Same word: the same stem, or irregular forms of one lemma ("sprang" / "springer" / "springe"). */
function same(a: Token, b: Token): boolean {
  if (sameStem(a.form, b.form)) return true;
  if (a.lemma === a.form && b.lemma === b.form) return false;
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
}

const prepared = once(() => new Map(cliches().map((cliche) => [cliche, prepare(cliche)])));

function prepare(cliche: Cliche): PreparedCliche {
  return {
    cliche,
    anchor: tokenOf(cliche.anchor),
    words: cliche.words.map(tokenOf),
    contentWords: cliche.contentWords.map(tokenOf),
  };
}

export function findCliches(forms: readonly string[]): ClicheMatch[] {
  const tokens = forms.map(tokenOf);
  const candidates = new Set<PreparedCliche>();
  const byStem = index();
  const table = prepared();
  for (const token of tokens) {
    if (token.form.length < stemLength || clicheFunctionWords.has(token.form)) continue;
    const keys = [token.form.slice(0, stemLength), `+${token.form.slice(0, 4)}`];
    if (token.lemma !== token.form) keys.push(token.lemma.slice(0, stemLength), `+${token.lemma.slice(0, 4)}`);
    for (const key of keys) {
      for (const cliche of byStem.get(key) ?? []) {
        const entry = table.get(cliche)!;
        if (same(token, entry.anchor)) candidates.add(entry);
      }
    }
  }
  if (candidates.size === 0) return [];
  const matches: ClicheMatch[] = [];
  for (const entry of candidates) {
    const similarity = matchCliche(entry, tokens);
    if (similarity >= minimumSimilarity) matches.push({ cliche: entry.cliche, similarity });
  }
  return matches;
}

function matchCliche(entry: PreparedCliche, tokens: readonly Token[]): number {
  const { cliche } = entry;
  if (cliche.contentWords.length === 1 && cliche.words.length > 1) return contiguous(entry.words, tokens) ? 1 : 0;
  const window = cliche.words.length + 2;
  let best = 0;
  tokens.forEach((token, start) => {
    if (!same(token, entry.anchor)) return;
    const from = Math.max(0, start - window);
    const span = tokens.slice(from, Math.min(tokens.length, start + window));
    const positions = distinctPositions(entry.contentWords, span);
    if (!positions) return;
    const found = entry.words.filter((word) => span.some((candidate) => same(candidate, word))).length;
    const ordered = positions.every((position, i) => i === 0 || position > positions[i - 1]!);
    best = Math.max(best, found / cliche.words.length - (ordered ? 0 : 0.1));
  });
  return Math.round(best * 100) / 100;
}

/** Where each content word occurs in the span, each at its own position (so "igen og igen" needs two). */
function distinctPositions(words: readonly Token[], span: readonly Token[]): number[] | undefined {
  const used = new Set<number>();
  const positions: number[] = [];
  for (const word of words) {
    const position = span.findIndex((candidate, i) => !used.has(i) && same(candidate, word));
    if (position === -1) return undefined;
    used.add(position);
    positions.push(position);
  }
  return positions;
}

function contiguous(words: readonly Token[], tokens: readonly Token[]): boolean {
  for (let start = 0; start + words.length <= tokens.length; start++) {
    if (words.every((word, i) => same(tokens[start + i]!, word))) return true;
  }
  return false;
}
