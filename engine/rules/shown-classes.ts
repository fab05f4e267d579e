/**
 * Which genre or audience classes a page shows (spec §5 display rules; checklist V-25). The spec gives two
 * readings that disagree; Lektør applies one everywhere, to the class list and the 'Sekundær …' line alike:
 * the second class is shown only when the top class does not stand out, that is when the top score is under
 * 50 % AND under 1.2 × the second score (the first listing, the one the spec states for both genre and
 * audience, with its constants "ratio 1.2 and 50 % threshold"). docs/REPORTS.md, "Genre and audience".
 */
import { displayClassName } from '../class-names.ts';
import { asArray } from '../rag.ts';

export interface ClassScore {
  class: string;
  score: number;
}

export const shownClassRule = { ratio: 1.2, dominant: 0.5 } as const;

/** The classes sorted by score, highest first (entries without a class name or a finite score left out). */
function sortedClasses(classes: unknown): ClassScore[] {
  return asArray<Partial<ClassScore>>(classes)
    .filter(
      (c): c is ClassScore => typeof c?.class === 'string' && typeof c.score === 'number' && Number.isFinite(c.score),
    )
    .sort((a, b) => b.score - a.score);
}

/** The one or two classes shown: the top class, and the second when the top does not stand out. */
export function shownClasses(classes: unknown): ClassScore[] {
  const [top, second] = sortedClasses(classes);
  if (!top) return [];
  if (!second) return [top];
  const standsOut = top.score >= shownClassRule.dominant || top.score >= shownClassRule.ratio * second.score;
  return standsOut ? [top] : [top, second];
}

/** 'Sekundær genre: Gys (30 %)' when a second class is shown, else nothing. */
export function secondaryClassText(classes: unknown, kind: string): string | undefined {
  const second = shownClasses(classes)[1];
  if (!second) return undefined;
  const percent = Math.round(second.score * 100).toLocaleString('da-DK');
  return `Sekundær ${kind}: ${displayClassName(second.class)} (${percent} %)`;
}
