/** The dialogue-verbs lexicon: every form of a dialogue verb pointing to its lemma and category. */
import { dialogueCategoryNames } from '../../schemas/models/dialogue.ts';
import { lexiconRows, once } from './load.ts';

/** The eight categories of spec §2 (Dialog), defined once by the Dialogue schema. */
export const dialogueCategories = dialogueCategoryNames;
export type DialogueCategory = (typeof dialogueCategories)[number];

export interface DialogueVerb {
  lemma: string;
  category: DialogueCategory | 'neutral';
  /** Present, past or passive ("siger", "sagde", "siges"): the forms a speech tag is written with. */
  finite: boolean;
}

/** Positions in a row's form list that are not finite: the infinitive (0) and the past participle (3). */
const nonFiniteSlots = new Set([0, 3]);

const table = once(() => {
  const byForm = new Map<string, DialogueVerb>();
  for (const [lemma, category, forms] of lexiconRows('dialogue-verbs.tsv')) {
    if (!lemma || !category || !forms) continue;
    const list = forms.split(',').map((form) => form.trim());
    list.forEach((form, slot) => {
      const finite = !nonFiniteSlots.has(slot);
      const known = byForm.get(form);
      if (known && (known.finite || !finite)) return;
      byForm.set(form, { lemma: list[0]!, category: category as DialogueVerb['category'], finite });
    });
  }
  return byForm;
});

export function dialogueVerbForms(): ReadonlyMap<string, DialogueVerb> {
  return table();
}

export function dialogueVerb(form: string): DialogueVerb | undefined {
  const lower = form.toLowerCase();
  return table().get(lower) ?? (lower.includes('i') ? table().get(modernJ(lower)) : undefined);
}

/** The old spelling's 'i' for 'j' after a vowel ("tilføiede", "neie"): the modern form, to look up. */
function modernJ(form: string): string {
  return form.replace(/([eøa])i(?=e|s|$)/gu, '$1j');
}
