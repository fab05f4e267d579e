/** The report subject of the current route: a manuscript (:manuscriptId), a similar book (:isbn) or the trial. */
import { useMemo } from 'react';
import { useMatch, useParams } from 'react-router';
import type { ReportSubject } from '../stores/ReportPageStore.ts';
import { paths } from './paths.ts';

export interface ReportRouteInfo {
  subject: ReportSubject;
  /** Inside /admin (the admin report route). */
  inAdminArea: boolean;
  /** The path the children (dashboard, analysis, print, analysis/…) hang under. */
  base: string;
}

export function useReportRoute(): ReportRouteInfo {
  const { manuscriptId, isbn } = useParams();
  const inAdminArea = useMatch('/admin/*') !== null;
  return useMemo(() => {
    if (manuscriptId !== undefined) {
      const id = Number(manuscriptId);
      return {
        subject: { kind: 'manuscript', manuscriptId: id },
        inAdminArea,
        base: inAdminArea ? paths.adminManuscript(id) : paths.manuscript(id),
      };
    }
    if (isbn !== undefined)
      return { subject: { kind: 'similarBook', isbn }, inAdminArea, base: paths.similarbook(isbn) };
    return { subject: { kind: 'trial' }, inAdminArea, base: '/trial' };
  }, [manuscriptId, isbn, inAdminArea]);
}
