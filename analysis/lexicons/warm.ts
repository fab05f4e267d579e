/** Loads every lexicon now (a worker calls this at start so the first manuscript does not pay for it). */
import { cliches } from './cliches.ts';
import { dialogueVerbForms } from './dialogue-verbs.ts';
import { genreCues } from './genre-cues.ts';
import { hunspellTables } from './hunspell.ts';
import { irregularVerbs } from './irregular-verbs.ts';
import { definiteForms, dictionaryNames, placeNames } from './names.ts';
import { powerWordCategories } from './power-words.ts';
import { semanticFields } from './semantic-fields.ts';
import { valenceForms } from './sentiment.ts';
import { actionVerbs, adverbs, fillingWords, isAdjectiveForm } from './word-lists.ts';

export function warmLexicons(): void {
  irregularVerbs();
  hunspellTables();
  dialogueVerbForms();
  powerWordCategories();
  cliches();
  adverbs();
  fillingWords();
  actionVerbs();
  isAdjectiveForm('stor');
  dictionaryNames();
  placeNames();
  definiteForms();
  valenceForms();
  semanticFields();
  genreCues();
}
