/**
 * What a chart spec in a definition may do, checked at load, at publish and after binding, against an allow-list
 * (engine/chart-spec-allowed.ts): only the Vega-Lite properties a report's chart needs (no `url`, `href`, `data`
 * of its own, `usermeta`, `params`); a colour property only a CSS colour; no string anywhere pointing outside
 * (http:, https:, data:, javascript:, file:, //…) or holding a CSS `url(…)`; no `image` mark; a Vega expression
 * short and naming only the datum and Vega's plain functions (never `constructor`, `__proto__`, `prototype`).
 * The page's Content-Security-Policy refuses outside loads too; this check says so to the editor, with a pointer.
 * Where vega-lite is at hand (validate:reports, tests), the spec is also compiled with placeholder data, so a bad
 * mark or channel fails validation at once instead of when the chart is drawn.
 */
import { escapePointer } from './block-props.ts';
import {
  allowedChartProperties,
  allowedExpressionNames,
  colourProperties,
  cssColour,
  expressionProperties,
  maxChartExpressionLength,
  refusedExpressionNames,
} from './chart-spec-allowed.ts';
import type { PropsCheckTools, PropsProblem } from './definition.ts';
import { definitionText } from './messages.ts';
import { reachesOutside } from './outside-reference.ts';

export function chartSpecProblems(spec: unknown, pointer: string, tools: PropsCheckTools): PropsProblem[] {
  const problems: PropsProblem[] = [];
  walk(spec, pointer, (value, at, key) => {
    const before = problems.length;
    const problem = key === undefined ? undefined : keyProblem(key, value);
    if (problem) problems.push({ pointer: at, message: problem });
    else if (typeof value === 'string') {
      const message = stringProblem(value, key);
      if (message) problems.push({ pointer: at, message });
    }
    return problems.length > before;
  });
  if (problems.length === 0 && tools.compileVegaLite && spec && typeof spec === 'object') {
    try {
      tools.compileVegaLite({ ...(spec as Record<string, unknown>), data: { values: [] } });
    } catch (error) {
      problems.push({ pointer, message: definitionText.chartDoesNotCompile((error as Error).message) });
    }
  }
  return problems;
}

function keyProblem(key: string, value: unknown): string | undefined {
  if (key === 'url' || key === 'href') return definitionText.chartUrlRefused(JSON.stringify(value));
  if (key === 'data') return definitionText.chartDataRefused;
  if (key === 'usermeta') return definitionText.chartUsermetaRefused;
  if (!allowedChartProperties.has(key)) return definitionText.chartPropertyRefused(key);
  return undefined;
}

/** What is wrong with a string of a chart spec under `key` (a member of an array: no key). */
function stringProblem(value: string, key: string | undefined): string | undefined {
  if (reachesOutside(value)) return definitionText.chartUrlRefused(value);
  if (value === 'image' && (key === 'mark' || key === 'type')) return definitionText.chartImageRefused;
  if (key !== undefined && colourProperties.has(key) && !cssColour.test(value.trim()))
    return definitionText.chartColourRefused(value);
  if (key !== undefined && expressionProperties.has(key)) return expressionProblem(value);
  return undefined;
}

/**
 * A Vega expression's problem: too long, or a name it may not use. The expression is read token by token: a name
 * after a dot is a member (any but the refused ones), any other name must be allowed; a string may not be a
 * refused name either (`datum['constructor']`).
 */
export function expressionProblem(expression: string): string | undefined {
  if (expression.length > maxChartExpressionLength)
    return definitionText.chartExpressionTooLong(maxChartExpressionLength);
  const tokens =
    /\s*(?:("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|([A-Za-z_$][\w$]*)|(\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+)|(\?\.|[.[\](),?:!<>=&|+\-*/%^~]+))/gy;
  let afterDot = false;
  let end = 0;
  for (let match = tokens.exec(expression); match; match = tokens.exec(expression)) {
    end = tokens.lastIndex;
    const [, text, name, , operator] = match;
    if (text !== undefined && refusedExpressionNames.has(unquote(text)))
      return definitionText.chartExpressionNameRefused(unquote(text));
    if (name !== undefined) {
      if (refusedExpressionNames.has(name)) return definitionText.chartExpressionNameRefused(name);
      if (!afterDot && !allowedExpressionNames.has(name)) return definitionText.chartExpressionNameRefused(name);
    }
    afterDot = operator?.endsWith('.') ?? false;
  }
  if (expression.slice(end).trim() !== '')
    return definitionText.chartExpressionUnreadable(expression.slice(end, end + 20));
  return undefined;
}

function unquote(text: string): string {
  return text.slice(1, -1).replace(/\\(.)/g, '$1');
}

/**
 * Visits every value below `value` with its pointer and the key it sits under (the key of an object member);
 * below a value the visitor refused (returned true) it does not look further.
 */
function walk(value: unknown, pointer: string, visit: (value: unknown, at: string, key?: string) => boolean): void {
  const stack: [unknown, string, string | undefined][] = [[value, pointer, undefined]];
  while (stack.length > 0) {
    const [current, at, key] = stack.pop()!;
    if (visit(current, at, key)) continue;
    if (Array.isArray(current)) {
      for (const [i, item] of current.entries()) stack.push([item, `${at}/${i}`, undefined]);
    } else if (current && typeof current === 'object')
      for (const [name, child] of Object.entries(current)) stack.push([child, `${at}/${escapePointer(name)}`, name]);
  }
}
