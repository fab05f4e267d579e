/**
 * No programs in the shipped definitions (issue: reports as data): every formula — a binding, a pipeline's `from`,
 * a display rule — is at most 120 characters and defines no function, assigns no variable and cannot recurse.
 * Fails naming the file and the pointer of any formula that breaks it.
 */
import jsonata from 'jsonata';
import { describe, expect, it } from 'vitest';
import { expressionBounds } from '../../../engine/index.ts';
import { readReportFiles } from '../../../engine/report-files.ts';

interface Formula {
  at: string;
  text: string;
}

function formulasOf(definition: { blocks: unknown[] }, file: string): Formula[] {
  const found: Formula[] = [];
  const walk = (block: Record<string, unknown>, pointer: string) => {
    for (const [prop, binding] of Object.entries((block.bind ?? {}) as Record<string, unknown>)) {
      if (typeof binding === 'string') found.push({ at: `${file}#${pointer}/bind/${prop}`, text: binding });
      else if (typeof (binding as { from?: unknown }).from === 'string')
        found.push({ at: `${file}#${pointer}/bind/${prop}/from`, text: (binding as { from: string }).from });
    }
    const condition = (block.when as { condition?: unknown } | undefined)?.condition;
    if (typeof condition === 'string') found.push({ at: `${file}#${pointer}/when/condition`, text: condition });
    if (condition && typeof (condition as { from?: unknown }).from === 'string')
      found.push({ at: `${file}#${pointer}/when/condition/from`, text: (condition as { from: string }).from });
    const children = (block.blocks ?? []) as Record<string, unknown>[];
    for (const [i, child] of children.entries()) walk(child, `${pointer}/blocks/${i}`);
    const tabs = (block.tabs ?? []) as { blocks: Record<string, unknown>[] }[];
    for (const [t, tab] of tabs.entries())
      for (const [i, child] of tab.blocks.entries()) walk(child, `${pointer}/tabs/${t}/blocks/${i}`);
  };
  for (const [i, block] of definition.blocks.entries()) walk(block as Record<string, unknown>, `/blocks/${i}`);
  return found;
}

function nodeTypes(ast: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(ast)) for (const child of ast) nodeTypes(child, into);
  else if (ast && typeof ast === 'object') {
    const node = ast as Record<string, unknown>;
    if (typeof node.type === 'string') into.add(node.type);
    for (const [key, child] of Object.entries(node)) if (key !== 'position') nodeTypes(child, into);
  }
  return into;
}

const files = readReportFiles();
const formulas = files.flatMap((file) => formulasOf(file.json as { blocks: unknown[] }, file.name));

describe('the shipped definitions hold no programs', () => {
  it('every definition has its formulas found (the walk reaches nested blocks and tabs)', () => {
    expect(files.length).toBeGreaterThanOrEqual(21);
    expect(formulas.length).toBeGreaterThan(150);
    expect(formulas.some((f) => f.at.includes('/tabs/'))).toBe(true);
  });

  it(`no formula is longer than ${expressionBounds.maxLength} characters`, () => {
    expect(formulas.filter((f) => f.text.length > expressionBounds.maxLength).map((f) => f.at)).toEqual([]);
  });

  it("no formula defines a function, assigns a variable (':=') or could recurse", () => {
    const programs = formulas.filter((f) => {
      const types = nodeTypes(jsonata(f.text).ast());
      return types.has('lambda') || types.has('bind') || /function\s*\(|:=/.test(f.text);
    });
    expect(programs.map((f) => `${f.at}: ${f.text}`)).toEqual([]);
  });
});
