/**
 * The smoothed mood curve: a low-pass discrete cosine transform of the sentence moods (as Syuzhet's
 * get_dct_transform): the DCT-II of the sequence, all but the lowest `components` coefficients dropped, and the
 * inverse evaluated at any position 0..1 of the book. O(n · components) to build, O(components) per point.
 */
export const lowPassComponents = 6;

export type Curve = (position: number) => number;

export function lowPass(values: readonly number[], components = lowPassComponents): Curve {
  const n = values.length;
  if (n === 0) return () => 0;
  const kept = Math.min(components, n);
  const coefficients = new Float64Array(kept);
  for (let k = 0; k < kept; k++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[i]! * Math.cos((Math.PI / n) * (i + 0.5) * k);
    coefficients[k] = sum;
  }
  return (position) => {
    // The inverse DCT-II at a continuous index: position 0..1 spans the sequence.
    const x = Math.min(1, Math.max(0, position)) * n;
    let value = coefficients[0]! / n;
    for (let k = 1; k < kept; k++) value += (2 / n) * coefficients[k]! * Math.cos((Math.PI / n) * x * k);
    return value;
  };
}

/** The curve at `count` evenly spaced positions (the middle of each of `count` equal stretches). */
export function sample(curve: Curve, count: number): number[] {
  return Array.from({ length: count }, (_, i) => curve((i + 0.5) / count));
}
