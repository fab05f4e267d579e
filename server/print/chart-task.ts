/**
 * Runs inside the print thread: binds every block of the published report pages to a finished revision's data with
 * the engine's own code (load → sources → bind, as ReportView does in the browser, with the content the print view
 * gives each page: print-content.ts), draws each chart as SVG markup with vega in node (engine/chart: the browser's
 * still drawing, `renderer: 'none'`, `view.toSVG()`) and renders every page to markup (print-document.tsx). A chart
 * that cannot be drawn here is a failure of that chart alone: the print view draws it itself (and then renders
 * the pages itself). Each drawing is named by `drawingKey`, so the print view takes it only for the same spec,
 * values and size.
 */

import { bindReport } from '../../engine/bind-report.ts';
import { chartLogger } from '../../engine/chart/chart-logger.ts';
import { chartRuntime } from '../../engine/chart/chart-runtime.ts';
import { compileRuntime } from '../../engine/chart/compile-runtime.ts';
import { type ChartDrawing, chartDrawing, drawingKey } from '../../engine/chart/drawing.ts';
import { stillSvg } from '../../engine/chart/still-svg.ts';
import {
  collectingLogger,
  type DefinitionFile,
  loadReportDefinitions,
  prepareContent,
  prepareSources,
  type ReportContext,
  type ReportDefinition,
} from '../../engine/index.ts';
import { firstWithRecommendations, printOmit } from '../../engine/print-omit.ts';
import { blockContractsWithoutRenderers } from '../../engine/react/blocks/contracts.ts';
import { SCREEN_DRAWN_REPORT_IDS } from '../../schemas/api/print-charts.ts';
import type { ChartProps } from '../../schemas/blocks/chart.ts';
import { normaliseRevisionData } from '../../schemas/normalise/index.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { type PrintContentInput, printContent } from './print-content.ts';
import { renderPrintSection } from './print-document.tsx';
import { measureTextInNode } from './text-widths.ts';
import { takeTask } from './thread-priority.ts';

measureTextInNode();

/** The longest markup kept for one chart (a chart of thousands of marks is drawn by the browser instead). */
export const MAX_SVG_CHARS = 2_000_000;

export interface PrintChartsTask {
  /** The published definitions and the stamp of their publication (the thread keeps them loaded per stamp). */
  definitions: { stamp: number; files: DefinitionFile[] };
  data: RevisionDataItem[];
  modelVersion: number;
  /** What the pages bind to besides the data (texts, metadata, rules, settings, bands): print-content.ts. */
  content: PrintContentInput;
  /** The print view's context, without the page's reportId and what it leaves out (each page's own). */
  context: Omit<ReportContext, 'reportId' | 'printOmit'>;
  /** Drawn ahead, nobody waiting: at the lowest priority (thread-priority.ts). */
  background?: boolean;
  /** Where the thread writes its id, so that a print view waiting for the drawing can raise its priority. */
  thread?: Int32Array;
}

export interface PrintChartFailure {
  reportId: number;
  block: string;
  message: string;
}

/** The print document: each page's markup in the print view's order, and the cover's total score. */
export interface PrintDocumentResult {
  sections: { reportId: number; html: string }[];
  failedBlocks: number;
  score?: number;
}

export interface PrintChartsResult {
  charts: { key: string; svg: string }[];
  /** The charts of SCREEN_DRAWN_REPORT_IDS at their screen size, by page (their keys are the screen drawings'). */
  screenCharts: { reportId: number; key: string; svg: string }[];
  failures: PrintChartFailure[];
  /** Absent when a page could not be rendered whole (`documentProblem` says why): the browser renders them. */
  document?: PrintDocumentResult;
  documentProblem?: string;
  /** Milliseconds of the thread's work: binding every block, drawing the charts, rendering the pages. */
  ms: { bind: number; draw: number; render: number };
}

let loaded: { stamp: number; definitions: ReportDefinition[] } | undefined;

function definitionsOf({ stamp, files }: PrintChartsTask['definitions']): ReportDefinition[] {
  if (loaded?.stamp !== stamp) {
    loaded = {
      stamp,
      definitions: loadReportDefinitions(files, { blockTypes: blockContractsWithoutRenderers }).definitions,
    };
  }
  return loaded.definitions;
}

