import jsonata from 'jsonata';
import { DefinitionError, type DefinitionIssue } from './errors.ts';
import {
  boundedError,
  checkResultSize,
  expressionBounds,
  formulaProblems,
  jsonataBounds,
} from './expression-bounds.ts';
import { checkFields, type JsonSchema } from './field-check.ts';
import { engineFunctions, isKnownFunction } from './functions.ts';
import { definitionText, developerText } from './messages.ts';
import { allElementsDone, type ScoreItemsContext, scoreItems } from './rules/score-items.ts';

/** A parsed, checked expression of a definition, ready to evaluate. */
export interface CompiledExpression {
  readonly text: string;
  /** The data source aliases the expression reads. */
  readonly sources: ReadonlySet<string>;
  evaluate(input: unknown, variables: Record<string, unknown>): Promise<unknown>;
}

/** What expressions know of the other definitions. */
export interface ExpressionEnvironment {
  /** Every report's id by key, for `$reportId(key)`; without it, `$reportId` fails when it is called. */
  reportIds?: Readonly<Record<string, number>>;
}

/** Variables every expression may read besides its input. */
export const engineVariables = new Set(['content', 'context']);

interface AstNode {
  type: string;
  value?: unknown;
  [key: string]: unknown;
}

/**
 * Parses `text` with JSONata (an interpreter: no eval), then checks at load time that it keeps the formula bounds
 * (engine/expression-bounds.ts: short, no function, no assignment), calls only known functions, reads only known
 * variables and binds only fields the sources' schemas have.
 * Problems are appended to `issues` at `pointer`; a compiled expression is returned only when there are none.
 */
export function compileExpression(
  text: string,
  pointer: string,
  sources: Record<string, JsonSchema | undefined>,
  issues: DefinitionIssue[],
  environment: ExpressionEnvironment = {},
): CompiledExpression | undefined {
  if (text.length > expressionBounds.maxLength) {
    issues.push({ pointer, message: definitionText.expressionTooLong(text.length, expressionBounds.maxLength) });
    return undefined;
  }
  let parsed: jsonata.Expression;
  try {
    parsed = jsonata(text, jsonataBounds);
  } catch (error) {
    issues.push({ pointer, message: definitionText.parseError(text, (error as Error).message) });
    return undefined;
  }
  const ast = parsed.ast() as unknown as AstNode;
  const before = issues.length;
  for (const message of formulaProblems(ast, isKnownFunction)) issues.push({ pointer, message });
  checkNames(ast, pointer, issues);
  checkReportKeys(ast, pointer, issues, environment);
  const used = new Set<string>();
  checkFields(ast, sources, (message) => issues.push({ pointer, message }), used);
  if (issues.length > before) return undefined;
  // Only the functions the formula calls: JSONata parses each signature as it is registered, and the 21
  // definitions' formulas would otherwise parse every signature of the engine's functions each (print loads all).
  const called = calledFunctions(ast);
  for (const [name, fn] of Object.entries(engineFunctions)) {
    if (called.has(name)) parsed.registerFunction(name, fn.impl as (...args: unknown[]) => unknown, fn.signature);
  }
  if (called.has('reportId'))
    parsed.registerFunction('reportId', (key?: string) => reportIdOf(key, environment), '<s-:n>');
  // `$scoreItems(globalAnalyzed, globalUser, $content, $context)`: the Global Score page's elements with links to
  // their reports (engine/rules/score-items.ts), which need the definitions' ids, as `$reportId` does.
  const scoreItemsOf = (analysed: unknown, given: unknown, content: unknown, context: unknown) =>
    scoreItems(
      analysed,
      given,
      content as Parameters<typeof scoreItems>[2],
      (context ?? {}) as ScoreItemsContext,
      (key) => environment.reportIds?.[key],
    );
  if (called.has('scoreItems')) parsed.registerFunction('scoreItems', scoreItemsOf, '<xxoo:a>');
  // `$scoreItemsDone(globalAnalyzed, globalUser, $content, $context)`: every listed element green or marked done.
  if (called.has('scoreItemsDone'))
    parsed.registerFunction(
      'scoreItemsDone',
      (analysed: unknown, given: unknown, content: unknown, context: unknown) =>
        allElementsDone(scoreItemsOf(analysed, given, content, context)),
      '<xxoo:b>',
    );
  return {
    text,
    sources: used,
    evaluate: async (input, variables) => {
      let result: unknown;
      try {
        result = await parsed.evaluate(input, variables);
      } catch (error) {
        throw boundedError(error);
      }
      checkResultSize(result);
      return result;
    },
  };
}

