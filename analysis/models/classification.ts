/**
 * GenreClassification and AudienceClassification: a multinomial logistic model whose weights are a data file the
 * team wrote (analysis/lexicons/classification-weights.json). Each feature (classification-features.ts) is
 * standardised, z = (x − center) / scale clipped to −3..3 (a feature the analysis lacks counts as average, z = 0);
 * a class scores bias + Σ weight · z, and softmax turns the scores into shares that add up to 1. Every class gets a
 * score, sorted; the top class carries the features that pulled it most (`drivers`, Danish).
 */
import type { GenreClassificationGlobal } from '../../schemas/models/classification.ts';
import { lexiconJson, once } from '../lexicons/load.ts';
import type { AnalysisInput, ModelAnalyser } from './analyser.ts';
import { classificationFeatures, type Features } from './classification-features.ts';

interface FeatureSpec {
  center: number;
  scale: number;
  label: string;
}

interface ClassWeights {
  bias: number;
  weights: Record<string, number>;
}

interface ModelWeights {
  features: Record<string, FeatureSpec>;
  genres: Record<string, ClassWeights>;
  audiences: Record<string, ClassWeights>;
}

export const classificationWeights = once(() => lexiconJson('classification-weights.json') as ModelWeights);

/** Drivers named for the top class: the features that added most to its score. */
const driverCount = 3;

function standardised(features: Features, name: string, spec: FeatureSpec): number {
  const value = features.get(name);
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.max(-3, Math.min(3, (value - spec.center) / spec.scale));
}

export function classify(features: Features, classes: Record<string, ClassWeights>): GenreClassificationGlobal {
  const specs = classificationWeights().features;
  const scored = Object.entries(classes).map(([name, { bias, weights }]) => {
    const contributions = Object.entries(weights).map(([feature, weight]) => {
      const z = standardised(features, feature, specs[feature]!);
      // A driver is something the book has much of that the class asks for (not the absence of another's mark).
      return { feature, value: weight * z, driver: weight > 0 && z > 0 };
    });
    return { name, logit: bias + contributions.reduce((sum, c) => sum + c.value, 0), contributions };
  });
  const top = Math.max(...scored.map((s) => s.logit));
  const exps = scored.map((s) => Math.exp(s.logit - top));
  const total = exps.reduce((a, b) => a + b, 0);
  const ranked = scored
    .map((s, i) => ({ ...s, score: Math.round((exps[i]! / total) * 10_000) / 10_000 }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return ranked.map((s, i) => {
    if (i > 0) return { class: s.name, score: s.score };
    const drivers = s.contributions
      .filter((c) => c.driver && c.value > 0.1)
      .sort((a, b) => b.value - a.value)
      .slice(0, driverCount)
      .map((c) => specs[c.feature]!.label);
    return { class: s.name, score: s.score, ...(drivers.length ? { drivers } : {}) };
  });
}

const featuresOf = (input: AnalysisInput) => classificationFeatures(input);

export const genreClassificationAnalyser: ModelAnalyser = {
  model: 'GenreClassification',
  analyse: (input) => [{ section: 'global', content: classify(featuresOf(input), classificationWeights().genres) }],
};

export const audienceClassificationAnalyser: ModelAnalyser = {
  model: 'AudienceClassification',
  analyse: (input) => [{ section: 'global', content: classify(featuresOf(input), classificationWeights().audiences) }],
};
