import { useMemo } from 'react';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import {
  type BoundBlock,
  type CompiledBlock,
  consoleLogger,
  type EngineLogger,
  type PayloadValidator,
  prepareContent,
  prepareSources,
  type ReportContent,
  type ReportContext,
  type ReportDefinition,
} from '../index.ts';
import { BlockSlot } from './BlockSlot.tsx';
import { blockRegistry } from './blocks/registry.ts';
import {
  type ArticlePageLoader,
  type EngineEnvironment,
  EngineEnvironmentContext,
  type ReportAction,
  type ReportHref,
  type ViewHref,
} from './engine-context.ts';
import type { PassageLink, PassagesSource } from './passages-source.ts';
import type { BlockRegistryEntry } from './registry-types.ts';
import { useSettledState } from './use-settled-state.ts';
import { useShallowStable } from './use-shallow-stable.ts';

export interface ReportViewProps {
  definition: ReportDefinition;
  /** Raw revision data; each model section is validated against its schema before a block reads it. */
  data: readonly RevisionDataItem[];
  content?: ReportContent;
  context: ReportContext;
  logger?: EngineLogger;
  /** Link to another report page (default: '#{routeName}/{reportId}'). */
  reportHref?: ReportHref;
  /** The app's route table for named view links (a table cell opening a similar book). */
  viewHref?: ViewHref;
  /** Requests from blocks to the app, e.g. the 'Analyseret'/'Angivet' setting. */
  onAction?: (action: ReportAction) => void;
  /** The content site's paging of the article block (the app's ContentStore); unset: the block pages its items. */
  loadArticles?: ArticlePageLoader;
  /** The block registry; defaults to every block type of the engine. */
  registry?: readonly BlockRegistryEntry[];
  validator?: PayloadValidator;
  /** Fetches the passages behind a figure (blocks with a `passages` option); without it they open none. */
  passages?: PassagesSource;
  /** Links each passage to its place in the manuscript view; without it the passages have no link. */
  passageLink?: PassageLink;
  /**
   * Draw each chart when it comes near the viewport (a report page on screen: the reader sees the first charts
   * sooner); the charts not drawn yet are `data-chart-state="deferred"`, which is settled (settled-state.ts). Print
   * ignores it and draws every chart.
   */
  chartsWhenNear?: boolean;
  /** The charts the server drew, by drawing key (engine-context.ts): the print view's, or on screen the dashboard's. */
  stillCharts?: ReadonlyMap<string, string>;
  /**
   * Every block already bound (engine/bind-report.ts), so that each renders bound from the first render: the server's
   * print document (server/print/print-document.tsx), rendered to markup once, where no effect runs.
   */
  boundBlocks?: ReadonlyMap<CompiledBlock, BoundBlock>;
}

const emptyContent: ReportContent = {};
const noSources: ReturnType<typeof prepareSources> = new Map();
const defaultHref: ReportHref = (route) => `#${route.name}/${route.reportId}`;
const ignore = () => {};

/**
 * Renders a report definition: every block bound to its data, each in its own error boundary. The article says
 * when it has settled (`data-report-state`, settled-state.ts).
 */
export function ReportView(props: ReportViewProps) {
  const { definition, data } = props;
  const settledRef = useSettledState();
  // The page's own id, whatever the app passed: definitions read it as $context.reportId.
  const context = useShallowStable({ ...props.context, reportId: definition.reportId });
  const rawContent = useShallowStable(props.content ?? emptyContent);
  const logger = props.logger ?? consoleLogger;
  const content = useMemo(
    () => prepareContent(rawContent, logger, props.validator),
    [rawContent, logger, props.validator],
  );
  // Blocks bound beforehand read no source here: the data is not validated a second time.
  const prebound = props.boundBlocks !== undefined;
  const sources = useMemo(
    () => (prebound ? noSources : prepareSources(definition, data, logger, props.validator)),
    [prebound, definition, data, logger, props.validator],
  );
  const env = useMemo<EngineEnvironment>(
    () => ({
      sources,
      content,
      context,
      logger,
      source: definition.source,
      registry: props.registry ?? blockRegistry,
      reportHref: props.reportHref ?? defaultHref,
      onAction: props.onAction ?? ignore,
      loadArticles: props.loadArticles,
      ...(props.viewHref ? { viewHref: props.viewHref } : {}),
      ...(props.passages && !context.print ? { passages: props.passages } : {}),
      ...(props.passageLink && !context.print ? { passageLink: props.passageLink } : {}),
      ...(props.chartsWhenNear && !context.print ? { chartsWhenNear: true } : {}),
      ...(props.stillCharts ? { stillCharts: props.stillCharts } : {}),
      ...(props.boundBlocks ? { boundBlocks: props.boundBlocks } : {}),
    }),
    [
      sources,
      content,
      context,
      logger,
      definition.source,
      props.registry,
      props.reportHref,
      props.onAction,
      props.loadArticles,
      props.viewHref,
      props.passages,
      props.passageLink,
      props.chartsWhenNear,
      props.stillCharts,
      props.boundBlocks,
    ],
  );
  return (
    <EngineEnvironmentContext.Provider value={env}>
      <article
        ref={settledRef}
        className={context.print ? 'lk-report lk-print' : 'lk-report'}
        data-report-key={definition.key}
        data-report-id={definition.reportId}
      >
        {definition.blocks.map((block) => (
          <BlockSlot key={block.id} block={block} />
        ))}
      </article>
    </EngineEnvironmentContext.Provider>
  );
}
