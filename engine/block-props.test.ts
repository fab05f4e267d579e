import { describe, expect, it } from 'vitest';
import { bindBlock, type CompiledBlock, collectingLogger, loadReportDefinition } from './index.ts';

function page(blocks: unknown[]) {
  return {
    key: 'test',
    reportId: 8,
    title: 'Læsbarhed',
    data: { legibility: { model: 'Legibility', section: 'global' } },
    blocks,
  };
}

const load = (blocks: unknown[]) => loadReportDefinition(page(blocks), 'test.report.json');

async function bind(block: CompiledBlock, content: Record<string, unknown> = {}) {
  const logger = collectingLogger();
  const sources = new Map();
  const context = { reportId: 8, isAdmin: false, isTrial: false, isSimilarBook: false };
  return { bound: await bindBlock(block, { sources, content, context, logger, source: 'test' }), logger };
}

describe('static props are checked at load against the block type schema', () => {
  it('a wrong variant fails only its block, with its pointer and a Danish message', () => {
    const definition = load([
      { type: 'header', id: 'header' },
      {
        type: 'table',
        id: 't',
        props: { variant: 'fancy', columns: [{ key: 'a', label: 'A' }] },
        bind: { rows: '[]' },
      },
    ]);
    expect(definition.blocks[0]?.problems).toEqual([]);
    expect(definition.blocks[1]?.problems).toEqual([
      { pointer: '/blocks/1/props/variant', message: 'skal være en af "plain", "sortable", "tree", men er "fancy"' },
    ]);
    expect(definition.blockProblems).toEqual(definition.blocks[1]?.problems);
  });

  it('a link to a view the app does not name is refused at load, with its pointer and a Danish message', () => {
    const columns = (to: string) => [{ key: 'title', label: 'Titel', link: { to, param: 'isbn' } }];
    const good = load([{ type: 'table', id: 't', props: { columns: columns('similarBook') }, bind: { rows: '[]' } }]);
    expect(good.blocks[0]?.problems).toEqual([]);
    const bad = load([{ type: 'table', id: 't', props: { columns: columns('/similarbook/') }, bind: { rows: '[]' } }]);
    expect(bad.blocks[0]?.problems).toEqual([
      {
        pointer: '/blocks/0/props/columns/0/link/to',
        message: 'skal være en af "similarBook", men er "/similarbook/"',
      },
    ]);
    const asField = load([
      { type: 'table', id: 't', props: { columns: [{ key: 'a', label: 'A', link: 'href' }] }, bind: { rows: '[]' } },
    ]);
    expect(asField.blocks[0]?.problems[0]?.pointer).toBe('/blocks/0/props/columns/0/link');
  });

  it('a misspelt format style deep in the props is named at its own pointer', () => {
    const definition = load([
      {
        type: 'table',
        id: 't',
        props: {
          columns: [
            { key: 'a', label: 'A' },
            { key: 'b', label: 'B', format: { style: 'procent' } },
          ],
        },
        bind: { rows: '[]' },
      },
    ]);
    expect(definition.blockProblems).toEqual([
      {
        pointer: '/blocks/0/props/columns/1/format/style',
        message: 'skal være en af "number", "integer", "percent", "fraction", men er "procent"',
      },
    ]);
  });

  it('props of the wrong type, unknown props (static or bound) and missing props', () => {
    const definition = load([
      { type: 'bigNumber', id: 'a', props: { label: 7, colour: 'red' }, bind: { value: '1', size: '2' } },
      { type: 'bigNumber', id: 'b', props: { label: 'B' } },
    ]);
    expect(definition.blockProblems).toEqual(
      expect.arrayContaining([
        { pointer: '/blocks/0/bind/size', message: "bloktypen 'bigNumber' har ingen egenskab 'size'" },
        { pointer: '/blocks/0/props/colour', message: "bloktypen 'bigNumber' har ingen egenskab 'colour'" },
        { pointer: '/blocks/0/props/label', message: 'skal være en tekst, men er et heltal' },
        { pointer: '/blocks/1', message: "bloktypen 'bigNumber' kræver 'value' (i props eller bind)" },
      ]),
    );
    expect(definition.blockProblems).toHaveLength(4);
  });

  it('an unknown block type fails that block alone; the definition loads', () => {
    const definition = load([
      { type: 'header', id: 'header' },
      { type: 'sparkline', id: 'b' },
    ]);
    expect(definition.blocks).toHaveLength(2);
    expect(definition.blockProblems).toEqual([{ pointer: '/blocks/1/type', message: "ukendt bloktype 'sparkline'" }]);
  });

  it("a header without a title takes the definition's title; a given title stays", () => {
    const definition = load([
      { type: 'header', id: 'a' },
      { type: 'header', id: 'b', props: { title: 'Egen titel' } },
    ]);
    expect(definition.blocks.map((b) => b.props.title)).toEqual(['Læsbarhed', 'Egen titel']);
  });
});

describe('bound props are checked after binding', () => {
  it('a string bound where rows are expected fails the block at its binding, in Danish, and is logged', async () => {
    const definition = load([{ type: 'table', id: 't', props: { columns: [] }, bind: { rows: "'række'" } }]);
    expect(definition.blockProblems).toEqual([]);
    const { bound, logger } = await bind(definition.blocks[0]!);
    expect(bound).toMatchObject({
      state: 'failed',
      problems: [{ pointer: '/blocks/0/bind/rows', message: 'skal være en liste, men er en tekst' }],
    });
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]?.detail?.problems).toEqual(['/blocks/0/bind/rows: skal være en liste, men er en tekst']);
  });

  it('a wrong value inside a bound list is named by where it lies in the value', async () => {
    const definition = load([
      {
        type: 'metricBalls',
        id: 'm',
        bind: { items: "[{'label': 'A', 'rag': 'G'}, {'label': 'B', 'format': {'style': 'procent'}}]" },
      },
    ]);
    const { bound } = await bind(definition.blocks[0]!);
    expect(bound).toMatchObject({
      state: 'failed',
      problems: [
        {
          pointer: '/blocks/0/bind/items',
          message: '1/format/style skal være en af "number", "integer", "percent", "fraction", men er "procent"',
        },
      ],
    });
  });

  it('a required prop whose binding gives nothing fails instead of rendering dashes', async () => {
    const definition = load([
      { type: 'bigNumber', id: 'b', props: { label: 'LIX' }, bind: { value: '$content.none' } },
    ]);
    const { bound } = await bind(definition.blocks[0]!);
    expect(bound).toMatchObject({
      state: 'failed',
      problems: [{ pointer: '/blocks/0/bind/value', message: "mangler 'value'" }],
    });
  });

  it('good bound props are ready', async () => {
    const definition = load([{ type: 'table', id: 't', props: { columns: [] }, bind: { rows: "[{'a': 1}]" } }]);
    const { bound, logger } = await bind(definition.blocks[0]!);
    expect(bound).toEqual({ state: 'ready', props: { columns: [], rows: [{ a: 1 }] } });
    expect(logger.entries).toEqual([]);
  });
});
