/**
 * Links to another report page in markup rendered away from the app (the server's print document): the server
 * cannot know the app's routes (nor whether the reader is in the admin area), so it writes each link as a
 * placeholder naming the route and the page, and the app puts its own path in before it shows the markup.
 */
/** A report route's name, as definitions name them (engine/react/engine-context.ts `ReportRouteName`). */
type ReportRouteName = 'manuscriptReportView' | 'adminManuscriptReportView' | 'similarBookReportView';

const scheme = 'lektor-report:';

/** The placeholder href of a link to report page `reportId` by route `name`. */
export function reportLinkPlaceholder(route: { name: ReportRouteName; reportId: number }): string {
  return `${scheme}${route.name}/${route.reportId}`;
}

/**
 * `html` with every placeholder href replaced by `href(route)` (the text of an attribute: the path is escaped for
 * one). Only the placeholder's own form is touched (a route name of letters, a page number).
 */
export function resolveReportLinks(
  html: string,
  href: (route: { name: ReportRouteName; reportId: number }) => string,
): string {
  return html.replace(/href="lektor-report:([A-Za-z]+)\/(\d+)"/gu, (_match, name: string, id: string) => {
    const path = href({ name: name as ReportRouteName, reportId: Number(id) });
    return `href="${path.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;')}"`;
  });
}
