/** Where the report pages fetch the passages behind a figure: the manuscript's revision or the trial report. */
import type { PassageLink, PassagesSource } from '../../engine/react/index.ts';
import type { PassagesPage } from '../../schemas/api/passages.ts';
import type { ApiClient } from '../api/client.ts';
import { paths } from '../routes/paths.ts';
import type { ReportSubject } from '../stores/ReportPageStore.ts';

/** None for a similar book: its text is not Lektør's to show. */
export function passagesSourceFor(
  api: ApiClient,
  subject: ReportSubject,
  revisionId: number | undefined,
): PassagesSource | undefined {
  if (subject.kind === 'similarBook') return undefined;
  if (subject.kind === 'manuscript' && revisionId === undefined) return undefined;
  const path =
    subject.kind === 'manuscript'
      ? `manuscripts/${subject.manuscriptId}/revisions/${revisionId}/passages`
      : 'trial-report/passages';
  return ({ model, key, page }) => api.get<PassagesPage>(path, 'api/passages', { model, key, page });
}

/**
 * 'Vis i manuskriptet' from a passage: the author's own manuscript view of the same revision at the paragraph.
 * None for the trial report, a similar book, or in the admin area (the view is the author's page).
 */
export function passageLinkFor(
  subject: ReportSubject,
  revisionId: number | undefined,
  inAdminArea: boolean,
  navigate: (href: string) => void,
): PassageLink | undefined {
  if (subject.kind !== 'manuscript' || revisionId === undefined || inAdminArea) return undefined;
  return {
    href: (paragraph) => paths.manuscriptText(subject.manuscriptId, { revision: revisionId, paragraph }),
    follow: navigate,
  };
}
