/**
 * The predicate of a wish or a counterfactual (issue 28 points 3 and 6, 2026-11-27, eighth session): "saa vilde jeg
 * være en glubende Løve", "Vilde De ikke ønske, at De var en Ko?", "gid jeg var en Fugl". What a person would be,
 * wishes to be or is wished to be is no thing of the book's world: the predicate names an identity that does not
 * hold, so its words count for no semantic field. Danish marks the frame by a past modal before 'være' or 'blive'
 * ("vilde … være", "skulde … blive"), or by a wish, 'ønske' or 'gid', before a past 'var' or the infinitive 'være'
 * ("ønskede at være", "ønske, at De var"). The frame covers the words after the copula to the end of its clause,
 * at most `maxPredicate` words. A plain past ("han var en Løve paa Tinge") and a real conditional with 'hvis' keep
 * their words: neither says the identity does not hold.
 */
import type { Sentence, Word } from '../text/document.ts';
import { clauseBreak, gapBefore } from './figure-scope.ts';

/** The longest predicate counted, in words after the copula. */
const maxPredicate = 6;

/** Past modals (old and new spelling) that make 'være'/'blive' after them a would-be. */
const pastModals = new Set(['vilde', 'ville', 'skulde', 'skulle', 'kunde', 'kunne', 'burde', 'maatte', 'måtte']);

/** The copulas of the would-be after a modal. */
const modalCopulas = new Set(['være', 'vaere', 'blive', 'bleve']);

/** Words of wishing that make a following 'var' or 'være' a wished identity. */
const wishWords = new Set(['ønske', 'ønsker', 'ønskede', 'ønskte', 'ønsket', 'gid']);

/** The copulas of a wished identity ("ønske, at De var", "ønskede at være"). */
const wishCopulas = new Set(['var', 'vare', 'være']);

/** How far after its opener (a modal or a wish) the copula may stand: "vilde jeg ikke gerne være". */
const copulaReach = 5;

/** The index of the copula a would-be or a wish opened at `index` leads to, or -1. */
function copulaAfter(words: readonly Word[], index: number): number {
  const form = words[index]!.form;
  const copulas = pastModals.has(form) ? modalCopulas : wishWords.has(form) ? wishCopulas : undefined;
  if (!copulas) return -1;
  for (let at = index + 1; at < words.length && at - index <= copulaReach; at++)
    if (copulas.has(words[at]!.form)) return at;
  return -1;
}

const cache = new WeakMap<Sentence, Uint8Array | null>();

/** For each word of the sentence, whether it stands in the predicate of a wish or a would-be (null: none). */
export function hypotheticalMask(sentence: Sentence): Uint8Array | null {
  const cached = cache.get(sentence);
  if (cached !== undefined) return cached;
  let mask: Uint8Array | null = null;
  const words = sentence.words;
  for (let index = 0; index < words.length; index++) {
    const copula = copulaAfter(words, index);
    if (copula < 0) continue;
    mask ??= new Uint8Array(words.length);
    for (let inside = copula + 1; inside < words.length && inside - copula <= maxPredicate; inside++) {
      if (clauseBreak.test(gapBefore(sentence, inside))) break;
      mask[inside] = 1;
    }
  }
  cache.set(sentence, mask);
  return mask;
}

/** Whether the word at `index` of the sentence names what someone would be or wishes to be. */
export function inHypothetical(sentence: Sentence, index: number): boolean {
  return hypotheticalMask(sentence)?.[index] === 1;
}
