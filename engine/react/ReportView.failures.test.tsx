// @vitest-environment happy-dom
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
