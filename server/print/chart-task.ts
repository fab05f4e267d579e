/**
 * Runs inside the print charts' worker thread: binds every chart block of the published report pages to a finished
 * revision's data with the engine's own code (load → sources → bind, as ReportView does in the browser) and draws
 * each as SVG markup with vega in node (engine/chart: the browser's still drawing, `renderer: 'none'`,
 * `view.toSVG()`). A chart that cannot be drawn here is a failure of that chart alone: the print view draws it
 * itself. Each drawing is named by `drawingKey`, so the print view takes it only for the same spec, values and size.
 */

import { blocksOf } from '../../engine/blocks-of.ts';
import { chartLogger } from '../../engine/chart/chart-logger.ts';
import { chartRuntime } from '../../engine/chart/chart-runtime.ts';
import { type ChartDrawing, chartDrawing, drawingKey } from '../../engine/chart/drawing.ts';
import { stillSvg } from '../../engine/chart/still-svg.ts';
import {
  bindBlock,
  collectingLogger,
  type DefinitionFile,
  loadReportDefinitions,
  prepareContent,
  prepareSources,
  type ReportContent,
  type ReportContext,
  type ReportDefinition,
} from '../../engine/index.ts';
import { blockContractsWithoutRenderers } from '../../engine/react/blocks/contracts.ts';
import type { ChartProps } from '../../schemas/blocks/chart.ts';
import { normaliseRevisionData } from '../../schemas/normalise/index.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
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
  /** What every page binds to (texts, metadata, rules, settings), as the print view gives it. */
  content: ReportContent;
  /** The print view's context, without the page's reportId (each page's own). */
  context: Omit<ReportContext, 'reportId'>;
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

export interface PrintChartsResult {
  charts: { key: string; svg: string }[];
  failures: PrintChartFailure[];
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
  const content = prepareContent(task.content, quiet);
  const charts: PrintChartsResult['charts'] = [];
  const failures: PrintChartFailure[] = [];
  const drawn = new Set<string>();
  for (const definition of definitionsOf(task.definitions)) {
    // A page closed to the viewer (adminOnly, for an author) is not in their print view.
    if (definition.adminOnly && !task.context.isAdmin) continue;
    const context: ReportContext = { ...task.context, reportId: definition.reportId };
    const sources = prepareSources(definition, data, quiet);
    for (const block of blocksOf(definition.blocks)) {
      if (block.type !== 'chart') continue;
      const bound = await bindBlock(block, { sources, content, context, logger: quiet, source: definition.source });
      // Not ready (hidden, failed, no data): the print view shows the same state, with no chart to draw.
      if (bound.state !== 'ready') continue;
      const drawing = chartDrawing(bound.props as ChartProps, true);
      if (drawing.values.length === 0) continue;
      const key = drawingKey(drawing);
      if (drawn.has(key)) continue;
      const fail = (message: string) => failures.push({ reportId: definition.reportId, block: block.id, message });
      try {
        const svg = await drawingSvg(drawing);
        if (svg.length > MAX_SVG_CHARS)
          fail(`the chart's markup is ${svg.length} characters (at most ${MAX_SVG_CHARS})`);
        else {
          charts.push({ key, svg });
          drawn.add(key);
        }
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    }
  }
  return { charts, failures };
}

/** One drawing as markup, compiled and drawn as the print view draws it still; vega's first error fails it. */
async function drawingSvg(drawing: ChartDrawing): Promise<string> {
  const logged = collectingLogger();
  const vegaLogger = chartLogger(logged, {}, () => {});
  const { spec, full, width, height, values } = drawing;
  const made = chartRuntime({ spec, full, width, height, fit: true, still: true }, vegaLogger);
  const svg = await stillSvg(made, values, vegaLogger);
  const error = logged.entries.find((entry) => entry.level === 'error');
  if (error) throw new Error(error.message);
  return svg;
}
