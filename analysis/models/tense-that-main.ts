/**
 * Main-clause order after 'at': "han sagde, at nu måtte de skynde sig", "hun mente, at så kunne vi godt gå". After
 * 'at' Danish usually keeps the subordinate order (subject, adverb, verb), but in reported speech the clause can keep
 * the order of a main clause: a fronted adverb, the finite verb, and the subject after it. A form after 'at' and such
 * an adverb, with a subject right after it, is that verb, not an infinitive of 'at'.
 *
 * 'at' with an adverb before an infinitive has no subject after the verb ("godt at nu kunne sove"; "at ikke måtte gå"
 * has no fronted adverb).
 */
import type { Word } from '../text/document.ts';
import { subjectWords } from '../text/function-words.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** Adverbs of time and consequence that open a main clause ("nu", "så", "derfor"). */
const frontedAdverbs = new Set(['nu', 'så', 'da', 'derfor', 'dengang', 'siden', 'senere', 'bagefter', 'ellers']);

/** words[index] is the verb of a clause after 'at' with a fronted adverb before it and its subject after it. */
export function isMainOrderAfterAt(words: readonly Word[], index: number): boolean {
  if (index < 2 || words[index - 2]!.form !== 'at' || !frontedAdverbs.has(words[index - 1]!.form)) return false;
  if (isPunctuatedBefore(words, index) || isPunctuatedBefore(words, index - 1)) return false;
  const next = words[index + 1];
  return next !== undefined && !isPunctuatedBefore(words, index + 1) && subjectWords.has(next.form);
}
