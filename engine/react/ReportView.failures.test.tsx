// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { collectingLogger, loadReportDefinition } from '../index.ts';
import { blockRegistry } from './blocks/registry.ts';
import { ReportView } from './ReportView.tsx';
import { blockTypeIs } from './registry-types.ts';
import { pageWith, renderBlocks, settled, testContext } from './test-harness.tsx';

afterEach(cleanup);

const header = { type: 'header', id: 'header', props: { title: 'Side' } };

function Throwing(): never {
  throw new Error('boom');
}

describe('ReportView failure handling', () => {
  it('a block that breaks its contract fails alone, with its pointer and Danish message on the element', async () => {
    const { container, logger } = await renderBlocks([
      header,
      { type: 'table', id: 'rows', props: { columns: [{ key: 'a', label: 'A' }] }, bind: { rows: "'række'" } },
      { type: 'table', id: 'variant', props: { variant: 'fancy', columns: [] }, bind: { rows: '[]' } },
      {
        type: 'chart',
        id: 'picture',
        props: {
          description: 'd',
          spec: { mark: 'image', encoding: { url: { value: 'https://evil.example/x.png' } } },
        },
        bind: { values: "[{'a': 1}]" },
      },
      { type: 'sparkline', id: 'unknown' },
      { type: 'message', id: 'fine', props: { text: 'Resten af siden' } },
    ]);
    const block = (id: string) => container.querySelector(`[data-block-id="${id}"]`);
    expect(block('rows')?.getAttribute('data-block-state')).toBe('failed');
    expect(block('rows')?.getAttribute('data-block-problem')).toBe(
      '/blocks/1/bind/rows: skal være en liste, men er en tekst',
    );
    expect(block('variant')?.getAttribute('data-block-problem')).toBe(
      '/blocks/2/props/variant: skal være en af "plain", "sortable", "tree", men er "fancy"',
    );
    expect(block('picture')?.getAttribute('data-block-state')).toBe('failed');
    expect(block('picture')?.getAttribute('data-block-problem')).toContain('en graf må ikke vise billeder');
    expect(block('picture')?.querySelector('svg')).toBeNull();
    expect(block('unknown')?.textContent).toBe('Ukendt blok: sparkline');
    expect(block('fine')?.getAttribute('data-block-state')).toBe('ready');
    expect(container.querySelector('h1')?.textContent).toBe('Side');
    expect(logger.entries.map((e) => e.detail?.block).sort()).toEqual(['picture', 'rows', 'unknown', 'variant']);
  });

  it('data missing a field a transform needs fails that block alone, its panel naming the field', async () => {
    const data = JSON.parse(readFileSync('tests/fixtures/reports/revision-data.json', 'utf8'));
    const { container, logger } = await renderBlocks(
      [
        header,
        {
          type: 'table',
          id: 'parts',
          props: { columns: [{ key: 'part', label: 'Del' }] },
          bind: {
            rows: { from: 'legibilityParts', transform: [{ type: 'sort', field: 'Vægt', order: 'descending' }] },
          },
        },
        {
          type: 'table',
          id: 'sorted',
          props: { columns: [{ key: 'part', label: 'Del' }] },
          bind: { rows: { from: 'legibilityParts', transform: [{ type: 'sort', field: 'lix', order: 'descending' }] } },
        },
      ],
      { data },
    );
    const block = (id: string) => container.querySelector(`[data-block-id="${id}"]`);
    expect(block('parts')?.getAttribute('data-block-state')).toBe('failed');
    expect(block('parts')?.textContent).toContain(
      "Fejl i data: trin 1 ('sort'): transformationen 'sort' mangler feltet 'Vægt' i række 1.",
    );
    expect(block('parts')?.getAttribute('data-block-problem')).toBe(
      "/blocks/1/bind/rows: trin 1 ('sort'): transformationen 'sort' mangler feltet 'Vægt' i række 1",
    );
    expect(block('sorted')?.getAttribute('data-block-state')).toBe('ready');
    expect(block('header')?.getAttribute('data-block-state')).toBe('ready');
    expect(logger.entries.map((e) => e.detail?.block)).toEqual(['parts']);
  });

  it('renders a visible unknown block when no renderer ranks above -1, and the rest of the page', async () => {
    const definition = loadReportDefinition(
      pageWith([header, { type: 'tips', id: 'tips', props: { items: ['Et tip'] } }]),
      'x',
    );
    const registry = blockRegistry.filter((entry) => entry.tester({ type: 'tips' } as never) < 0);
    const { container } = render(
      <ReportView definition={definition} data={[]} context={testContext} registry={registry} />,
    );
    await settled(container);
    const unknown = container.querySelector('[data-block-id="tips"]');
    expect(unknown?.getAttribute('data-block-state')).toBe('unknown');
    expect(unknown?.textContent).toBe('Ukendt blok: tips');
    expect(container.querySelector('h1')?.textContent).toBe('Side');
  });

  it("contains a renderer that throws to its own block, marked failed and logged as 'Unhandled error'", async () => {
    const registry = [...blockRegistry, { tester: blockTypeIs('tips', 5), renderer: Throwing }];
    const definition = loadReportDefinition(
      pageWith([header, { type: 'tips', id: 'tips', props: { items: ['x'] } }]),
      'x',
    );
    const logger = collectingLogger();
    const original = console.error;
    console.error = () => {};
    try {
      const { container } = render(
        <ReportView definition={definition} data={[]} context={testContext} registry={registry} logger={logger} />,
      );
      await settled(container);
      expect(container.querySelector('[data-block-id="tips"]')?.getAttribute('data-block-state')).toBe('failed');
      expect(container.querySelector('[data-block-id="header"]')?.getAttribute('data-block-state')).toBe('ready');
    } finally {
      console.error = original;
    }
    expect(logger.entries).toContainEqual({
      level: 'error',
      message: 'Unhandled error',
      detail: { source: 'x', block: 'tips', error: 'boom' },
    });
  });

  it('a failed block renders again when its bound inputs change (the error boundary resets)', async () => {
    function ThrowsOnBad({ props }: { props: { items?: unknown } }) {
      if (Array.isArray(props.items) && props.items[0] === 'dårlig') throw new Error('boom');
      return <p>fint</p>;
    }
    const registry = [...blockRegistry, { tester: blockTypeIs('tips', 5), renderer: ThrowsOnBad }];
    const definition = loadReportDefinition(
      pageWith([{ type: 'tips', id: 'tips', bind: { items: "$context.isAdmin ? ['god'] : ['dårlig']" } }]),
      'x',
    );
    const original = console.error;
    console.error = () => {};
    try {
      const view = render(
        <ReportView
          definition={definition}
          data={[]}
          context={{ ...testContext, isAdmin: false }}
          registry={registry}
          logger={collectingLogger()}
        />,
      );
      await settled(view.container);
      const state = () => view.container.querySelector('[data-block-id="tips"]')?.getAttribute('data-block-state');
      expect(state()).toBe('failed');
      view.rerender(
        <ReportView
          definition={definition}
          data={[]}
          context={{ ...testContext, isAdmin: true }}
          registry={registry}
          logger={collectingLogger()}
        />,
      );
      await settled(view.container);
      expect(state()).toBe('ready');
      expect(view.container.textContent).toContain('fint');
    } finally {
      console.error = original;
    }
  });

  it('fails a block whose display rule does not give true or false, instead of showing it', async () => {
    const { container, logger } = await renderBlocks([
      header,
      { type: 'message', id: 'm', props: { text: 'hej' }, when: { effect: 'show', condition: "'ja'" } },
    ]);
    expect(container.querySelector('[data-block-id="m"]')?.getAttribute('data-block-state')).toBe('failed');
    expect(logger.entries[0]?.message).toBe('Unhandled error');
  });

  it('shows the generic panel when a block reads a model section that is missing, or hides it when told to', async () => {
    const { container } = await renderBlocks([
      { type: 'bigNumber', id: 'lix', props: { label: 'LIX' }, bind: { value: 'legibility.lix' } },
      {
        type: 'bigNumber',
        id: 'lix2',
        whenMissing: 'hide',
        props: { label: 'LIX' },
        bind: { value: 'legibility.lix' },
      },
    ]);
    expect(container.querySelector('[data-block-id="lix"]')?.getAttribute('data-block-state')).toBe('failed');
    expect(container.querySelector('[data-block-id="lix"]')?.textContent).toContain('Prøv at genindlæse siden');
    expect(container.querySelector('[data-block-id="lix2"]')).toBeNull();
  });
});
