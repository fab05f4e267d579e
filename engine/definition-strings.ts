/**
 * Every string of a definition is checked, not only a chart's spec: none may make a reader's browser load
 * something from outside (engine/outside-reference.ts). A link (`link`, `href`) may lead elsewhere, since following
 * it is the reader's choice, but not run a script (`javascript:`) or carry a page of its own (`data:`).
 */
import { escapePointer } from './block-props.ts';
import type { DefinitionIssue } from './errors.ts';
import { definitionText } from './messages.ts';
import { reachesOutside, withoutSpace } from './outside-reference.ts';

const linkKeys = new Set(['link', 'href']);
const scriptOrPage = /^(?:javascript|vbscript|data):/i;

/** The props of a chart block are the only ones with a `spec`. */
function isChartProps(value: object): value is { spec: unknown } {
  return 'spec' in value && typeof (value as { spec: unknown }).spec === 'object';
}

export function definitionStringProblems(json: unknown): DefinitionIssue[] {
  const problems: DefinitionIssue[] = [];
  const stack: [unknown, string, string | undefined][] = [[json, '', undefined]];
  while (stack.length > 0) {
    const [value, at, key] = stack.pop()!;
    if (typeof value === 'string') {
      const refused =
        key !== undefined && linkKeys.has(key) ? scriptOrPage.test(withoutSpace(value)) : reachesOutside(value);
      if (refused) problems.push({ pointer: at, message: definitionText.outsideReferenceRefused(value) });
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) stack.push([item, `${at}/${i}`, undefined]);
    } else if (value && typeof value === 'object') {
      // A chart's spec has its own, stricter check (engine/chart-spec.ts), with its own messages.
      const chartSpec = key === 'props' && isChartProps(value) ? value.spec : undefined;
      for (const [name, child] of Object.entries(value))
        if (child !== chartSpec || chartSpec === undefined) stack.push([child, `${at}/${escapePointer(name)}`, name]);
    }
  }
  return problems.sort((a, b) => a.pointer.localeCompare(b.pointer));
}
