/**
 * Paths of the named routes (spec §2): 'manuscriptReportView', 'adminManuscriptReportView' and
 * 'similarBookReportView' with a reportId; 'similarbook' with an isbn. The trial report picks its page with
 * ?rapport=.
 */
import type { ReportRouteName, ViewHref } from '../../engine/react/index.ts';
import type { ViewLinkTarget } from '../../schemas/blocks/common.ts';
import type { ReportSubject } from '../stores/ReportPageStore.ts';

export const TRIAL_REPORT_PARAM = 'rapport';
/** The revision ids the comparison is from and to (?fra=&til=). */
export const COMPARE_FROM_PARAM = 'fra';
export const COMPARE_TO_PARAM = 'til';
/** The manuscript view's revision (?version=) and paragraph, counted from 1 (?afsnit=). */
export const TEXT_VERSION_PARAM = 'version';
export const TEXT_PARAGRAPH_PARAM = 'afsnit';

export const paths = {
  manuscript: (manuscriptId: number | string) => `/manuscripts/${manuscriptId}`,
  manuscriptReportView: (manuscriptId: number | string, reportId: number | string) =>
    `/manuscripts/${manuscriptId}/analysis/${reportId}`,
  /** 'Sammenlign': two revisions of a manuscript side by side; without fra/til the newest two finished ones. */
  manuscriptCompare: (manuscriptId: number | string, versions?: { fra: number; til: number }) =>
    `/manuscripts/${manuscriptId}/compare${versions ? `?${COMPARE_FROM_PARAM}=${versions.fra}&${COMPARE_TO_PARAM}=${versions.til}` : ''}`,
  /** The manuscript view ('Manuskript'): a revision's text with the findings marked, at a paragraph (from 0). */
  manuscriptText: (manuscriptId: number | string, at?: { revision?: number; paragraph?: number }) => {
    const query = new URLSearchParams();
    if (at?.revision !== undefined) query.set(TEXT_VERSION_PARAM, String(at.revision));
    if (at?.paragraph !== undefined) query.set(TEXT_PARAGRAPH_PARAM, String(at.paragraph + 1));
    const search = query.toString();
    return `/manuscripts/${manuscriptId}/text${search ? `?${search}` : ''}`;
  },
  adminManuscript: (manuscriptId: number | string) => `/admin/manuscript/${manuscriptId}`,
  adminManuscriptReportView: (manuscriptId: number | string, reportId: number | string) =>
    `/admin/manuscript/${manuscriptId}/analysis/${reportId}`,
  similarbook: (isbn: string) => `/similarbook/${encodeURIComponent(isbn)}`,
  similarBookReportView: (isbn: string, reportId: number | string) =>
    `/similarbook/${encodeURIComponent(isbn)}/analysis/${reportId}`,
  pricing: '/pricing',
  trialReport: (reportId?: number) => (reportId === undefined ? '/trial' : `/trial?${TRIAL_REPORT_PARAM}=${reportId}`),
  adminAuthor: (authorId: number | string) => `/admin/author/${authorId}`,
  adminAuthorHistory: (authorId: number | string) => `/admin/author/${authorId}/history`,
  adminAuthorManuscripts: (authorId: number | string) => `/admin/authors/manuscripts/${authorId}`,
} as const;

/** The app's route table for the named view links of report definitions (a table cell opening a similar book). */
const viewRoutes: Record<ViewLinkTarget, (param: string) => string> = {
  similarBook: (isbn) => `${paths.similarbook(isbn)}/dashboard`,
};

export const viewHref: ViewHref = (link) => viewRoutes[link.to]?.(link.param);

/**
 * The path of a report page of the subject on screen. The route a definition names is used when it fits the
 * subject (an admin link needs a manuscript); otherwise the subject's own report route.
 */
export function reportPath(
  route: { name: ReportRouteName; reportId: number },
  subject: ReportSubject,
  inAdminArea: boolean,
): string {
  if (subject.kind === 'trial') return paths.trialReport(route.reportId);
  if (subject.kind === 'similarBook') return paths.similarBookReportView(subject.isbn, route.reportId);
  if (route.name === 'adminManuscriptReportView' || (inAdminArea && route.name !== 'similarBookReportView')) {
    return paths.adminManuscriptReportView(subject.manuscriptId, route.reportId);
  }
  return paths.manuscriptReportView(subject.manuscriptId, route.reportId);
}
