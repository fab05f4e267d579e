/**
 * The verb after a clause that is the subject: "At han kom, glæder ikke nogen"; "den med at han vidste det, holder
 * ikke, når man ser efter". A subject clause, or a noun phrase ending in a clause, is closed off by a comma, and the
 * main clause's finite verb comes right after the comma, before its sentence adverb: the form after the mark, with a
 * negation after it that ends the clause, is that verb. The clause before the mark has its own finite verb.
 *
 * A row of words with no verb before the mark ("Gode ord, tanker ikke.") and a negation that belongs to the next part
 * ("ideer, ikke tanker") are no such clause.
 *
 * Without the negation, the subject can be read from its shape: a noun phrase opening the sentence, with no verb, and
 * a clause between marks that hangs on it, opened by a question word, 'at' or 'som' ("Vor tro på, hvad børn
 * tåler, stammer fra en anden tid"). The verb after the second mark is the main clause's, unless the part after it
 * has a verb with no other reading: then the form was a noun in a row ("Bøger, som vi købte, tanker og drømme fyldte
 * huset").
 */
import type { Word } from '../text/document.ts';
import type { IsFinite } from './tense-fronted.ts';
import { isPlainVerb } from './tense-participle.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const negations = new Set(['ikke', 'aldrig']);
/** Words that open a clause after the negation ("holder ikke, når …", "passer ikke hvis …"). */
const clauseOpeners = new Set(['når', 'hvis', 'fordi', 'at', 'og', 'men', 'da', 'selvom']);

/** words[index] right after a mark, before a negation ending its clause, with a finite verb in the part before. */
export function isAfterSubjectClause(words: readonly Word[], index: number, isFiniteVerb: IsFinite): boolean {
  if (index < 2 || !isPunctuatedBefore(words, index)) return false;
  const negation = words[index + 1];
  if (negation === undefined || isPunctuatedBefore(words, index + 1)) return false;
  if (!negations.has(negation.form)) return isAfterEmbeddedClause(words, index, isFiniteVerb);
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

/** Words that open a clause hanging on a noun phrase ("opfattelsen af, hvad …", "den tanke, at …"). */
const embeddedOpeners = new Set('hvad hvem hvor hvordan hvorfor hvornår hvilke hvilken hvilket at som om'.split(' '));

/**
 * words[index] after the second mark of "Noun phrase, clause, VERB": the sentence opens with a phrase without a verb,
 * a clause hangs on it between two marks, and no verb without another reading follows in this clause.
 */
function isAfterEmbeddedClause(words: readonly Word[], index: number, isFiniteVerb: IsFinite): boolean {
  const next = words[index + 1]!.form;
  if (next === 'og' || next === 'eller') return false;
  let opener = index - 1;
  while (opener > 0 && !isPunctuatedBefore(words, opener)) opener--;
  if (opener < 1 || !embeddedOpeners.has(words[opener]!.form)) return false;
  for (let at = 1; at < opener; at++) if (isPunctuatedBefore(words, at)) return false;
  for (let at = index + 1; at < words.length && !isPunctuatedBefore(words, at); at++)
    if (isPlainVerb(words[at])) return false;
  let verbInClause = false;
  for (let at = opener + 1; at < index && !verbInClause; at++) verbInClause = isFiniteVerb(at);
  if (!verbInClause) return false;
  for (let at = 0; at < opener; at++) if (isFiniteVerb(at)) return false;
  return true;
}
