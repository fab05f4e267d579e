/**
 * The bounds every definition expression runs within, so that one expression that loops, recurses or builds a
 * huge value stops with a clear message instead of freezing the page: its text length (checked at load), its
 * evaluation time, its nesting depth and the length of any sequence it builds (JSONata's own guardrails), and
 * the size of its result. (`$pad`, which allocates a string as wide as asked, is not among the allowed functions.)
 */
import { definitionText } from './messages.ts';

export const expressionBounds = {
  /** Characters in one expression; the longest in reports/ is about 1,300. */
  maxLength: 10_000,
  /** Milliseconds one evaluation may take (wall clock, so generous on a loaded machine). */
  timeoutMs: 1_000,
  /** Nesting depth of evaluation steps (a function calling itself without end). */
  maxDepth: 500,
  /** Values in one sequence built while evaluating (a model section's lists stay far below it). */
  maxSequence: 1_000_000,
  /** Values in one result, counted through every array and object. */
  maxValues: 100_000,
  /** Characters in one result, counted over its strings. */
  maxCharacters: 1_000_000,
} as const;

/** JSONata's options carrying the time, depth and sequence bounds. */
export const jsonataBounds = {
  timeout: expressionBounds.timeoutMs,
  stack: expressionBounds.maxDepth,
  sequence: expressionBounds.maxSequence,
};

/** An expression stopped by one of the bounds (whatever the data: the expression itself is at fault). */
export class BoundsExceededError extends Error {
  override readonly name = 'BoundsExceededError';
}

/** JSONata's guardrail errors as the Danish message an editor reads; other errors unchanged. */
export function boundedError(error: unknown): Error {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'D1012') return new BoundsExceededError(definitionText.evaluationTooSlow(expressionBounds.timeoutMs));
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
