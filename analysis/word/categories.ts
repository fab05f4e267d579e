/**
 * The kinds of finding an annotated manuscript can carry: those whose places the analysis stores
 * (docs/PASSAGES.md), each with the Danish comment Word shows on the words.
 */

import { type AnnotationCategory, annotationCategories } from '../../schemas/api/annotated-manuscript.ts';
import { dialogueVerb } from '../lexicons/dialogue-verbs.ts';

export const commentCategories = annotationCategories;
export type CommentCategory = AnnotationCategory;

interface CategoryRule {
  model: 'Cliches' | 'PowerWords' | 'ShowingTelling' | 'Dialogue';
  label: string;
  advice: (key: string) => string;
  /** Keys not worth a comment (the neutral 'sagde'). */
  skip?: (key: string) => boolean;
}

export const categoryRules: Record<CommentCategory, CategoryRule> = {
  klicheer: {
    model: 'Cliches',
    label: 'Kliché',
    advice: (key) =>
      `Kliché: »${key}«. Et slidt billede, som læseren har mødt mange gange. Sig det med dine egne ord, eller stryg det.`,
  },
  'staerke-ord': {
    model: 'PowerWords',
    label: 'Stærkt ord',
    advice: (key) =>
      `Stærkt ord: »${key}«. Stærke ord mister kraft, når de bruges ofte. Behold det, hvor det virkelig skal virke.`,
  },
  tillaegsord: {
    model: 'ShowingTelling',
    // The model's other keys are the manuscript view's adverbs ('biord:…') and filler words ('fyldord:…').
    skip: (key) => key.includes(':'),
    label: 'Tillægsord',
    advice: (key) =>
      `Tillægsord: »${key}«. Ordet fortæller læseren, hvad hun skal føle. Overvej at vise det i stedet: en handling, en sansning, en replik.`,
  },
  replikverber: {
    model: 'Dialogue',
    label: 'Replikverbum',
    advice: (key) =>
      `Replikverbum: »${key}«. Et farverigt replikverbum trækker opmærksomheden væk fra replikken. »Sagde« er næsten usynligt; lad replikken selv bære følelsen.`,
    skip: (key) => key.includes(':') || dialogueVerb(key)?.category === 'neutral', // 'biord:…': a tag's adverb
  },
};

export function isCommentCategory(value: string): value is CommentCategory {
  return (commentCategories as readonly string[]).includes(value);
}
