/**
 * The server's print document (docs/REPORTS.md, print): each report page of the print view rendered to markup by
 * React (react-dom/server) with the engine's own blocks, every block bound beforehand (engine/bind-report.ts) and
 * every chart the server's drawing. React escapes every text it writes; the charts are vega's SVG writer's markup.
 * The print view inserts the markup as it is, with no binding, chart code or definitions in the browser. Links to
 * other report pages are placeholders the app resolves (engine/report-links.ts).
 */
import { renderToString } from 'react-dom/server';
import type {
  BoundBlock,
  CompiledBlock,
  EngineLogger,
  ReportContent,
  ReportContext,
  ReportDefinition,
} from '../../engine/index.ts';
import { ReportView } from '../../engine/react/ReportView.tsx';
import { reportLinkPlaceholder } from '../../engine/report-links.ts';

const ignore = () => {};

export interface PrintSectionInput {
  definition: ReportDefinition;
  content: ReportContent;
  context: ReportContext;
  bound: ReadonlyMap<CompiledBlock, BoundBlock>;
  /** The charts drawn for the print view, SVG by drawing key. */
  charts: ReadonlyMap<string, string>;
  logger: EngineLogger;
}

/** A page's markup is complete when nothing in it waits for the browser (a block binding, a chart drawing). */
const unfinished = /data-(?:block|chart)-state="loading"/u;
const failedBlock = /data-block-state="failed"|data-chart-state="error"/gu;

export class PrintSectionIncomplete extends Error {
  constructor(reportId: number) {
    super(`report ${reportId}: a block or chart of the page would still be loading`);
    this.name = 'PrintSectionIncomplete';
  }
}

/** One page's markup (ReportView's article) and how many blocks in it failed; throws when it is not complete. */
export function renderPrintSection(input: PrintSectionInput): { html: string; failedBlocks: number } {
  const { definition, content, context, bound, charts, logger } = input;
  const html = renderToString(
    <ReportView
      definition={definition}
      data={[]}
      content={content}
      context={context}
      logger={logger}
      reportHref={reportLinkPlaceholder}
      onAction={ignore}
      stillCharts={charts}
      boundBlocks={bound}
    />,
  );
  if (unfinished.test(html)) throw new PrintSectionIncomplete(definition.reportId);
  return { html, failedBlocks: html.match(failedBlock)?.length ?? 0 };
}
