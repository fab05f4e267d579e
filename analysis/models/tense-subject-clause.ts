/**
 * The verb after a clause that is the subject: "At han kom, glæder ikke nogen"; "den med at han vidste det, holder
 * ikke, når man ser efter". A subject clause, or a noun phrase ending in a clause, is closed off by a comma, and the
 * main clause's finite verb comes right after the comma, before its sentence adverb: the form after the mark, with a
 * negation after it that ends the clause, is that verb. The clause before the mark has its own finite verb.
 *
 * A row of words with no verb before the mark ("Lister, tanker ikke.") and a negation that belongs to the next part
 * ("ideer, ikke tanker") are no such clause.
 */
import type { Word } from '../text/document.ts';
import type { IsFinite } from './tense-fronted.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const negations = new Set(['ikke', 'aldrig']);
/** Words that open a clause after the negation ("holder ikke, når …", "passer ikke hvis …"). */
const clauseOpeners = new Set(['når', 'hvis', 'fordi', 'at', 'og', 'men', 'da', 'selvom']);

/** words[index] right after a mark, before a negation ending its clause, with a finite verb in the part before. */
export function isAfterSubjectClause(words: readonly Word[], index: number, isFiniteVerb: IsFinite): boolean {
  if (index < 2 || !isPunctuatedBefore(words, index)) return false;
  const negation = words[index + 1];
  if (negation === undefined || !negations.has(negation.form) || isPunctuatedBefore(words, index + 1)) return false;
  const after = words[index + 2];
  const ends = after === undefined || isPunctuatedBefore(words, index + 2) || clauseOpeners.has(after.form);
  if (!ends) return false;
  // the clause before the mark has a finite verb
  for (let at = index - 1; at >= 0; at--) {
    if (isFiniteVerb(at)) return true;
    if (isPunctuatedBefore(words, at)) return false;
  }
  return false;
}
