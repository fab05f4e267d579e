/**
 * The print view the server rendered (GET …/revisions/{rev}/print-document, docs/REPORTS.md, print): each report
 * page's markup, inserted as it is, so the browser binds nothing and loads no definitions or chart code. Any failure
 * (an error, a page the server could not render whole, a time-out) is logged and gives no document: the print view
 * then renders the pages itself, and asks for the server's charts only when the server drew them (a page it could
 * not render whole: PRINT_DOCUMENT_UNAVAILABLE). After a drawing that did not end in time, or any other failure, the
 * browser draws its charts itself rather than wait for the same drawing again.
 */
import type { PrintDocument } from '../../schemas/api/print-document.ts';
import { ApiRequestError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';

export interface PrintDocumentAnswer {
  document?: PrintDocument;
  /** Whether the server drew the print view's charts (so its print-charts answer is worth asking for). */
  chartsDrawn: boolean;
}

export async function loadPrintDocument(
  api: ApiClient,
  manuscriptId: number,
  revisionId: number,
): Promise<PrintDocumentAnswer> {
  try {
    const document = await api.get<PrintDocument>(
      `manuscripts/${manuscriptId}/revisions/${revisionId}/print-document`,
      'api/manuscripts/print-document',
    );
    return { document, chartsDrawn: true };
  } catch (error) {
    console.warn('The server rendered no print view: the print view renders it in the browser', error);
    return { chartsDrawn: error instanceof ApiRequestError && error.code === 'PRINT_DOCUMENT_UNAVAILABLE' };
  }
}

/**
 * The server's sections for the pages the print view shows, in their order; undefined (and logged) when the server
 * has not rendered every one of them (then the browser renders them all, so nothing is shown twice or left out).
 */
export function sectionsFor<T extends { reportId: number }>(
  document: PrintDocument,
  pages: readonly T[],
): { page: T; html: string }[] | undefined {
  const byId = new Map(document.sections.map((section) => [section.reportId, section.html]));
  const missing = pages.filter((page) => !byId.has(page.reportId));
  if (missing.length > 0) {
    console.warn(
      'The server rendered another set of pages than the print view shows: the print view renders them in the browser',
      missing.map((page) => page.reportId),
    );
    return undefined;
  }
  return pages.map((page) => ({ page, html: byId.get(page.reportId) ?? '' }));
}
