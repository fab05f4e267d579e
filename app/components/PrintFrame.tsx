/**
 * What the print view shows around its report pages, whoever rendered them (the server or the browser): the
 * on-screen actions, the cover and the table of contents, then the pages. The whole view says when every block
 * has settled (data-report-state on `.print-page`): the PDF renderer waits on it.
 */
import type { ReactNode } from 'react';
import { PdfDownloadButton } from './PdfDownloadButton.tsx';
import { PrintCover, type PrintCoverProps } from './PrintCover.tsx';

export interface PrintFrameProps {
  cover: PrintCoverProps;
  /** The pages' titles in their order, for the contents (each page's section is `print-{reportId}`). */
  titles: readonly { reportId: number; title: string }[];
  /** A manuscript's print view offers its PDF from the server. */
  manuscriptId?: number;
  settledRef: (element: Element | null) => (() => void) | undefined;
  children: ReactNode;
}

export function PrintFrame({ cover, titles, manuscriptId, settledRef, children }: PrintFrameProps) {
  return (
    <div className="page print-page" ref={settledRef}>
      <div className="page-heading no-print">
        <h1>Udskriv rapporten</h1>
        <div className="print-actions">
          <button type="button" className="button primary" onClick={() => window.print()}>
            Udskriv
          </button>
          {manuscriptId === undefined ? null : <PdfDownloadButton manuscriptId={manuscriptId} />}
        </div>
      </div>
      <PrintCover {...cover} />
      <nav className="print-contents" aria-label="Indhold">
        <h2>Indhold</h2>
        <ol>
          {titles.map(({ reportId, title }) => (
            <li key={reportId}>
              <a href={`#print-${reportId}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </div>
  );
}
