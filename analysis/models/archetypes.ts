/**
 * Archetypes: the book's smoothed mood curve compared with the six story shapes of Reagan et al. (2016) by the
 * correlation of the z-scored curves at 100 points. A shape's score is its correlation, 0 when it runs against
 * the book (0..1). A book too short for a curve (fewer than 20 sentences) or with a flat mood scores 0 on every
 * shape: the report shows the first shape with a fit of 0.
 */
import type { ArchetypesGlobal } from '../../schemas/models/archetypes.ts';
import { archetypeNames } from '../../schemas/models/story-shapes.ts';
import type { ModelAnalyser } from './analyser.ts';
import { bookMood } from './book-mood.ts';
import { type Curve, sample } from './low-pass.ts';

export const curvePoints = 100;

/** The six shapes, type 1..6 in the order of archetypeNames, as mood over the book's course 0..1. */
export const storyShapes: readonly Curve[] = [
  (x) => x, // Rags to Riches: rise
  (x) => -x, // Tragedy: fall
  (x) => Math.sin(Math.PI * x), // Icarus: rise, then fall
  (x) => -Math.sin(Math.PI * x), // Man in a Hole: fall, then rise
  (x) => x - 0.5 * Math.cos(3 * Math.PI * x), // Cinderella: rise, fall, rise to above the start
  (x) => 0.5 * Math.cos(3 * Math.PI * x) - x, // Oedipus: fall, rise, fall to below the start
];

function zScored(values: readonly number[]): number[] | undefined {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  if (variance < 1e-12) return undefined;
  const deviation = Math.sqrt(variance);
  return values.map((value) => (value - mean) / deviation);
}

/** Correlation of the curve with each shape, in type order; undefined for a flat curve. */
export function shapeCorrelations(curve: Curve): number[] | undefined {
  const book = zScored(sample(curve, curvePoints));
  if (!book) return undefined;
  return storyShapes.map((shape) => {
    const reference = zScored(sample(shape, curvePoints))!;
    return book.reduce((sum, value, i) => sum + value * reference[i]!, 0) / curvePoints;
  });
}

export function archetypesGlobal(curve: Curve, hasCurve: boolean): ArchetypesGlobal {
  const correlations = (hasCurve && shapeCorrelations(curve)) || storyShapes.map(() => 0);
  const scores = correlations.map((r) => Math.round(Math.min(1, Math.max(0, r)) * 10_000) / 10_000);
  let best = 0;
  for (let i = 1; i < correlations.length; i++) if (correlations[i]! > correlations[best]!) best = i;
  return {
    best_archetype_name: archetypeNames[best]!,
    best_archetype_type: best + 1,
    best_archetype_score: scores[best]!,
    archetype_scores: archetypeNames.map((name, i) => ({ type: i + 1, name, score: scores[i]! })),
  };
}

export const archetypesAnalyser: ModelAnalyser = {
  model: 'Archetypes',
  analyse: ({ parts }) => {
    const mood = bookMood(parts);
    return [
      { section: 'global', content: archetypesGlobal(mood.curve, mood.hasCurve) },
      { section: 'parts', content: mood.parts },
    ];
  },
};
