import type { FromSchema } from 'json-schema-to-ts';
import type { radarParams } from '../../schemas/transforms/generic.ts';
import { refPaths, resolveRef, type ValueRef } from './path.ts';
import type { NamedPath, Transform } from './transform.ts';

export interface RadarAxis {
  axis: string;
  book?: number;
  similar?: number;
  max?: number;
}

export interface RadarPoint {
  axis: string;
  series: string;
  value: number;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The points of a radar comparing the book with its similar books: per axis 'Din bog' at book / max and
 * 'Lignende bøger' at similar / max (left out when similar is absent, or 0 with `withoutSimilar: 'zero'`), clamped to
 * 0..1; without `max` the axis is scaled to 1.25 × the larger of the two, so rates without a natural maximum are
 * compared by their ratio.
 */
export function radarPoints(axes: readonly RadarAxis[], withoutSimilar: 'omit' | 'zero' = 'omit'): RadarPoint[] {
  const fraction = (value: number, scale: number) => (scale > 0 ? Math.min(1, Math.max(0, value / scale)) : 0);
  return axes.flatMap(({ axis, book, similar, max }) => {
    const other = finite(similar) ? similar : withoutSimilar === 'zero' ? 0 : undefined;
    const own = finite(book) ? book : 0;
    const scale = max ?? 1.25 * Math.max(own, other ?? 0);
    const points = [{ axis, series: 'Din bog', value: fraction(own, scale) }];
    if (other !== undefined) points.push({ axis, series: 'Lignende bøger', value: fraction(other, scale) });
    return points;
  });
}

/** `radar`: the book against its similar books on the axes the definition names (each value a reference). */
export const radar: Transform<FromSchema<typeof radarParams>> = {
  name: 'radar',
  apply(input, { axes, withoutSimilar }, env) {
    return radarPoints(
      axes.map(({ axis, book, similar, max }) => ({
        axis,
        book: resolveRef(book as ValueRef, input, env) as number | undefined,
        similar:
          similar === undefined ? undefined : (resolveRef(similar as ValueRef, input, env) as number | undefined),
        max,
      })),
      withoutSimilar,
    );
  },
  inputPaths({ axes }) {
    const paths: NamedPath[] = [];
    axes.forEach(({ book, similar }, i) => {
      paths.push(...refPaths(book as ValueRef, `/axes/${i}/book`));
      if (similar !== undefined) paths.push(...refPaths(similar as ValueRef, `/axes/${i}/similar`));
    });
    return paths;
  },
};
