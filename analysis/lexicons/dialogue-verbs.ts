/** The dialogue-verbs lexicon: every form of a dialogue verb pointing to its lemma and category. */
import { dialogueCategoryNames } from '../../schemas/models/dialogue.ts';
import { lexiconRows, once } from './load.ts';

/** The eight categories of spec §2 (Dialog), defined once by the Dialogue schema. */
export const dialogueCategories = dialogueCategoryNames;
export type DialogueCategory = (typeof dialogueCategories)[number];

export interface DialogueVerb {
  lemma: string;
  category: DialogueCategory | 'neutral';
}

const table = once(() => {
  const byForm = new Map<string, DialogueVerb>();
  for (const [lemma, category, forms] of lexiconRows('dialogue-verbs.tsv')) {
    if (!lemma || !category || !forms) continue;
    const verb: DialogueVerb = { lemma: forms.split(',')[0]!, category: category as DialogueVerb['category'] };
    for (const form of forms.split(',')) byForm.set(form.trim(), verb);
  }
  return byForm;
});

export function dialogueVerbForms(): ReadonlyMap<string, DialogueVerb> {
  return table();
}

export function dialogueVerb(form: string): DialogueVerb | undefined {
  return table().get(form.toLowerCase());
}
