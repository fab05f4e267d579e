/**
 * One report page of a manuscript (named route 'manuscriptReportView'): the definition for the reportId,
 * rendered by the report engine from the revision's validated data. Not analysed yet → in-progress page.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ReportView } from '../../engine/react/index.ts';
import { LoadingView } from '../components/LoadingView.tsx';
import { definitionFor } from '../reports/definitions.ts';
import { useStores } from '../stores/context.ts';

/** Report 10 (similar books) inside a manuscript is for admins only. */
export const SIMILAR_BOOKS_REPORT = 10;

export const ReportScreen = observer(function ReportScreen() {
  const { manuscriptId, reportId } = useParams();
  const { reportPage, rules, userStatus, errorDialog } = useStores();
  const id = Number(reportId);
  const definition = definitionFor(id);
  useEffect(() => {
    reportPage
      .open(Number(manuscriptId), definitionFor(Number(reportId)), rules.rules)
      .catch((error: unknown) => errorDialog.show(error));
  }, [manuscriptId, reportId, reportPage, rules.rules, errorDialog]);

  const base = `/manuscripts/${manuscriptId}`;
  if (id === SIMILAR_BOOKS_REPORT && !userStatus.isAdmin) return <Navigate to={`${base}/analysis/wip`} replace />;
  if (!definition) return <Navigate to={`${base}/dashboard`} replace />;
  if (reportPage.state === 'inProgress') return <Navigate to={`${base}/analysis/wip`} replace />;
  if (reportPage.state === 'failed') {
    return (
      <main className="page">
        <h1>{definition.title}</h1>
        <p role="alert">Analysen fejlede: {reportPage.revision?.failureReason}</p>
      </main>
    );
  }
  if (reportPage.state !== 'ready') return <LoadingView />;
  return (
    <main className="page report-page">
      <ReportView
        definition={definition}
        data={reportPage.data}
        content={reportPage.content}
        context={{
          reportId: id,
          isAdmin: userStatus.isAdmin,
          isTrial: false,
          isSimilarBook: false,
          revisionId: String(reportPage.revision?.id ?? ''),
          modelVersion: reportPage.revision?.modelVersion,
        }}
        reportHref={(target) => `${base}/analysis/${target}`}
      />
    </main>
  );
});
