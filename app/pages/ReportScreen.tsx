/**
 * One report page of the subject on screen (named routes 'manuscriptReportView', 'adminManuscriptReportView',
 * 'similarBookReportView'; the trial report and the dashboard use it too): the definition for the reportId,
 * rendered by the report engine from the validated data. Not analysed yet → the in-progress page; a non-admin
 * opening report 10 of a manuscript → the in-progress page as well.
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { type ReportAction, type ReportHref, ReportView } from '../../engine/react/index.ts';
import { LoadingView } from '../components/LoadingView.tsx';
import { readCompiledCharts } from '../reports/compiled-charts.ts';
import { closedTo, definitionFor, loadDefinitionsWhenIdle } from '../reports/definitions.ts';
import { passageLinkFor, passagesSourceFor } from '../reports/passages-source.ts';
import { reportPath, viewHref } from '../routes/paths.ts';
import { useReportRoute } from '../routes/report-subject.ts';
import { useStores } from '../stores/context.ts';
import { useReportPageStore } from '../stores/ReportPageStore.ts';

export interface ReportScreenProps {
  /** A fixed page (the dashboard, the trial's chosen page); otherwise the route's :reportId. */
  reportId?: number;
}

export const ReportScreen = observer(function ReportScreen({ reportId: fixedId }: ReportScreenProps) {
  const params = useParams();
  const { subject, inAdminArea, base } = useReportRoute();
  const { userStatus, errorDialog, content, api } = useStores();
  const reportPage = useReportPageStore();
  const id = fixedId ?? Number(params.reportId);
  const definition = definitionFor(id);
  const blockedForAuthor = closedTo(definition, subject, userStatus.isAdmin);

  useEffect(() => {
    if (!definition || blockedForAuthor) return;
    reportPage
      .open(subject, [definition])
      // The page's data is in: the other pages' definitions load while the browser idles (a later click finds its own),
      // and the charts the server compiled ahead are read (a later page draws its charts without compiling them).
      .then(() => {
        loadDefinitionsWhenIdle();
        void readCompiledCharts();
      })
      .catch((error: unknown) => errorDialog.show(error));
  }, [subject, definition, blockedForAuthor, reportPage, errorDialog]);

  const reportHref = useCallback<ReportHref>(
    (route) => reportPath(route, subject, inAdminArea),
    [subject, inAdminArea],
  );
  const onAction = useCallback(
    (action: ReportAction) => {
      if (action.type === 'setSetting') {
        reportPage.saveSetting(action.name, action.value).catch((error: unknown) => errorDialog.show(error));
      }
    },
    [reportPage, errorDialog],
  );

  const isAdmin = userStatus.isAdmin;
  const revision = reportPage.revision;
  const passages = useMemo(() => passagesSourceFor(api, subject, revision?.id), [api, subject, revision?.id]);
  const navigate = useNavigate();
  const passageLink = useMemo(
    () => passageLinkFor(subject, revision?.id, inAdminArea, (href) => navigate(href)),
    [subject, revision?.id, inAdminArea, navigate],
  );
  const context = useMemo(
    () => ({
      reportId: id,
      isAdmin,
      isTrial: subject.kind === 'trial',
      isSimilarBook: subject.kind === 'similarBook',
      revisionId: String(revision?.id ?? ''),
      modelVersion: revision?.modelVersion,
      analysisPending: revision?.status === 'queued' || revision?.status === 'analysing',
    }),
    [id, isAdmin, subject, revision],
  );

  if (blockedForAuthor) return <Navigate to={`${base}/analysis/wip`} state={{ notAvailable: true }} replace />;
  if (!definition) return <Navigate to={subject.kind === 'trial' ? '/trial' : `${base}/dashboard`} replace />;
  if (reportPage.state === 'inProgress') return <Navigate to={`${base}/analysis/wip`} replace />;
  if (reportPage.state === 'failed') {
    return (
      <div className="page">
        <h1>{definition.title}</h1>
        <p role="alert">Analysen fejlede: {reportPage.revision?.failureReason}</p>
      </div>
    );
  }
  if (reportPage.state === 'error') {
    return (
      <div className="page">
        <h1>{definition.title}</h1>
        <p role="alert">Rapporten kunne ikke hentes. Prøv at genindlæse siden.</p>
      </div>
    );
  }
  if (!reportPage.isReadyFor(subject, [definition])) return <LoadingView text="Henter rapporten…" />;
  return (
    <div className="page report-page">
      <ReportView
        definition={definition}
        data={reportPage.data}
        content={reportPage.contentFor(id)}
        context={context}
        reportHref={reportHref}
        viewHref={viewHref}
        onAction={onAction}
        loadArticles={content.articlePage}
        chartsWhenNear
        {...(reportPage.serverCharts ? { stillCharts: reportPage.serverCharts } : {})}
        {...(passages ? { passages } : {})}
        {...(passageLink ? { passageLink } : {})}
      />
    </div>
  );
});
