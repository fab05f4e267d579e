/**
 * What a chart spec in a definition may not do, checked at load and after binding: fetch anything (a `url`, a
 * `data` of its own: its data are the bound `values`), point at anything outside (a string starting with http:,
 * https:, data:, javascript:, file: and the like, or with //), or show an image (the `image` mark, the `href` and `url` channels).
 * The page's Content-Security-Policy refuses such loads too; this check says so to the editor, with a pointer.
 * Where vega-lite is at hand (validate:reports, tests), the spec is also compiled with placeholder data, so a bad
 * mark or channel fails validation at once instead of when the chart is drawn.
 */
import { escapePointer } from './block-props.ts';
import type { PropsCheckTools, PropsProblem } from './definition.ts';
import { definitionText } from './messages.ts';

const outsideReference = /^(?:(?:https?|data|javascript|file|ftp|blob|ws|wss):|\/\/)/i;
const refusedKeys = new Set(['url', 'href']);

export function chartSpecProblems(spec: unknown, pointer: string, tools: PropsCheckTools): PropsProblem[] {
  const problems: PropsProblem[] = [];
  walk(spec, pointer, (value, at, key) => {
    const before = problems.length;
    if (key !== undefined && refusedKeys.has(key))
      problems.push({ pointer: at, message: definitionText.chartUrlRefused(JSON.stringify(value)) });
    else if (key === 'data') problems.push({ pointer: at, message: definitionText.chartDataRefused });
    else if (key === 'usermeta') problems.push({ pointer: at, message: definitionText.chartUsermetaRefused });
    else if (typeof value === 'string' && outsideReference.test(value.trim()))
      problems.push({ pointer: at, message: definitionText.chartUrlRefused(value) });
    else if (value === 'image' && (key === 'mark' || key === 'type'))
      problems.push({ pointer: at, message: definitionText.chartImageRefused });
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
