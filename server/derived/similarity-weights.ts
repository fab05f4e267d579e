/**
 * The weight of each group of measures (similarity-features.ts) in the similar-books distance, chosen by
 * measurement on the tuning part of the shared corpus (bench/library/similarity-eval.ts --write writes this line;
 * docs/QUALITY.md gives the figures). A group absent here is not compared.
 */
export const similarityWeights: Readonly<Record<string, number>> = {
  legibility: 4,
  dialogue: 2,
  speechVerbs: 1,
  perspective: 2,
  tempo: 2,
  sentiment: 1,
  description: 4,
  powerWords: 1,
  semanticFields: 4,
};