/** `$reportId(key)`: the id of the report whose definition has that key (nothing for nothing). */
function reportIdOf(key: string | undefined, environment: ExpressionEnvironment): number | undefined {
  if (key === undefined) return undefined;
  if (!environment.reportIds) throw new Error(developerText.reportIdsUnknown);
  const id = environment.reportIds[key];
  if (id === undefined) throw new Error(definitionText.unknownReport(key));
  return id;
}

/** `$reportId('key')` with a literal key names a report that exists (when the definitions' ids are known). */
function checkReportKeys(
  ast: AstNode,
  pointer: string,
  issues: DefinitionIssue[],
  environment: ExpressionEnvironment,
): void {
  if (!environment.reportIds) return;
  visit(ast, (node) => {
    if (node.type !== 'function' || (node.procedure as AstNode).value !== 'reportId') return;
    const [key] = (node.arguments as AstNode[] | undefined) ?? [];
    if (key?.type === 'string' && environment.reportIds?.[String(key.value)] === undefined)
      issues.push({ pointer, message: definitionText.unknownReport(String(key.value)) });
  });
}

/** Unknown functions and variables are load-time errors, never a silent `undefined`. */
function checkNames(ast: AstNode, pointer: string, issues: DefinitionIssue[]): void {
  const declared = new Set<string>();
  visit(ast, (node) => {
    if (node.type === 'lambda') for (const arg of (node.arguments as AstNode[]) ?? []) declared.add(String(arg.value));
    if (node.type === 'bind') declared.add(String((node.lhs as AstNode).value));
  });
  visit(ast, (node) => {
    if (node.type === 'function' || node.type === 'partial') {
      const procedure = node.procedure as AstNode;
      if (procedure.type === 'path' || procedure.type === 'name') {
        const steps = (procedure.steps as AstNode[] | undefined) ?? [procedure];
        issues.push({
          pointer,
          message: definitionText.notAFunction(steps.map((step) => String(step.value)).join('.')),
        });
      } else if (procedure.type === 'variable') {
        const name = String(procedure.value);
        if (!declared.has(name) && !isKnownFunction(name))
          issues.push({ pointer, message: definitionText.unknownFunction(name) });
      }
    } else if (node.type === 'variable') {
      const name = String(node.value);
      if (name !== '' && name !== '$' && !declared.has(name) && !engineVariables.has(name) && !isKnownFunction(name))
        issues.push({ pointer, message: definitionText.unknownVariable(name) });
    }
  });
}

/** The names of the functions a formula calls (`$round(…)` → 'round'). */
function calledFunctions(ast: AstNode): Set<string> {
  const names = new Set<string>();
  visit(ast, (node) => {
    const procedure = node.procedure as AstNode | undefined;
    if ((node.type === 'function' || node.type === 'partial') && procedure?.type === 'variable')
      names.add(String(procedure.value));
  });
  return names;
}

function visit(node: unknown, fn: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, fn);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const ast = node as AstNode;
  if (typeof ast.type === 'string') fn(ast);
  for (const [key, child] of Object.entries(ast)) {
    if (key === 'procedure' || key === 'position') continue;
    if (child && typeof child === 'object') visit(child, fn);
  }
}

/** Compiles an expression that must be valid, e.g. in tests; throws a DefinitionError otherwise. */
export function mustCompile(text: string, sources: Record<string, JsonSchema | undefined> = {}): CompiledExpression {
  const issues: DefinitionIssue[] = [];
  const compiled = compileExpression(text, '', sources, issues);
  if (!compiled) throw new DefinitionError('expression', issues);
  return compiled;
}
