/**
 * Confidence gating of the semantic fields (issue 28 points 3 and 6, 2026-11-27, fifth session). Rounds of rules
 * that each caught one figurative or homograph shape gained on the works they were written against and lost on new
 * novels; this gate decides by the word's kind instead. A lemma whose other, figurative or everyday sense is common
 * in Danish prose (light and dark as moods, a dream as a wish, a tree of the past, a brother in Christ, the price one
 * sets on a thing) counts for its field only with evidence of the field's sense in its own paragraph: a word of the
 * same field that has no such other sense (a lamp, a candle, a bed, a spruce), of another lemma, within
 * `evidenceWindow` words, and not after the genitive of a word outside every field ("Livets Lys", "Paradisets
 * Drøm", "Fortidens Træ": a metaphor). An uncertain word is left out: the list loses some right items to lose the
 * wrong ones. The other lemmas keep the looser support of field-sense.ts.
 */
import { semanticFields } from '../lexicons/semantic-fields.ts';
import type { Word } from '../text/document.ts';

/** How near the evidence for an ambiguous word must stand, in words, inside its paragraph. */
export const evidenceWindow = 30;

/**
 * Lemmas with a common figurative or other everyday sense, chosen from Danish usage (not from a judged item alone):
 * light and dark, fire and shadow as moods and states of mind; dreams as wishes, waking as coming to one's senses;
 * nature's words as images (a tree of life, stone of a heart, ice of a look, a storm of feeling); the body's and the
 * family's words in their everyday or religious senses (the heart as feeling, 'Broder' as a fellow believer); words
 * whose other sense is a skill, a notion, a value or a wish.
 */
const ambiguousLemmas = new Set(
  [
    // Lys og mørke: light, dark, fire and shadow as moods, hopes and states of mind
    'lys lyset lyse lysende skinne skinnende stråle stråler glans glimte funkle glitre gløde glød flamme flammer ild',
    'mørke mørk mørkt dunkel dunkelhed skygge skygger sorthed blænde blændende skær lysning gry daggry',
    // Søvn og drømme: dreams as wishes, waking and tiredness of the mind
    'drøm drømme drømmende dagdrøm dagdrømme vågne vågen træt træthed slumre slummer blund blunde',
    // Natur, Vejr, Havet, Skoven: nature's words as images
    'træ træer himmel jord sten is sne horisont kilde flod sol stjerne klippe blomst dal bjerg skyer tåge dug',
    'storm kulde varme lyn torden vind blæst frost rim hav bølge bølger dønning anker ror sejl havn forlis skibbrud',
    'rod rødder gren grene stamme blade løv frugt brænde fælde hugge sti jagt',
    // Frygt og uhygge, Vold og kamp, Krig: feelings and struggles of the mind
    'skælve skælvende true trussel blod slag kamp knuse forsvare forsvar fjende sår såret skrig kugle sejr nederlag',
    'spøgelse spøgelser uhyre monster',
    // Kroppen, Familie, Kærlighed, Kirke: everyday, religious and figurative uses
    'hjerte ånde sjæl broder hjem arv brud favn troskab trofast øm rose roser',
    'begær begære længsel længes',
    // other everyday senses: a skill, a notion, a value, a journey, an oath, an innocence
    'kunst forestilling pris priser værd tur flyve vandre vandring sværge uskyldig skyldig dom pynte pynt smør koge',
    'salt glas rig fattig',
  ]
    .join(' ')
    .split(' '),
);

/** Whether a field lemma is one whose other sense is common, so that it needs evidence of the field's sense. */
export function isAmbiguousLemma(lemma: string): boolean {
  return ambiguousLemmas.has(lemma);
}

/** A genitive ending: "Livets", "Sjælens", "Fortidens", "Haabets". */
const genitive = /^\p{L}{3,}s$/u;

/** Whether a genitive names something outside every field: "Livets", "Fortidens" (not "Skovens", "Solens"). */
function isFieldless(genitiveForm: string): boolean {
  const { forms } = semanticFields();
  const bare = genitiveForm.slice(0, -1);
  const found = forms.get(bare) ?? forms.get(bare.replaceAll('aa', 'å'));
  return found === undefined;
}

/**
 * A metaphor of the genitive: the ambiguous field word right after the genitive of a word outside every field
 * ("Paradisets Drøm", "Livets Lys", "Fortidens Træ", "Sjælens Mørke"). "Skovens Træer", "Solens Lys" stay.
 */
export function isGenitiveFigure(words: readonly Word[], index: number): boolean {
  const before = words[index - 1];
  if (!before || !genitive.test(before.form)) return false;
  return isFieldless(before.form);
}

/** One field word as the gate sees it: its paragraph, its position over all words, its lemma, and its figure cue. */
export interface GatedHit {
  at: number;
  paragraph: number;
  found: { lemma: string };
  figure?: true;
}

/**
 * The hits of one field an ambiguous lemma keeps: those with an unambiguous word of the same field and another
 * lemma in the same paragraph within `evidenceWindow` words, and no genitive figure. Unambiguous lemmas pass.
 * `fieldHits` are ordered by position.
 */
export function gateAmbiguous<T extends GatedHit>(fieldHits: readonly T[]): T[] {
  return fieldHits.filter((hit, i) => {
    if (!isAmbiguousLemma(hit.found.lemma)) return true;
    if (hit.figure) return false;
    const isEvidence = (other: T) =>
      other.paragraph === hit.paragraph &&
      other.found.lemma !== hit.found.lemma &&
      !isAmbiguousLemma(other.found.lemma) &&
      Math.abs(other.at - hit.at) <= evidenceWindow;
    for (let j = i - 1; j >= 0 && hit.at - fieldHits[j]!.at <= evidenceWindow; j--)
      if (isEvidence(fieldHits[j]!)) return true;
    for (let j = i + 1; j < fieldHits.length && fieldHits[j]!.at - hit.at <= evidenceWindow; j++)
      if (isEvidence(fieldHits[j]!)) return true;
    return false;
  });
}
