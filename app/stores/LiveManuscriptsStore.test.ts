// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi, renderApp, statusOf } from '../test-support/render-app.tsx';

afterEach(cleanup);

function manuscript(id: number, status: string, progress: number, failureReason: string | null = null) {
  return {
    id,
    title: `Bog ${id}`,
    audience: 'Voksne',
    audienceId: 3,
    genre: 'Krimi',
    genreId: 1,
    created: '2026-11-25T08:00:00.000Z',
    latestRevisionId: id * 10,
    revisionCount: 1,
    status,
    progress,
    failureReason,
  };
}

function event(revisionId: number, status: string, progress: number, failureReason: string | null = null) {
  const stage = status === 'done' ? 'done' : status === 'failed' ? 'failed' : 'models';
  return { revisionId, stage, model: stage === 'models' ? 'Tense' : null, status, progress, failureReason };
}

const statusCell = (id: number) =>
  within(document.querySelector(`tr[data-manuscript-id="${id}"]`)!).getAllByRole('cell')[4]!;

describe('the manuscripts list while analyses run', () => {
  it('follows each unfinished analysis live, reads the list and the uploads again when one ends', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD', 1));
    let page = [manuscript(1, 'analysing', 0.1), manuscript(2, 'done', 1), manuscript(3, 'failed', 0, 'Ikke dansk')];
    api.answer('manuscripts/', () => ({ items: page, page: 1, pageSize: 20, total: page.length }));
    let emit: (data: unknown) => void = () => undefined;
    let end: () => void = () => undefined;
    api.answer(
      'STREAM manuscripts/1/revisions/10/progress',
      (send: (data: unknown) => void) =>
        new Promise<void>((resolve) => {
          emit = send;
          end = resolve;
        }),
    );
    await renderApp('/overview/manuscripts', { signedIn: true, api });
    await screen.findByText('Bog 1');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'STREAM')).toHaveLength(1));
    // only the running analysis is followed
    expect(api.calls.find((c) => c.method === 'STREAM')?.path).toBe('manuscripts/1/revisions/10/progress');

    act(() => emit(event(10, 'analysing', 0.55)));
    await waitFor(() => expect(statusCell(1).textContent).toMatch(/^Analyseres \(55\s%\)$/));
    const statusCalls = api.callsTo('author/status').length;
    const listCalls = api.callsTo('manuscripts/').length;

    page = [manuscript(1, 'done', 1), page[1]!, page[2]!];
    act(() => emit(event(10, 'done', 1)));
    act(() => end());
    await waitFor(() => expect(statusCell(1).textContent).toBe('Færdig'));
    await waitFor(() => expect(api.callsTo('manuscripts/').length).toBe(listCalls + 1));
    expect(api.callsTo('author/status').length).toBe(statusCalls + 1);
    expect(document.querySelector('tr[data-manuscript-id="1"]')?.getAttribute('data-status')).toBe('done');
    // nothing left to follow
    expect(api.calls.filter((c) => c.method === 'STREAM')).toHaveLength(1);
  });

  it('does not retry a failed stream in a loop; the row keeps its last state', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD', 1));
    api.answer('manuscripts/', { items: [manuscript(4, 'queued', 0)], page: 1, pageSize: 20, total: 1 });
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/overview/manuscripts', { signedIn: true, api });
    await screen.findByText('Bog 4');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'STREAM')).toHaveLength(1));
    expect(statusCell(4).textContent).toBe('I kø');
    // The failure is logged in the stream's catch; its finally (where a retry or a reload would start) runs in the
    // microtasks right after, which act() flushes: no wall-clock wait.
    await waitFor(() => expect(failure).toHaveBeenCalledWith('progress stream failed', expect.anything()));
    await act(async () => {});
    failure.mockRestore();
    expect(api.calls.filter((c) => c.method === 'STREAM')).toHaveLength(1);
    expect(api.callsTo('manuscripts/')).toHaveLength(1);
  });

  it("offers 'Upload igen' for a failed analysis, with the dialog filled in from the manuscript", async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD', 1));
    api.answer('manuscripts/', {
      items: [manuscript(3, 'failed', 0, 'Teksten er ikke på dansk.'), manuscript(2, 'done', 1)],
      page: 1,
      pageSize: 20,
      total: 2,
    });
    const { root } = await renderApp('/overview/manuscripts', { signedIn: true, api });
    const again = await screen.findByRole('button', { name: 'Upload »Bog 3« igen' });
    expect(screen.queryByRole('button', { name: 'Upload »Bog 2« igen' })).toBeNull();
    act(() => again.click());
    expect(root.upload.phase).toBe('open');
    expect([root.upload.title, root.upload.genreId, root.upload.audienceId]).toEqual(['Bog 3', '1', '3']);
  });
});
