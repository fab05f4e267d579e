import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DefinitionError } from './errors.ts';
import { loadReportDefinition } from './load.ts';
import { normaliseDefinition } from './normalise.ts';

const readability = JSON.parse(readFileSync('reports/readability.report.json', 'utf8'));

function page(blocks: unknown[]) {
  return {
    key: 'test',
    reportId: 8,
    title: 'Test',
    data: { legibility: { model: 'Legibility', section: 'global' }, parts: { model: 'Legibility', section: 'parts' } },
    blocks,
  };
}

function issuesOf(json: unknown): { pointer: string; message: string }[] {
  try {
    loadReportDefinition(json, 'bad.report.json');
  } catch (error) {
    expect(error).toBeInstanceOf(DefinitionError);
    expect((error as DefinitionError).message).toContain('bad.report.json#');
    return (error as DefinitionError).issues;
  }
  throw new Error('expected a DefinitionError');
}

describe('loadReportDefinition', () => {
  it('exposes key, report id, title and the model sections the page needs', () => {
    const definition = loadReportDefinition(readability, 'readability.report.json');
    expect(definition.key).toBe('readability');
    expect(definition.reportId).toBe(8);
    expect(definition.title).toBe('Læsbarhed');
    expect(definition.models).toContainEqual({ model: 'Legibility', section: 'global' });
    expect(definition.models).toContainEqual({ model: 'Legibility', section: 'parts' });
  });

  it('rejects input that is not a definition at all', () => {
    expect(issuesOf(null)[0]?.message).toMatch(/følger ikke definitionsformatet/);
    expect(
      issuesOf({ key: 'x' })
        .map((i) => i.message)
        .join(),
    ).toMatch(/reportId/);
  });

  it('rejects an expression that does not parse, naming the pointer and the expression', () => {
    const issues = issuesOf(
      page([{ type: 'bigNumber', id: 'lix', props: { label: 'LIX' }, bind: { value: 'legibility.lix +' } }]),
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]?.pointer).toBe('/blocks/0/bind/value');
    expect(issues[0]?.message).toContain("udtrykket 'legibility.lix +' kan ikke læses");
  });

  it('rejects an unknown function and an unknown variable', () => {
    const issues = issuesOf(
      page([
        { type: 'bigNumber', id: 'a', props: { label: 'A' }, bind: { value: '$eval(legibility.lix)' } },
        { type: 'bigNumber', id: 'b', props: { label: 'B' }, bind: { value: '$secret + 1' } },
        { type: 'bigNumber', id: 'c', props: { label: 'C' }, bind: { value: 'not(legibility.lix > 3) ? 1 : 0' } },
      ]),
    );
    expect(issues).toEqual([
      { pointer: '/blocks/0/bind/value', message: "ukendt funktion '$eval'" },
      { pointer: '/blocks/1/bind/value', message: "ukendt variabel '$secret'" },
      {
        pointer: '/blocks/2/bind/value',
        message: "'not(…)' kalder noget, der ikke er en funktion (funktioner begynder med $)",
      },
    ]);
  });

  it('rejects a binding to a field the model schema does not have, also inside filters and sorts', () => {
    const issues = issuesOf(
      page([
        { type: 'bigNumber', id: 'a', props: { label: 'A' }, bind: { value: 'legibility.lixx' } },
        { type: 'chart', id: 'b', props: { spec: {}, description: 'd' }, bind: { values: 'parts[lixx > 3]' } },
        { type: 'chart', id: 'c', props: { spec: {}, description: 'd' }, bind: { values: 'parts^(>word_count)' } },
        { type: 'bigNumber', id: 'd', props: { label: 'D' }, bind: { value: 'readability.lix' } },
      ]),
    );
    expect(issues.map((i) => i.pointer)).toEqual([
      '/blocks/0/bind/value',
      '/blocks/1/bind/values',
      '/blocks/2/bind/values',
      '/blocks/3/bind/value',
    ]);
    expect(issues[0]?.message).toContain("'lixx'");
    expect(issues[0]?.message).toContain('models/Legibility/global');
    expect(issues[3]?.message).toContain('ikke er en datakilde');
  });

  it('accepts fields of the schema in formulas and pipelines, and content/context variables', () => {
    const definition = loadReportDefinition(
      page([
        {
          type: 'chart',
          id: 'a',
          props: { spec: {}, description: 'd' },
          bind: {
            values: {
              from: 'parts',
              transform: [
                { type: 'sort', field: 'lix', order: 'descending' },
                { type: 'top', n: 3 },
                { type: 'select', fields: { part: 'part', x: 'anything' } },
              ],
            },
          },
          when: { effect: 'show', condition: '$context.isAdmin or $count($content.tips) > 0' },
        },
      ]),
      'ok.report.json',
    );
    expect([...(definition.blocks[0]?.sources ?? [])]).toEqual(['parts']);
  });

  it('rejects duplicate block ids', () => {
    const issues = issuesOf(
      page([
        { type: 'message', id: 'a', props: { text: 'A' } },
        { type: 'message', id: 'a', props: { text: 'B' } },
      ]),
    );
    expect(issues).toEqual([{ pointer: '/blocks/1/id', message: "blok-id 'a' bruges to gange" }]);
  });

  it('rejects a display rule with an unknown effect', () => {
    const issues = issuesOf(
      page([{ type: 'message', id: 'm', props: { text: 'x' }, when: { effect: 'toggle', condition: 'true' } }]),
    );
    expect(issues.some((i) => i.pointer === '/blocks/0/when/effect')).toBe(true);
  });
});

describe('normaliseDefinition', () => {
  it('fills defaults without changing its input and is idempotent', () => {
    const before = JSON.stringify(readability);
    const once = normaliseDefinition(readability);
    expect(JSON.stringify(readability)).toBe(before);
    expect(normaliseDefinition(once)).toEqual(once);
    expect(once.blocks[0]?.whenMissing).toBe('failed');
    expect(once.blocks[0]?.bind).toEqual({});
  });
});
