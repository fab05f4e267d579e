/**
 * A modal's infinitive far from its modal. Danish puts one finite verb in a clause; a modal governs an infinitive of
 * the same clause, and between them may stand its subject, a noun phrase, a prepositional phrase and even a whole
 * relative clause ("skal på et niveau der er aftalt med kommunen kunne klare det", "Så let kan hele sagens problem
 * løses"). The infinitive that looks finite is a past modal ('kunne', 'ville' …) before its own infinitive, or a
 * passive in '-s' (the present and the infinitive passive are one form).
 *
 * The word stays finite when something between shows another clause: a mark, a conjunction or subordinator, an
 * infinitive that the modal already governs ("skal køre kunne"), a relative pronoun whose clause has no verb of its
 * own before the word ("skal til en mand der kunne hjælpe": the word is the relative clause's verb), a finite verb
 * not inside a relative clause, or a personal pronoun that is not the modal's own subject ("skal den mand vi mødes
 * med vide": 'vi' opens a relative clause without 'som').
 *
 * Also: a passive in '-s' opening the sentence right before a modal and its subject is the fronted infinitive
 * ("Udelukkes kan det ikke", "Sælges skal huset"), the modal being the clause's finite verb.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs, modals, subjectWords } from '../text/function-words.ts';
import { isPunctuatedBefore } from './tense-position.ts';

/** Past modals whose form is also the infinitive. */
const modalInfinitives = new Set(['kunne', 'skulle', 'ville', 'måtte', 'burde', 'turde']);
/** Words that open or join another clause: past one of them the modal is another clause's. */
const clauseJoins = new Set(
  'og eller men for at hvis når da fordi mens om end hvor hvem hvad hvilket hvilken hvorfor hvordan så selvom skønt'.split(
    ' ',
  ),
);
const relativeOpeners = new Set(['der', 'som']);
/** Personal pronouns: only right after the modal are they its subject. */
const personalPronouns = new Set(['jeg', 'du', 'han', 'hun', 'vi', 'man']);
/** How far back the modal may stand. */
const reach = 12;

function isInfinitive(form: string): boolean {
  return irregularVerbs().infinitives.has(form) || hunspellTables().infinitives.has(form);
}

/** The word has an infinitive reading that a modal could govern: a past modal before an infinitive, or a passive. */
function isGovernable(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  if (form.endsWith('s')) return lexicalTense(form) === 'Pres';
  if (!modalInfinitives.has(form)) return false;
  let next = index + 1;
  if (words[next]?.form === 'ikke') next++;
  const after = words[next];
  return after !== undefined && !isPunctuatedBefore(words, next) && isInfinitive(after.form);
}

/**
 * words[index] is the infinitive of a finite modal earlier in its clause, with more between than the adjacent rules
 * read (tense-mood.ts, the tagger's passive rule). finiteAt gives the tagger's verdict on an earlier word.
 */
export function isDistantModalInfinitive(
  words: readonly Word[],
  index: number,
  finiteAt: (at: number) => boolean,
): boolean {
  if (isFrontedInfinitive(words, index)) return true;
  if (index < 2 || !isGovernable(words, index)) return false;
  const modal = modalBefore(words, index);
  if (modal === undefined || modal === index - 1) return false; // the adjacent cases are the other rules'
  let openVerbs = 0; // finite verbs since the word, waiting for the relative pronoun of their clause
  for (let at = index - 1; at >= modal; at--) {
    const form = words[at]!.form;
    if (at === modal) return openVerbs === 0 && finiteAt(at);
    if (clauseJoins.has(form)) return false;
    if (relativeOpeners.has(form)) {
      if (openVerbs === 0) return false; // the word itself is the relative clause's verb
      openVerbs = 0;
      continue;
    }
    if (clauseAdverbs.has(form)) continue;
    if (personalPronouns.has(form) && !modals.has(words[at - 1]?.form ?? '')) return false;
    if (isInfinitive(form) && !subjectWords.has(form)) return false;
    if (lexicalTense(form) && finiteAt(at)) openVerbs++;
  }
  return false;
}

/** The nearest modal before words[index] with no mark or clause join between (a cheap first look). */
function modalBefore(words: readonly Word[], index: number): number | undefined {
  for (let at = index - 1; at >= 0 && at >= index - reach; at--) {
    if (isPunctuatedBefore(words, at + 1)) return undefined;
    const form = words[at]!.form;
    if (modals.has(form)) return at;
    if (clauseJoins.has(form)) return undefined;
  }
  return undefined;
}

/** "Udelukkes kan det ikke": a passive opening the sentence, then a modal and its subject. */
function isFrontedInfinitive(words: readonly Word[], index: number): boolean {
  if (index !== 0 || !words[0]!.form.endsWith('s') || lexicalTense(words[0]!.form) !== 'Pres') return false;
  const modal = words[1];
  const subject = words[2];
  if (modal === undefined || subject === undefined || !modals.has(modal.form)) return false;
  if (isPunctuatedBefore(words, 1) || isPunctuatedBefore(words, 2)) return false;
  return subjectWords.has(subject.form) || /^\p{Lu}/u.test(subject.text) || /(?:en|et|ne)$/u.test(subject.form);
}
