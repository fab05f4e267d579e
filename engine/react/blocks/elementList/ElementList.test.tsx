// @vitest-environment happy-dom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportAction } from '../../engine-context.ts';
import { renderBlocks } from '../../test-harness.tsx';
import { elementListExample } from './example.ts';

afterEach(cleanup);

/** The example block with its items bound to these rows. */
const withRows = (rows: Record<string, unknown>[]) => ({
  ...elementListExample,
  bind: { items: { transform: [{ type: 'rows', rows }] } },
});

describe('element list block', () => {
  it("links 'Gå til {type} rapporten' to the report by id, the route following the page, and marks completed elements", async () => {
    const block = withRows([
      {
        name: 'Klicheer',
        value: 4,
        typeName: 'Klicheer',
        reportId: 17,
        completed: true,
      },
      { name: 'Tempo', value: 6, reportId: 6 },
    ]);
    const { container } = await renderBlocks([block]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['Gå til Klicheer rapporten', 'Gå til Tempo rapporten']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#manuscriptReportView/17', '#manuscriptReportView/6']);
    const completed = [...container.querySelectorAll('[data-completed="true"]')].map(
      (e) => e.querySelector('h3')?.textContent,
    );
    expect(completed).toEqual(['Klicheer 4 (Fuldført)']);
    for (const [context, route] of [
      [{ isAdmin: true }, 'adminManuscriptReportView'],
      [{ isSimilarBook: true }, 'similarBookReportView'],
    ] as const) {
      cleanup();
      const other = await renderBlocks([block], { context });
      expect(other.container.querySelector('a')?.getAttribute('href')).toBe(`#${route}/17`);
    }
  });

  it('marks an element done and undone through its setting; no button without one or in print', async () => {
    const actions: ReportAction[] = [];
    const block = withRows([
      { name: 'Klicheer', value: 4, completed: true, setting: 'gs_9.cliches' },
      { name: 'Tempo', value: 6, setting: 'gs_9.tempo' },
      { name: 'Dialog', value: 7 },
    ]);
    const { container } = await renderBlocks([block], { onAction: (a) => actions.push(a) });
    const buttons = [...container.querySelectorAll('button.lk-completed-toggle')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Fortryd fuldført for Klicheer', 'true'],
      ['Markér Tempo som fuldført', 'false'],
    ]);
    fireEvent.click(buttons[0]!);
    fireEvent.click(buttons[1]!);
    expect(actions).toEqual([
      { type: 'setSetting', name: 'gs_9.cliches', value: 'false' },
      { type: 'setSetting', name: 'gs_9.tempo', value: 'true' },
    ]);
    cleanup();
    const print = await renderBlocks([block], { context: { print: true } });
    expect(print.container.querySelectorAll('button.lk-completed-toggle')).toHaveLength(0);
  });
});
