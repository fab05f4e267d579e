/**
 * 'når' (when) as the conjunction where the tense tagger would see the present of 'nå' (reach) after a subject: in
 * "det klang, som naar man stryger med en Bue" and "Derfor elsker jeg, naar dit Hoved lægger sig", 'som' and 'jeg'
 * stand before it, but the clause it opens has a subject and a finite verb of its own after it. 'når' stays the verb
 * with no verb after it in its clause ("Han når toget", "Der når vi frem") and before a mark ("som han når,").
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { invertedPronouns, isPunctuatedBefore } from './tense-position.ts';
import { verbFollowsInClause } from './tense-subject.ts';

/** words[index] is 'når' opening a clause whose own finite verb follows it (after at most its subject pronoun). */
export function isConjunctionNår(words: readonly Word[], index: number): boolean {
  if (words[index]?.form !== 'når' || isPunctuatedBefore(words, index + 1)) return false;
  const next = words[index + 1];
  if (next === undefined) return false;
  if (!invertedPronouns.has(next.form)) return verbFollowsInClause(words, index);
  // the conjunction's own subject pronoun right after it, then a finite form ("naar man stryger", "når vi er")
  const verb = words[index + 2];
  if (verb !== undefined && !isPunctuatedBefore(words, index + 2) && lexicalTense(verb.form)) return true;
  return verbFollowsInClause(words, index + 1);
}
