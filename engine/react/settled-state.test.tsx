// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadReportDefinition } from '../index.ts';
import { readSettledState, watchSettledState } from '../settled-state.ts';
import { ReportView } from './ReportView.tsx';
import { pageWith, renderBlocks, testContext } from './test-harness.tsx';

afterEach(cleanup);

const message = (id: string) => ({ type: 'message', id, props: { text: 'Tekst' } });
/** A table whose static props break its contract: it fails alone. */
const broken = { type: 'table', id: 'broken', props: { variant: 'fancy', columns: [], rows: [] } };

const article = (container: HTMLElement) => container.querySelector('article[data-report-id]')!;

describe('the settled state of a report', () => {
  it("is 'loading' while a block binds, then 'settled' with no failed blocks", async () => {
    const definition = loadReportDefinition(pageWith([message('a'), message('b')]), 'test.report.json');
    const { container } = render(<ReportView definition={definition} data={[]} context={testContext} />);
    expect(article(container).getAttribute('data-report-state')).toBe('loading');
    await waitFor(() => expect(article(container).getAttribute('data-report-state')).toBe('settled'));
    expect(article(container).getAttribute('data-failed-blocks')).toBe('0');
  });

  it("is 'failed' with the count when a block shows the error panel, the others still shown", async () => {
    const { container } = await renderBlocks([message('a'), broken, message('b')]);
    await waitFor(() => expect(article(container).getAttribute('data-report-state')).toBe('failed'));
    expect(article(container).getAttribute('data-failed-blocks')).toBe('1');
    expect(container.querySelectorAll('[data-block-state="ready"]')).toHaveLength(2);
  });

  it('counts nested blocks and charts, and waits for a chart still loading', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div data-block-state="ready"><div data-block-state="ready"><div data-chart-state="loading"></div></div></div>
      <div data-block-state="failed"></div>`;
    expect(readSettledState(root)).toEqual({ state: 'loading', failedBlocks: 1 });
    root.querySelector('[data-chart-state]')!.setAttribute('data-chart-state', 'error');
    expect(readSettledState(root)).toEqual({ state: 'failed', failedBlocks: 2 });
    expect(readSettledState(document.createElement('div'))).toEqual({ state: 'settled', failedBlocks: 0 });
  });

  it('follows blocks as they change state, appear and go', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-block-state="loading"></div>';
    document.body.append(root);
    const stop = watchSettledState(root);
    expect(root.getAttribute('data-report-state')).toBe('loading');
    root.firstElementChild!.setAttribute('data-block-state', 'ready');
    await waitFor(() => expect(root.getAttribute('data-report-state')).toBe('settled'));
    root.insertAdjacentHTML('beforeend', '<div data-block-state="failed"></div>');
    await waitFor(() => expect(root.getAttribute('data-report-state')).toBe('failed'));
    root.lastElementChild!.remove();
    await waitFor(() => expect(root.getAttribute('data-report-state')).toBe('settled'));
    stop();
    root.insertAdjacentHTML('beforeend', '<div data-block-state="loading"></div>');
    await Promise.resolve();
    expect(root.getAttribute('data-report-state')).toBe('settled');
    root.remove();
  });
});
