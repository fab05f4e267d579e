/**
 * 'print': every report page once in its print version (docs/REPORTS.md, print): a cover (title, author, date,
 * global score), a table of contents, then each page from a new sheet; tabs all shown, lists capped, charts fitted.
 * A manuscript's finished revision is shown as the server rendered it (app/reports/print-document.ts: the pages'
 * markup, inserted as it is); otherwise, or when the server's answer failed, the pages are bound and rendered here.
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import type { ReportDefinition } from '../../engine/index.ts';
import { firstWithRecommendations, printOmit } from '../../engine/print-omit.ts';
import { type ReportHref, ReportView, useSettledState } from '../../engine/react/index.ts';
import { totalOf, totalScoreModel, totalScoreSetting } from '../../engine/rules/total-score.ts';
import { LoadingView } from '../components/LoadingView.tsx';
import { PrintFrame } from '../components/PrintFrame.tsx';
import { ServerPrintSection } from '../components/ServerPrintSection.tsx';
import { closedTo, definitionsOf, reportSummaries, sourcesOf } from '../reports/definitions.ts';
import { sectionsFor } from '../reports/print-document.ts';
import { reportPath } from '../routes/paths.ts';
import { useReportRoute } from '../routes/report-subject.ts';
import { useStores } from '../stores/context.ts';
import { useReportPageStore } from '../stores/ReportPageStore.ts';

export const PrintPage = observer(function PrintPage() {
  const { subject, inAdminArea, base } = useReportRoute();
  const { userStatus, errorDialog } = useStores();
  const reportPage = useReportPageStore();
  // The whole print view says when every block has settled (data-report-state): the PDF renderer waits on it.
  const settledRef = useSettledState();
  const isAdmin = userStatus.isAdmin;
  // Every page open to the viewer, with the data its file names: the data is asked for while the whole
  // definitions load (about twenty, each validated and its formulas compiled), not after them.
  const pages = useMemo(
    () =>
      reportSummaries
        .filter((summary) => !closedTo(summary, subject, isAdmin))
        .map((summary) => ({ summary, reportId: summary.reportId, models: sourcesOf(summary.reportId) })),
    [subject, isAdmin],
  );
  const [whole, setWhole] = useState<{ of: typeof pages; loaded: ReportDefinition[] } | undefined>();
  useEffect(() => {
    let current = true;
    // The pages bound and rendered here: the data is asked for while the definitions load.
    // `serverCharts`: the server's drawing of the charts, unless it is known not to have ended (PrintDocumentAnswer).
    const inTheBrowser = (serverCharts: boolean) => {
      reportPage
        .open(subject, pages, { wholeLists: true, serverCharts })
        .catch((error: unknown) => errorDialog.show(error));
      definitionsOf(pages.map((page) => page.summary))
        .then((loaded) => {
          if (current) setWhole({ of: pages, loaded });
        })
        .catch((error: unknown) => errorDialog.show(error));
    };
    if (subject.kind !== 'manuscript') inTheBrowser(true);
    else {
      reportPage
        .openPrintDocument(subject)
        .then(({ rendered, chartsDrawn }) => {
          const served =
            rendered && sectionsFor(reportPage.printDocumentOf(subject) ?? { sections: [], failedBlocks: 0 }, pages);
          if (current && !served) inTheBrowser(chartsDrawn);
        })
        .catch(() => {
          if (current) inTheBrowser(false);
        });
    }
    return () => {
      current = false;
    };
  }, [subject, pages, reportPage, errorDialog]);
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
  const revision = reportPage.revision;
  // The cover: the score is the one total of the page's setting (engine/rules/total-score.ts), as the dashboard's.
  const cover = (score: number | undefined) => ({
    title: reportPage.metadata?.title ?? '',
    author: reportPage.metadata?.author ?? (inAdminArea ? undefined : userStatus.status?.user.name) ?? undefined,
    date: new Date().toISOString(),
    score,
    scoreSetting: totalScoreSetting(reportPage.source),
    version:
      revision && reportPage.versionNumber !== null
        ? { number: reportPage.versionNumber, created: revision.created }
        : undefined,
  });
  const manuscriptId = subject.kind === 'manuscript' ? subject.manuscriptId : undefined;
  const served = reportPage.printDocumentOf(subject);
  const sections = served ? sectionsFor(served, pages) : undefined;
  if (sections && served) {
    return (
      <PrintFrame
        cover={cover(served.score)}
        titles={sections.map(({ page }) => ({ reportId: page.reportId, title: page.summary.title }))}
        manuscriptId={manuscriptId}
        settledRef={settledRef}
      >
        {sections.map(({ page, html }) => (
          <ServerPrintSection
            key={page.reportId}
            reportId={page.reportId}
            title={page.summary.title}
            html={html}
            reportHref={reportHref}
          />
        ))}
      </PrintFrame>
    );
  }
  if (!reportPage.isReadyFor(subject, pages) || whole?.of !== pages) {
    return <LoadingView text="Gør udskriften klar…" />;
  }
  const definitions = whole.loaded;
  const scoreModel = totalScoreModel(reportPage.source);
  const score = totalOf(reportPage.data.find((item) => item.model === scoreModel)?.content);
  const first = firstWithRecommendations(definitions);
  return (
    <PrintFrame
      cover={cover(score)}
      manuscriptId={manuscriptId}
      titles={definitions.map((definition) => ({ reportId: definition.reportId, title: definition.title }))}
      settledRef={settledRef}
    >
      {definitions.map((definition) => (
        <section
          key={definition.reportId}
          id={`print-${definition.reportId}`}
          className="print-section"
          aria-label={definition.title}
        >
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
              printOmit: printOmit(definition, first),
              revisionId: String(revision?.id ?? ''),
              modelVersion: revision?.modelVersion,
              analysisPending: revision?.status === 'queued' || revision?.status === 'analysing',
            }}
            reportHref={reportHref}
            stillCharts={reportPage.serverCharts}
          />
        </section>
      ))}
    </PrintFrame>
  );
});
