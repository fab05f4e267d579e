/**
 * Fuzzy matching of clichés in a sentence. A cliché is found when all its content words occur within a window
 * of the sentence, in any order and inflected (see sameStem); a cliché with a single content word must occur as
 * the whole phrase. The similarity score is
 * the share of the cliché's words found, lowered by a tenth when the content words are out of order; a score
 * below `minimumSimilarity` is no match.
 */
import { type Cliche, clicheFunctionWords, cliches } from '../lexicons/cliches.ts';
import { once } from '../lexicons/load.ts';

export const minimumSimilarity = 0.75;
const stemLength = 3;

export interface ClicheMatch {
  cliche: Cliche;
  similarity: number;
}

/** Clichés by the start of their anchor: three letters for short anchors, four for longer ones. */
const index = once(() => {
  const byStem = new Map<string, Cliche[]>();
  for (const cliche of cliches()) {
    const key = cliche.anchor.length <= 4 ? cliche.anchor.slice(0, stemLength) : `+${cliche.anchor.slice(0, 4)}`;
    const list = byStem.get(key) ?? [];
    list.push(cliche);
    byStem.set(key, list);
  }
  return byStem;
});

/** Endings a Danish word may take or lose between the cliché's form and the text's form. */
const inflectionEndings = new Set([
  '',
  'e',
  'en',
  'et',
  'er',
  'ene',
  'erne',
  'ens',
  'ets',
  't',
  's',
  'es',
  'ede',
  'te',
  'de',
  'r',
  'n',
  'ne',
  'ende',
  're',
  'ste',
  'st',
]);

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

export function findCliches(forms: readonly string[]): ClicheMatch[] {
  const candidates = new Set<Cliche>();
  const byStem = index();
  for (const form of forms) {
    if (form.length < stemLength || clicheFunctionWords.has(form)) continue;
    for (const cliche of byStem.get(form.slice(0, stemLength)) ?? []) {
      if (sameStem(form, cliche.anchor)) candidates.add(cliche);
    }
    if (form.length < 4) continue;
    for (const cliche of byStem.get(`+${form.slice(0, 4)}`) ?? []) {
      if (sameStem(form, cliche.anchor)) candidates.add(cliche);
    }
  }
  if (candidates.size === 0) return [];
  const matches: ClicheMatch[] = [];
  for (const cliche of candidates) {
    const similarity = matchCliche(cliche, forms);
    if (similarity >= minimumSimilarity) matches.push({ cliche, similarity });
  }
  return matches;
}

function matchCliche(cliche: Cliche, forms: readonly string[]): number {
  if (cliche.contentWords.length === 1 && cliche.words.length > 1) return contiguous(cliche.words, forms) ? 1 : 0;
  const window = cliche.words.length + 2;
  let best = 0;
  forms.forEach((form, start) => {
    if (!sameStem(form, cliche.anchor)) return;
    const from = Math.max(0, start - window);
    const span = forms.slice(from, Math.min(forms.length, start + window));
    const positions = distinctPositions(cliche.contentWords, span);
    if (!positions) return;
    const found = cliche.words.filter((word) => span.some((candidate) => sameStem(candidate, word))).length;
    const ordered = positions.every((position, i) => i === 0 || position > positions[i - 1]!);
    best = Math.max(best, found / cliche.words.length - (ordered ? 0 : 0.1));
  });
  return Math.round(best * 100) / 100;
}

/** Where each content word occurs in the span, each at its own position (so "igen og igen" needs two). */
function distinctPositions(words: readonly string[], span: readonly string[]): number[] | undefined {
  const used = new Set<number>();
  const positions: number[] = [];
  for (const word of words) {
    const position = span.findIndex((candidate, i) => !used.has(i) && sameStem(candidate, word));
    if (position === -1) return undefined;
    used.add(position);
    positions.push(position);
  }
  return positions;
}

function contiguous(words: readonly string[], forms: readonly string[]): boolean {
  for (let start = 0; start + words.length <= forms.length; start++) {
    if (words.every((word, i) => sameStem(forms[start + i]!, word))) return true;
  }
  return false;
}
