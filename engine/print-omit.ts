import type { ReportDefinition } from './definition.ts';

/**
 * What each printed page leaves out (docs/REPORTS.md, print): every page repeats the full list of recommendations,
 * printed once (on the first page that has it); the article links are for reading on screen. `first` is the first
 * printed page with a recommendation block.
 */
export function printOmit(definition: ReportDefinition, first: ReportDefinition | undefined): string[] {
  return definition === first ? ['articles'] : ['articles', 'recommendation'];
}

/** The first of the printed pages that has a recommendation block. */
export function firstWithRecommendations(definitions: readonly ReportDefinition[]): ReportDefinition | undefined {
  return definitions.find((definition) => definition.blocks.some((block) => block.type === 'recommendation'));
}
