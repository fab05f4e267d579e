import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { loadPrintDocument, sectionsFor } from './print-document.ts';

const document = {
  sections: [
    { reportId: 2, html: '<article data-report-id="2"></article>' },
    { reportId: 0, html: '<article data-report-id="0"></article>' },
  ],
  failedBlocks: 0,
  score: 71,
};

afterEach(() => vi.restoreAllMocks());

describe('the print view the server rendered', () => {
  it('is read for the revision, and any failure is logged and gives no document (the browser renders it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = new FakeApi({ 'manuscripts/4/revisions/9/print-document': document });
    const load = () => loadPrintDocument(api as unknown as ApiClient, 4, 9);
    expect(await load()).toEqual({ document, chartsDrawn: true });
    expect(warn).not.toHaveBeenCalled();
    // a page the server could not render whole: its charts were drawn, the browser asks for them
    api.answer('manuscripts/4/revisions/9/print-document', new ApiRequestError(503, 'PRINT_DOCUMENT_UNAVAILABLE', 'x'));
    expect(await load()).toEqual({ chartsDrawn: true });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/renders it in the browser/u), expect.anything());
    // a drawing that did not end in time, or any other failure: the browser draws the charts itself
    api.answer('manuscripts/4/revisions/9/print-document', new ApiRequestError(503, 'PRINT_CHARTS_UNAVAILABLE', 'x'));
    expect(await load()).toEqual({ chartsDrawn: false });
    api.answer('manuscripts/4/revisions/9/print-document', new Error('network'));
    expect(await load()).toEqual({ chartsDrawn: false });
  });

  it("gives the sections in the view's order, or undefined (logged) when a page the view shows is missing", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pages = [{ reportId: 0 }, { reportId: 2 }];
    expect(sectionsFor(document, pages)?.map(({ page, html }) => [page.reportId, html])).toEqual([
      [0, '<article data-report-id="0"></article>'],
      [2, '<article data-report-id="2"></article>'],
    ]);
    expect(warn).not.toHaveBeenCalled();
    expect(sectionsFor(document, [...pages, { reportId: 5 }])).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/another set of pages/u), [5]);
  });
});
