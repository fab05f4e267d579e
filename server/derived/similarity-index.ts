/**
 * The nearest-neighbour index of the reference library: every book's numbers standardised over the library
 * (z-scores), scaled by its group's weight spread over the group's numbers, in one flat Float64Array. A query is one
 * pass over it (docs/PERFORMANCE.md: at 100,000 books well under the budget, so no approximate index is needed).
 * distance² = Σ_groups weight · mean over the group's numbers of (z-difference)²; similarity = 1 / (1 + distance).
 */
import { type Features, featureGroups } from './similarity-features.ts';

export interface Neighbour {
  /** Position of the book in the list the index was built from. */
  index: number;
  similarity: number;
  /** Keys of the two or three weighted groups in which the book is closest to the query, closest first. */
  closest: string[];
}

export interface SimilarityIndex {
  size: number;
  nearest(features: Features, k: number, skip?: (index: number) => boolean): Neighbour[];
}

const reasonsShown = 3;

export function buildIndex(books: readonly Features[], weights: Readonly<Record<string, number>>): SimilarityIndex {
  const names = [...new Set(books.flatMap((book) => Object.keys(book)))].sort();
  const groupOf = names.map((name) => name.slice(0, name.indexOf('.')));
  const groups = featureGroups.map((group) => group.key).filter((key) => weights[key]);
  const groupSize = new Map(groups.map((key) => [key, groupOf.filter((g) => g === key).length]));
  const dims = names.length;
  const mean = new Float64Array(dims);
  const scale = new Float64Array(dims);
  /** The weight part of the scale: a stored difference divided by it is a difference of z-scores. */
  const weightOf = new Float64Array(dims);
  for (let d = 0; d < dims; d++) {
    const values = books.map((book) => book[names[d]!] ?? 0);
    const m = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / Math.max(1, values.length)) || 1;
    mean[d] = m;
    weightOf[d] = Math.sqrt((weights[groupOf[d]!] ?? 0) / (groupSize.get(groupOf[d]!) ?? 1));
    scale[d] = weightOf[d]! / sd;
  }
  const matrix = new Float64Array(books.length * dims);
  books.forEach((book, row) => {
    for (let d = 0; d < dims; d++) matrix[row * dims + d] = ((book[names[d]!] ?? 0) - mean[d]!) * scale[d]!;
  });
  const groupIndex = groups.map((key) => groupOf.flatMap((g, d) => (g === key ? [d] : [])));

  return {
    size: books.length,
    nearest(features, k, skip) {
      const query = new Float64Array(dims);
      for (let d = 0; d < dims; d++) query[d] = ((features[names[d]!] ?? 0) - mean[d]!) * scale[d]!;
      // The k best so far, kept sorted (k is small).
      const best: { index: number; distance: number }[] = [];
      for (let row = 0; row < books.length; row++) {
        if (skip?.(row)) continue;
        const offset = row * dims;
        let squared = 0;
        for (let d = 0; d < dims; d++) {
          const diff = matrix[offset + d]! - query[d]!;
          squared += diff * diff;
        }
        if (best.length === k && squared >= best[k - 1]!.distance) continue;
        let at = best.length;
        while (at > 0 && best[at - 1]!.distance > squared) at--;
        best.splice(at, 0, { index: row, distance: squared });
        if (best.length > k) best.pop();
      }
      return best.map(({ index, distance }) => {
        const offset = index * dims;
        // Per group: the mean squared difference over its numbers, without its weight, so groups compare fairly.
        const closeness = groups.map((key, g) => {
          let sum = 0;
          for (const d of groupIndex[g]!) {
            const diff = (matrix[offset + d]! - query[d]!) / (weightOf[d]! || 1);
            sum += diff * diff;
          }
          return { key, spread: sum / Math.max(1, groupIndex[g]!.length) };
        });
        closeness.sort((a, b) => a.spread - b.spread);
        const similarity = Math.round((1 / (1 + Math.sqrt(distance))) * 10_000) / 10_000;
        return { index, similarity, closest: closeness.slice(0, reasonsShown).map((entry) => entry.key) };
      });
    },
  };
}
