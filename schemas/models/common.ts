/**
 * Building blocks shared by the model content schemas.
 *
 * Units, the same everywhere in Lektør:
 * - a field named `percentage_*` or `*_percent` is a percentage from 0 to 100;
 * - a field named `score`, `*_score` or `propensity` is a fraction from 0 to 1;
 * - `part` is the position of a part in the book, in percent (0..100).
 */
export const percentage = { type: 'number', minimum: 0, maximum: 100 } as const;
export const fraction = { type: 'number', minimum: 0, maximum: 1 } as const;
export const count = { type: 'integer', minimum: 0 } as const;
export const nonNegative = { type: 'number', minimum: 0 } as const;

/** The fields every item of a `parts` section carries. */
export const partIdentity = {
  part: { type: 'number', minimum: 0, maximum: 100, description: 'Position of the part in the book, in percent.' },
  chunk_id: { type: 'integer', minimum: 0, description: 'Index of the chunk the part was cut from.' },
} as const;

/** A map from a word to how often it occurs. */
export const wordCounts = { type: 'object', additionalProperties: count } as const;
