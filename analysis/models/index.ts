/** Every model analysis/ produces, in the order they run. */
import type { ModelName } from '../../schemas/models/index.ts';
import type { ModelAnalyser } from './analyser.ts';
import { chunkAnalyser } from './chunk.ts';
import { legibilityAnalyser } from './legibility.ts';

export const analysers: readonly ModelAnalyser[] = [chunkAnalyser, legibilityAnalyser];

export const analysedModels: readonly ModelName[] = analysers.map((analyser) => analyser.model);