export async function renderPrintCharts(task: PrintChartsTask): Promise<PrintChartsResult> {
  takeTask(task.thread, task.background === true);
  const data = normaliseRevisionData(task.data, task.modelVersion);
  const quiet = collectingLogger();
  // A page closed to the viewer (adminOnly, for an author) is not in their print view.
  const definitions = definitionsOf(task.definitions).filter(
    (definition) => !definition.adminOnly || task.context.isAdmin,
  );
  const pageModels = new Set(definitions.flatMap((definition) => definition.models.map((source) => source.model)));
  const contents = printContent(task.content, data, pageModels);
  const first = firstWithRecommendations(definitions);
  const charts: PrintChartsResult['charts'] = [];
  const screenCharts: PrintChartsResult['screenCharts'] = [];
  const failures: PrintChartFailure[] = [];
  const drawn = new Set<string>();
  const pages = [];
  const ms = { bind: 0, draw: 0, render: 0 };
  let mark = performance.now();
  const lap = (stage: keyof typeof ms) => {
    const now = performance.now();
    ms[stage] += now - mark;
    mark = now;
  };
  for (const definition of definitions) {
    const context: ReportContext = {
      ...task.context,
      reportId: definition.reportId,
      printOmit: printOmit(definition, first),
    };
    const rawContent = contents.forReport(definition.reportId);
    const content = prepareContent(rawContent, quiet);
    const sources = prepareSources(definition, data, quiet);
    const bound = await bindReport(definition.blocks, {
      sources,
      content,
      context,
      logger: quiet,
      source: definition.source,
    });
    pages.push({ definition, content: rawContent, context, bound });
    lap('bind');
    for (const [block, binding] of bound) {
      // Not ready (hidden, failed, no data): the print view shows the same state, with no chart to draw.
      if (block.type !== 'chart' || binding.state !== 'ready') continue;
      const props = binding.props as ChartProps;
      const fail = (message: string) => failures.push({ reportId: definition.reportId, block: block.id, message });
      const print = chartDrawing(props, true);
      const key = drawingKey(print);
      if (print.values.length > 0 && !drawn.has(key)) {
        const svg = await drawnSvg(print, true, fail);
        if (svg !== undefined) {
          charts.push({ key, svg });
          drawn.add(key);
        }
      }
      if (!SCREEN_DRAWN_REPORT_IDS.includes(definition.reportId)) continue;
      const screen = chartDrawing(props, false);
      if (screen.values.length === 0) continue;
      const svg = await drawnSvg(screen, false, fail);
      if (svg !== undefined) screenCharts.push({ reportId: definition.reportId, key: drawingKey(screen), svg });
    }
    lap('draw');
  }
  const result: PrintChartsResult = { charts, screenCharts, failures, ms };
  try {
    const chartMap = new Map(charts.map((chart) => [chart.key, chart.svg]));
    const sections = pages.map((page) => ({
      reportId: page.definition.reportId,
      ...renderPrintSection({ ...page, charts: chartMap, logger: quiet }),
    }));
    result.document = {
      sections: sections.map(({ reportId, html }) => ({ reportId, html })),
      failedBlocks: sections.reduce((sum, section) => sum + section.failedBlocks, 0),
      ...(contents.score === undefined ? {} : { score: contents.score }),
    };
  } catch (error) {
    result.documentProblem = error instanceof Error ? error.message : String(error);
  }
  lap('render');
  for (const stage of Object.keys(ms) as (keyof typeof ms)[]) ms[stage] = Math.round(ms[stage]);
  return result;
}

/**
 * One drawing as markup, compiled and drawn still as the print view draws it (`fit`: the whole chart within its
 * size) or as a report page on screen draws it (axes and legend around it); a drawing that fails, or whose markup
 * is longer than MAX_SVG_CHARS, is told to `fail` and gives nothing.
 */
async function drawnSvg(
  drawing: ChartDrawing,
  fit: boolean,
  fail: (message: string) => void,
): Promise<string | undefined> {
  try {
    const svg = await drawingSvg(drawing, fit);
    if (svg.length <= MAX_SVG_CHARS) return svg;
    fail(`the chart's markup is ${svg.length} characters (at most ${MAX_SVG_CHARS})`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  return undefined;
}

/** One drawing as markup; vega's first error fails it. */
async function drawingSvg(drawing: ChartDrawing, fit: boolean): Promise<string> {
  const logged = collectingLogger();
  const vegaLogger = chartLogger(logged, {}, () => {});
  const { spec, full, width, height, values } = drawing;
  const made = chartRuntime({ spec, full, width, height, fit, still: true }, vegaLogger, compileRuntime);
  const svg = await stillSvg(made, values, vegaLogger);
  const error = logged.entries.find((entry) => entry.level === 'error');
  if (error) throw new Error(error.message);
  return svg;
}
