/** The contract every model analyser follows: the segmented book in, one content per section out. */
import type { ModelName, SectionName } from '../../schemas/models/index.ts';
import type { PassageRecorder } from '../passages/recorder.ts';
import type { ManuscriptText } from '../text/document.ts';
import type { Part } from '../text/parts.ts';

export interface AnalysisInput {
  text: ManuscriptText;
  parts: Part[];
  /**
   * A section an earlier analyser of this analysis produced, if it ran (derived models such as the genre
   * classification read the others' results instead of computing them again).
   */
  earlier?: (model: ModelName, section: SectionName) => unknown;
  /** Where the findings are (docs/PASSAGES.md); ignorePassages when the caller keeps none. */
  passages?: PassageRecorder;
}

export interface SectionResult {
  section: SectionName;
  content: unknown;
}

export interface ModelAnalyser {
  model: ModelName;
  analyse(input: AnalysisInput): SectionResult[];
}
