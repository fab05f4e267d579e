/**
 * One report page of the print view as the server rendered it (app/reports/print-document.ts): its markup inserted
 * as it is. It comes only from the server's renderer (react-dom/server over the engine's blocks: every text escaped
 * by React, the charts vega's SVG writer's markup), read from our own API and checked against its schema; the links
 * to other report pages are the server's placeholders, given the app's own paths here.
 *
 * The page's Content Security Policy refuses inline style attributes in inserted markup (no 'unsafe-inline'), so
 * each `style="…"` React wrote is renamed `data-print-style` before the markup is inserted and applied through the
 * CSSOM afterwards (`element.style.cssText`), which the policy allows. React escapes every quote in text and
 * attribute values, so ` style="` in its output can only be an attribute.
 */
import { useCallback, useMemo } from 'react';
import type { ReportHref } from '../../engine/react/index.ts';
import { resolveReportLinks } from '../../engine/report-links.ts';
import { watchSettledState } from '../../engine/settled-state.ts';

export interface ServerPrintSectionProps {
  reportId: number;
  title: string;
  html: string;
  reportHref: ReportHref;
}

const DEFERRED_STYLE = 'data-print-style';

/** Applies each deferred style attribute through the CSSOM and removes it. */
function applyDeferredStyles(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${DEFERRED_STYLE}]`)) {
    element.style.cssText = element.getAttribute(DEFERRED_STYLE) ?? '';
    element.removeAttribute(DEFERRED_STYLE);
  }
}

export function ServerPrintSection({ reportId, title, html, reportHref }: ServerPrintSectionProps) {
  const markup = useMemo(
    () =>
      resolveReportLinks(html, (route) =>
        reportHref(route, { reportId, isAdmin: false, isTrial: false, isSimilarBook: false, print: true }),
      ).replaceAll(' style="', ` ${DEFERRED_STYLE}="`),
    [html, reportHref, reportId],
  );
  // The page's article says when it has settled, as ReportView's own does (engine/settled-state.ts).
  const watchArticle = useCallback(
    (section: HTMLElement | null) => {
      if (section) applyDeferredStyles(section);
      const article = markup && section?.querySelector('article');
      return article ? watchSettledState(article) : undefined;
    },
    [markup],
  );
  return (
    <section
      ref={watchArticle}
      id={`print-${reportId}`}
      className="print-section"
      aria-label={title}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own renderer's markup (see above)
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
