/**
 * What the server checks a report definition against before it stores or publishes it (engine/editorial-checks.ts):
 * the engine loads it with every other published definition (format, expressions and bindings against the model
 * schemas, expression bounds, unique key and reportId, `$reportId` keys), with the block contracts the app renders
 * with (schemas in schemas/blocks plus each type's own check, no React) and the Vega-Lite compile.
 */
import { type DefinitionIssue, definitionProblems as problems, type StoredDefinition } from '../../engine/index.ts';
import { nodeCheckOptions } from '../../engine/react/blocks/contracts.ts';

export type { StoredDefinition };

export function definitionProblems(key: string, json: unknown, others: readonly StoredDefinition[]): DefinitionIssue[] {
  return problems(key, json, others, nodeCheckOptions);
}
