/** The contract every model analyser follows: the segmented book in, one content per section out. */
import type { ModelName, SectionName } from '../../schemas/models/index.ts';
import type { ManuscriptText } from '../text/document.ts';
import type { Part } from '../text/parts.ts';

export interface AnalysisInput {
  text: ManuscriptText;
  parts: Part[];
}

export interface SectionResult {
  section: SectionName;
  content: unknown;
}

export interface ModelAnalyser {
  model: ModelName;
  analyse(input: AnalysisInput): SectionResult[];
}
