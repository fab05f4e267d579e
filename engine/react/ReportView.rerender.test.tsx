// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadReportDefinition } from '../index.ts';
import { ReportView } from './ReportView.tsx';
import { pageWith, settled, testContext } from './test-harness.tsx';

afterEach(cleanup);

describe('ReportView re-rendering', () => {
  it('does not bind again when the app passes equal context and content objects, and does when they change', async () => {
    const definition = loadReportDefinition(
      pageWith([
        { type: 'message', id: 'm', props: { text: 'x' }, bind: { text: "'Admin ' & $string($context.isAdmin)" } },
      ]),
      'x',
    );
    const view = render(<ReportView definition={definition} data={[]} context={{ ...testContext }} content={{}} />);
    await settled(view.container);
    const before = view.container.querySelector('[data-block-id="m"] p');
    view.rerender(<ReportView definition={definition} data={[]} context={{ ...testContext }} content={{}} />);
    expect(view.container.querySelector('[data-block-id="m"]')?.getAttribute('data-block-state')).toBe('ready');
    expect(view.container.querySelector('[data-block-id="m"] p')).toBe(before);
    view.rerender(
      <ReportView definition={definition} data={[]} context={{ ...testContext, isAdmin: true }} content={{}} />,
    );
    await settled(view.container);
    expect(view.container.querySelector('[data-block-id="m"]')?.textContent).toBe('Admin true');
  });

  it('reads $context.reportId from the definition, whatever the app passes', async () => {
    const definition = loadReportDefinition(
      pageWith([{ type: 'message', id: 'm', bind: { text: "'Side ' & $string($context.reportId)" } }]),
      'x',
    );
    const view = render(
      <ReportView definition={definition} data={[]} context={{ ...testContext, reportId: 9 }} content={{}} />,
    );
    await settled(view.container);
    expect(view.container.querySelector('[data-block-id="m"]')?.textContent).toBe(`Side ${definition.reportId}`);
  });
});
