/**
 * What the server checks a report definition against before it stores or publishes it (engine/editorial-checks.ts):
 * the engine loads it with every other published definition (format, expressions and bindings against the model
 * schemas, formula bounds, named transforms and their parameters, unique key and reportId, report links), with the block contracts the app renders
 * with (schemas in schemas/blocks plus each type's own check, no React) and the Vega-Lite compile; then a dry
 * run of its expressions within the engine's bounds.
 */
import { boundsProblems, checkedDefinition, type DefinitionIssue, type StoredDefinition } from '../../engine/index.ts';
import { loadNodeCheckOptions } from '../../engine/react/blocks/contracts.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';

export type { StoredDefinition };

/**
 * Every problem of a definition; when it loads, its expressions also run once against `sample` (the trial
 * report's data), and one that runs past the engine's deterministic bounds (a huge result) is refused.
 */
export async function definitionProblems(
  key: string,
  json: unknown,
  others: readonly StoredDefinition[],
  sample: () => Promise<readonly RevisionDataItem[] | undefined>,
): Promise<DefinitionIssue[]> {
  const { definition, problems } = checkedDefinition(key, json, others, await loadNodeCheckOptions());
  if (!definition || problems.length > 0) return problems;
  const data = await sample();
  return data ? boundsProblems(definition, data) : [];
}
