// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { elementListExample } from './example.ts';

afterEach(cleanup);

describe('element list block', () => {
  it("links 'Gå til {type} rapporten' through the route it is given and marks completed elements", async () => {
    const block = {
      ...elementListExample,
      bind: {
        items:
          "[{'name': 'Klicheer', 'value': 4, 'typeName': 'Klicheer', 'reportId': 17, 'route': 'adminManuscriptReportView', 'completed': true}, {'name': 'Tempo', 'value': 6, 'reportId': 6}]",
      },
    };
    const { container } = await renderBlocks([block]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['Gå til Klicheer rapporten', 'Gå til Tempo rapporten']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#adminManuscriptReportView/17',
      '#manuscriptReportView/6',
    ]);
    const completed = [...container.querySelectorAll('[data-completed="true"]')].map(
      (e) => e.querySelector('h3')?.textContent,
    );
    expect(completed).toEqual(['Klicheer 4 (Fuldført)']);
  });
});
