/** 'print': every report page at once in its print version (all tabs and items shown, charts resized). */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { type ReportHref, ReportView } from '../../engine/react/index.ts';
import { LoadingView } from '../components/LoadingView.tsx';
import { reportDefinitions, SIMILAR_BOOKS_REPORT_ID } from '../reports/definitions.ts';
import { reportPath } from '../routes/paths.ts';
import { useReportRoute } from '../routes/report-subject.ts';
import { useStores } from '../stores/context.ts';

export const PrintPage = observer(function PrintPage() {
  const { subject, inAdminArea, base } = useReportRoute();
  const { reportPage, userStatus, errorDialog } = useStores();
  const isAdmin = userStatus.isAdmin;
  const definitions = useMemo(
    () =>
      reportDefinitions.filter(
        (d) => !(subject.kind === 'manuscript' && d.reportId === SIMILAR_BOOKS_REPORT_ID && !isAdmin),
      ),
    [subject, isAdmin],
  );
  useEffect(() => {
    reportPage.open(subject, definitions).catch((error: unknown) => errorDialog.show(error));
  }, [subject, definitions, reportPage, errorDialog]);
  const reportHref = useCallback<ReportHref>(
    (route) => reportPath(route, subject, inAdminArea),
    [subject, inAdminArea],
  );

  if (reportPage.state === 'inProgress') return <Navigate to={`${base}/analysis/wip`} replace />;
  if (reportPage.state === 'failed') {
    return (
      <div className="page">
        <h1>Udskriv</h1>
        <p role="alert">Analysen fejlede: {reportPage.revision?.failureReason}</p>
      </div>
    );
  }
  if (!reportPage.isReadyFor(subject, definitions)) return <LoadingView text="Gør udskriften klar…" />;
  const revision = reportPage.revision;
  return (
    <div className="page print-page">
      <div className="page-heading no-print">
        <h1>Udskriv rapporten</h1>
        <button type="button" className="button primary" onClick={() => window.print()}>
          Udskriv
        </button>
      </div>
      {definitions.map((definition) => (
        <section key={definition.reportId} className="print-section" aria-label={definition.title}>
          <ReportView
            definition={definition}
            data={reportPage.data}
            content={reportPage.contentFor(definition.reportId)}
            context={{
              reportId: definition.reportId,
              isAdmin,
              isTrial: subject.kind === 'trial',
              isSimilarBook: subject.kind === 'similarBook',
              print: true,
              revisionId: String(revision?.id ?? ''),
              modelVersion: revision?.modelVersion,
            }}
            reportHref={reportHref}
          />
        </section>
      ))}
    </div>
  );
});
