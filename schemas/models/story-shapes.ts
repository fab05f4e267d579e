/**
 * The six story shapes (archetypes) of spec §2, in type order 1..6. Names are the model's identifiers; the
 * report shows the Danish texts from the archetypes/ endpoint.
 */
export const archetypeNames = [
  'Rags to Riches',
  'Tragedy',
  'Icarus',
  'Man in a Hole',
  'Cinderella',
  'Oedipus',
] as const;

/** Archetype type: 1..6, the position in archetypeNames plus one. */
export const archetypeType = { type: 'integer', minimum: 1, maximum: 6 } as const;

/** A sentiment value: −1 (most negative) .. 1 (most positive). */
export const sentimentValue = { type: 'number', minimum: -1, maximum: 1 } as const;
