/**
 * Forms in '-ede'/'-te' inside a row of noun phrases or of adjectives, where Danish grammar puts no past tense:
 * - a row of nominal participles, each alone after 'de' ("af de udstødte, de kuede og de glemte"), after a
 *   preposition or a noun phrase of the same row ("de sociale tabere, de udstødte og de glemte"). A row of clauses
 *   keeps its verbs ("De jublede, de råbte og de klappede" opens its sentence; "De smilede, de lo" has 'lo'), and so
 *   does one 'de' and participle after a noun phrase, a relative clause without 'som' ("de bøger, de ønskede");
 * - an adjective after a comma in a row of inflected adjectives after an article, before the phrase's noun or name
 *   ("det nye, samlede Europa", "de lange, snoede gader"). An object after the noun makes the word the verb of an
 *   inverted clause ("Om det nye, samlede Peter ingen oplysninger").
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, isAdjectiveForm } from '../lexicons/word-lists.ts';
import type { Word } from '../text/document.ts';
import { determiners, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';
import { isPunctuatedBefore } from './tense-position.ts';

const rowArticles = new Set(['de', 'den', 'det', 'disse']);
const rowJoints = new Set(['og', 'eller']);
/** Items of a row are short: an article, an adjective or two and a noun. */
const itemLength = 4;

function isParticipleForm(form: string): boolean {
  return /(?:ede|te)$/u.test(form) && lexicalTense(form) === 'Past' && !adverbs().has(form);
}

/** The row ends the item after words[index]: a mark, 'og'/'eller' or the end of the sentence. */
function endsItem(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  return next === undefined || isPunctuatedBefore(words, index + 1) || rowJoints.has(next.form);
}

/** words[at] is 'de' and opens an item of a participle alone ("de udstødte,"). */
function isParticipleItem(words: readonly Word[], at: number): boolean {
  const word = words[at + 1];
  if (words[at]?.form !== 'de' || word === undefined || isPunctuatedBefore(words, at + 1)) return false;
  return isParticipleForm(word.form) && endsItem(words, at + 1);
}

/** The last word of the item before the one opening at words[at], past its joint (a mark and/or 'og'/'eller'). */
function itemBefore(words: readonly Word[], at: number): number | undefined {
  if (at < 1) return undefined;
  if (isPunctuatedBefore(words, at)) return at - 1;
  if (!rowJoints.has(words[at - 1]!.form)) return undefined;
  return at >= 2 ? at - 2 : undefined;
}

/** The first word of the item after the one of a participle ending at words[end]. */
function itemAfter(words: readonly Word[], end: number): number | undefined {
  const next = words[end + 1];
  if (next === undefined) return undefined;
  return rowJoints.has(next.form) ? end + 2 : end + 1;
}

/**
 * words[index] is a nominal participle in a row of them ("af de udstødte, de kuede og de glemte"): it and a
 * neighbouring item are 'de' and a participle alone, and the row follows a preposition or a noun phrase with 'de' or
 * 'disse' and no finite verb ("de sociale tabere, de udstødte"). A row opening its clause is one of clauses ("De
 * jublede, de råbte og de klappede"), and a single 'de' and participle after a noun phrase is a relative clause
 * without 'som' ("de bøger, de ønskede"). finiteAt gives the tagger's verdict on an earlier word.
 */
export function isParticipleInNounRow(
  words: readonly Word[],
  index: number,
  finiteAt: (at: number) => boolean,
): boolean {
  if (!isParticipleItem(words, index - 1)) return false;
  let first = index - 1;
  let items = 1;
  for (let end = itemBefore(words, first); end !== undefined && isParticipleItem(words, end - 1); ) {
    first = end - 1;
    items++;
    end = itemBefore(words, first);
  }
  const after = itemAfter(words, index);
  if (items === 1 && (after === undefined || !isParticipleItem(words, after))) return false;
  if (first >= 1 && prepositions.has(words[first - 1]!.form) && !isPunctuatedBefore(words, first)) return true;
  const end = itemBefore(words, first);
  if (end === undefined) return false;
  // the item before the row: a noun phrase with 'de' or 'disse', short, with no finite verb
  for (let at = end; at >= 0 && at > end - itemLength; at--) {
    if (at < end && isPunctuatedBefore(words, at + 1)) return false;
    if (lexicalTense(words[at]!.form) && finiteAt(at)) return false;
    if (words[at]!.form === 'de' || words[at]!.form === 'disse') return at < end;
  }
  return false;
}

/** "det nye, samlede Europa": a participle after a comma in a row of attributive adjectives before its noun. */
export function isParticipleInAdjectiveRow(words: readonly Word[], index: number): boolean {
  if (index < 2 || !isParticipleForm(words[index]!.form) || !isPunctuatedBefore(words, index)) return false;
  const adjective = words[index - 1]!;
  const article = words[index - 2]!;
  if (!rowArticles.has(article.form) && !determiners.has(article.form)) return false;
  // a capital marks the old spelling's noun ("min Vise!« raabte Adolf"), not an adjective of the row
  if (isPunctuatedBefore(words, index - 1) || !adjective.form.endsWith('e') || adjective.text[0] !== adjective.form[0])
    return false;
  if (!isAdjectiveForm(adjective.form) || lexicalTense(adjective.form)) return false;
  const noun = words[index + 1];
  // a pronoun after it is the subject of an inverted clause ("det Øvrige, glædede jeg mig")
  if (noun === undefined || isPunctuatedBefore(words, index + 1) || subjectWords.has(noun.form)) return false;
  // a name ending the sentence or its clause is the speaker after a question ("»Er de dyre?« spurgte Olaisen")
  const nameGoesOn = words[index + 2] !== undefined && !isPunctuatedBefore(words, index + 2);
  const named = !noun.initial && /^\p{Lu}/u.test(noun.text) && nameGoesOn;
  if (!named && !(isNounForm(noun.form) && !/(?:en|et|ne)$/u.test(noun.form))) return false;
  // "samlede Europa sine kræfter": an object after it makes the word the verb
  const after = words[index + 2]?.form ?? '';
  return !(subjectWords.has(after) || determiners.has(after) || quantifiers.has(after) || after === 'sig');
}
