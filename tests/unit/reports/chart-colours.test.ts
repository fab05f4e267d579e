/**
 * One value, one colour on a page: charts that colour the same kind of value from a colour scheme (the semantic
 * fields' pie and bars) take their colour domain in the same order, so that 'Politik og magt' is not blue in one
 * chart and teal in the next (Vega-Lite orders a nominal domain alphabetically unless told otherwise).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../../reports/', import.meta.url);
const definitions = readdirSync(folder).filter((name) => name.endsWith('.report.json'));

type Colour = { type?: string; sort?: unknown; scale?: { scheme?: string } };

function schemeColours(node: unknown, found: Colour[] = []): Colour[] {
  if (Array.isArray(node)) for (const child of node) schemeColours(child, found);
  else if (node && typeof node === 'object') {
    const colour = (node as { color?: Colour }).color;
    if (colour?.type === 'nominal' && colour.scale?.scheme) found.push(colour);
    for (const child of Object.values(node)) schemeColours(child, found);
  }
  return found;
}

describe('chart colours', () => {
  it.each(definitions)('%s: every chart colouring by a scheme orders its colours the same way', (name) => {
    const colours = schemeColours(JSON.parse(readFileSync(new URL(name, folder), 'utf8')));
    const orders = new Set(colours.map((colour) => ('sort' in colour ? JSON.stringify(colour.sort) : 'alphabetical')));
    expect(orders.size, [...orders].join(', ')).toBeLessThanOrEqual(1);
  });

  it('finds the semantic fields’ two charts, so the check above is not empty', () => {
    const page = JSON.parse(readFileSync(new URL('semantic-fields.report.json', folder), 'utf8'));
    expect(schemeColours(page)).toHaveLength(2);
  });
});
