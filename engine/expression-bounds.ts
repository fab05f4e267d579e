/**
 * The bounds every formula of a definition keeps, checked when the definition is loaded or published, never while
 * a page renders (docs/REPORTS.md, bounds): a formula is short (its length and its number of syntax nodes), defines
 * no function, assigns no variable, uses no regular expression, passes no function as a value and builds no range
 * wider than a fixed one. Without functions and variables a formula cannot loop or recurse, so its cost is bounded
 * by its size and the data. JSONata's own guardrails (nesting depth, sequence length) stay as a last resort; no
 * wall clock stops an evaluation. What a definition shapes beyond that is a pipeline of named transforms
 * (engine/transforms), each linear or n·log n in its input.
 */
import { definitionText } from './messages.ts';

export const expressionBounds = {
  /** Characters in one formula. */
  maxLength: 120,
  /** Syntax nodes in one formula (the longest shipped formula has about 30). */
  maxNodes: 40,
  /** Numbers in one range `[a..b]` (both ends literal numbers). */
  maxRange: 1_000,
  /** Nesting depth of evaluation steps. */
  maxDepth: 500,
  /** Values in one sequence built while evaluating. */
  maxSequence: 1_000_000,
  /** Values in one formula's result, counted through every array and object. */
  maxValues: 1_000_000,
  /** Characters in one formula's result, counted over its strings. */
  maxCharacters: 10_000_000,
} as const;

/** JSONata's options carrying the depth and sequence bounds (no time bound: rendering has no clock). */
export const jsonataBounds = {
  stack: expressionBounds.maxDepth,
  sequence: expressionBounds.maxSequence,
};

/** A formula stopped by one of the bounds (whatever the data: the formula itself is at fault). */
export class BoundsExceededError extends Error {
  override readonly name = 'BoundsExceededError';
}

/** JSONata's guardrail errors as the Danish message an editor reads; other errors unchanged. */
export function boundedError(error: unknown): Error {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'D1011') return new BoundsExceededError(definitionText.evaluationTooDeep(expressionBounds.maxDepth));
  if (code === 'D2015' || code === 'D2014')
    return new BoundsExceededError(definitionText.sequenceTooLong(expressionBounds.maxSequence));
  return error instanceof Error ? error : new Error(String((error as { message?: string })?.message ?? error));
}

/** Throws when a result holds more values or characters than the bounds allow; stops counting at the bound. */
export function checkResultSize(result: unknown): void {
  let values = 0;
  let characters = 0;
  const stack: unknown[] = [result];
  while (stack.length > 0) {
    const value = stack.pop();
    const children = Array.isArray(value)
      ? value
      : value !== null && typeof value === 'object'
        ? Object.values(value)
        : [];
    values += 1 + children.length;
    if (typeof value === 'string') characters += value.length;
    if (values > expressionBounds.maxValues || characters > expressionBounds.maxCharacters)
      throw new BoundsExceededError(definitionText.resultTooLarge(expressionBounds.maxValues));
    for (const child of children) stack.push(child);
  }
}

interface AstNode {
  type: string;
  value?: unknown;
  [key: string]: unknown;
}

/**
 * The problems of a parsed formula against the bounds: refused node types (a function, an assignment, a regular
 * expression), a function passed as a value, a range without literal bounds or wider than `maxRange`, and more
 * syntax nodes than `maxNodes`.
 */
export function formulaProblems(ast: unknown, isFunction: (name: string) => boolean): string[] {
  const problems = new Set<string>();
  let nodes = 0;
  const visit = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, key);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const ast = node as AstNode;
    if (typeof ast.type === 'string') {
      nodes += 1;
      if (ast.type === 'lambda') problems.add(definitionText.lambdaRefused);
      if (ast.type === 'bind') problems.add(definitionText.bindRefused);
      if (ast.type === 'regex') problems.add(definitionText.regexRefused);
      if (ast.type === 'variable' && key !== 'procedure' && isFunction(String(ast.value)))
        problems.add(definitionText.functionValueRefused(String(ast.value)));
      if (ast.type === 'binary' && ast.value === '..') {
        const lhs = ast.lhs as AstNode;
        const rhs = ast.rhs as AstNode;
        const literal = lhs.type === 'number' && rhs.type === 'number';
        if (!literal || Number(rhs.value) - Number(lhs.value) >= expressionBounds.maxRange)
          problems.add(definitionText.rangeRefused(expressionBounds.maxRange));
      }
    }
    for (const [childKey, child] of Object.entries(ast)) {
      if (childKey === 'position') continue;
      if (child && typeof child === 'object') visit(child, childKey);
    }
  };
  visit(ast);
  if (nodes > expressionBounds.maxNodes)
    problems.add(definitionText.expressionTooBig(nodes, expressionBounds.maxNodes));
  return [...problems];
}
