/**
 * Bindings and display rules as data (docs/REPORTS.md): a binding is a short formula or a pipeline — the value of
 * `from` (a short formula; the data sources without it) through named transforms (engine/transforms) — and a display
 * rule's condition is a short formula or a comparison (`{field, op, value}`). Both compile at load to the same
 * shape as a formula, so the bind stage evaluates them alike.
 */
import type { BindingJson, ComparisonJson, PipelineJson } from '../schemas/report-definition.ts';
import type { DefinitionIssue } from './errors.ts';
import { type CompiledExpression, compileExpression, type ExpressionEnvironment } from './expression.ts';
import type { JsonSchema } from './field-check.ts';
import { definitionText, transformText } from './messages.ts';
import { holds } from './transforms/compare.ts';
import { pathAsFormula } from './transforms/path.ts';
import { transforms } from './transforms/registry.ts';
import { type NamedPath, type TransformEnv, TransformError } from './transforms/transform.ts';

type Sources = Record<string, JsonSchema | undefined>;

/** Compiles a binding: a formula as it is, a pipeline step by step; problems go to `issues` at their pointers. */
export function compileBinding(
  binding: BindingJson,
  pointer: string,
  sources: Sources,
  issues: DefinitionIssue[],
  environment: ExpressionEnvironment = {},
): CompiledExpression | undefined {
  if (typeof binding === 'string') return compileExpression(binding, pointer, sources, issues, environment);
  return compilePipeline(binding, pointer, sources, issues, environment);
}

function compilePipeline(
  pipeline: PipelineJson,
  pointer: string,
  sources: Sources,
  issues: DefinitionIssue[],
  environment: ExpressionEnvironment,
): CompiledExpression | undefined {
  const before = issues.length;
  const used = new Set<string>();
  const from =
    pipeline.from === undefined
      ? undefined
      : compileExpression(pipeline.from, `${pointer}/from`, sources, issues, environment);
  for (const alias of from?.sources ?? []) used.add(alias);
  const checkPath = ({ at, path }: NamedPath, step: number) => {
    const checked = compileExpression(
      pathAsFormula(path),
      `${pointer}/transform/${step}${at}`,
      sources,
      issues,
      environment,
    );
    for (const alias of checked?.sources ?? []) used.add(alias);
  };
  const steps = pipeline.transform.map((params, i) => {
    const transform = transforms[params.type];
    if (!transform) throw new Error(`no transform '${params.type}' (the definition schema lets only known ones in)`);
    for (const path of transform.rootPaths?.(params) ?? []) checkPath(path, i);
    if (environment.reportIds)
      for (const { at, key } of transform.reportKeys?.(params) ?? [])
        if (environment.reportIds[key] === undefined)
          issues.push({ pointer: `${pointer}/transform/${i}${at}`, message: definitionText.unknownReport(key) });
    if (i === 0 && pipeline.from === undefined)
      for (const path of transform.inputPaths?.(params) ?? []) checkPath(path, i);
    return { transform, params };
  });
  if (issues.length > before) return undefined;
  return {
    text: JSON.stringify(pipeline),
    sources: used,
    evaluate: async (input, variables) => {
      const root = input as Record<string, unknown>;
      let value: unknown = from ? await from.evaluate(input, variables) : root;
      const env: TransformEnv = {
        root,
        content: (variables.content ?? {}) as Record<string, unknown>,
        context: (variables.context ?? {}) as Record<string, unknown>,
        reportIds: environment.reportIds,
      };
      for (const [i, { transform, params }] of steps.entries()) {
        try {
          value = transform.apply(value, params, env);
        } catch (error) {
          if (!(error instanceof TransformError)) throw error;
          throw new TransformError(transformText.failed(i, transform.name, error.message));
        }
      }
      return value;
    },
  };
}

/**
 * Compiles a display rule's condition: a formula, a pipeline (whose result must be true or false), or a comparison
 * whose field path is checked like a binding's.
 */
export function compileCondition(
  condition: string | ComparisonJson | PipelineJson,
  pointer: string,
  sources: Sources,
  issues: DefinitionIssue[],
  environment: ExpressionEnvironment = {},
): CompiledExpression | undefined {
  if (typeof condition === 'string') return compileExpression(condition, pointer, sources, issues, environment);
  if ('transform' in condition) return compilePipeline(condition, pointer, sources, issues, environment);
  const field =
    condition.field === undefined
      ? undefined
      : compileExpression(pathAsFormula(condition.field), `${pointer}/field`, sources, issues, environment);
  if (condition.field !== undefined && !field) return undefined;
  return {
    text: JSON.stringify(condition),
    sources: field?.sources ?? new Set(),
    evaluate: async (input, variables) => {
      const value = field ? await field.evaluate(input, variables) : input;
      return holds({ ...condition, field: undefined }, value);
    },
  };
}
