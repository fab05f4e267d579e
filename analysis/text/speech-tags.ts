/**
 * Words that mark a speech tag after a line of dialogue ("sagde hun", "spurgte Peter"): the forms of the
 * dialogue verbs in the dialogue-verbs lexicon. Kept apart so that segmentation and the Dialogue model agree.
 * Fixed phrases built on a verb of saying ("det vil sige:", "så at sige", "kort sagt") are not speech tags.
 */
import { dialogueVerb } from '../lexicons/dialogue-verbs.ts';
import { lexiconForm } from './normalise.ts';

export function isSpeechTagWord(word: string): boolean {
  return dialogueVerb(lexiconForm(word, false)) !== undefined;
}

const fixedPhrases = new Set([
  'det vil sige',
  'vil sige',
  'så at sige',
  'kort sagt',
  'rettere sagt',
  'bedre sagt',
  'groft sagt',
  'mildest talt',
  'som sagt',
  'sagt med',
]);

/**
 * Whether the verb of saying that ends `words` (lower-case forms, the verb last) is part of a fixed phrase, or
 * is followed by one (`next`: the word after it), rather than a speech tag.
 */
export function isFixedSayingPhrase(words: readonly string[], next = ''): boolean {
  const n = words.length;
  for (let take = 2; take <= Math.min(3, n); take++) {
    if (fixedPhrases.has(words.slice(n - take).join(' '))) return true;
  }
  return next !== '' && fixedPhrases.has(`${words[n - 1]} ${next}`);
}

/**
 * Verbs that are a speech tag only with their particle after the subject: 'blive … ved' (went on: "blev han ved"),
 * 'lægge … til' (added: "lagde han til") and 'bryde … af' (broke off to say: "brød han af til Esther"). The particle a tag verb's form asks for, if any.
 */
const particles = new Map([
  ['brød', 'af'],
  ['bryder', 'af'],
  ['blev', 'ved'],
  ['bliver', 'ved'],
  ['lagde', 'til'],
  ['lægger', 'til'],
]);

export function tagParticle(verb: string): string | undefined {
  return particles.get(verb.toLowerCase());
}

const subjectPronouns = new Set(['han', 'hun', 'de']);
const determiners = new Set('den det de en et hans hendes sin sit sine min mit din dit vor vort'.split(' '));
const clauseWords = new Set('og men at som der da når mens hvis om jeg du vi i man'.split(' '));

/**
 * Whether the words between a tag verb and its particle are the tag's 3rd-person subject: a pronoun ("blev han
 * ved") or a name ("lagde Marie til"), or a noun phrase of two or three words that opens with a determiner or a
 * name ("blev den unge Hertug ved", "lagde Fru Holm til"), with no conjunction or other subject inside it.
 */
export function isTagSubject(words: readonly string[]): boolean {
  const [first, ...rest] = words;
  if (first === undefined || words.length > 3) return false;
  const lower = first.toLowerCase();
  const name = /^\p{Lu}\p{Ll}/u.test(first) && !clauseWords.has(lower) && !determiners.has(lower);
  if (rest.length === 0) return subjectPronouns.has(first) || name;
  return (determiners.has(lower) || name) && rest.every((word) => !clauseWords.has(word.toLowerCase()));
}
