import { createContext, useContext } from 'react';
import type { ViewLinkTarget } from '../../schemas/blocks/common.ts';
import type { BoundBlock, CompiledBlock, EngineLogger, ReportContent, ReportContext, SourceState } from '../index.ts';
import type { PassageLink, PassagesSource } from './passages-source.ts';
import type { BlockRegistryEntry } from './registry-types.ts';

/** A request from a block to the app, e.g. changing an author setting; the app decides what to do. */
export type ReportAction = { type: 'setSetting'; name: string; value: string };

/** The app's named report routes (spec §2). */
export type ReportRouteName = 'manuscriptReportView' | 'adminManuscriptReportView' | 'similarBookReportView';

/** Builds a link to another report page, e.g. for 'Gå til {type} rapporten'; the definition picks the route. */
export type ReportHref = (route: { name: ReportRouteName; reportId: number }, context: ReportContext) => string;

/** The path of a named view for one parameter (schemas/blocks/common.ts `viewLinkTargets`), from the app's routes. */
export type ViewHref = (link: { to: ViewLinkTarget; param: string }) => string | undefined;

/** One page of a report's articles as the content site pages them (4 a page), with the site's totals. */
export interface ArticlePage {
  items: { id?: number | string; image?: string; headline?: string; summary?: string; link?: string }[];
  total: number;
  totalPages: number;
}

/** Fetches page `page` (1-based) of the articles of report `reportId`; the app caches what it fetched. */
export type ArticlePageLoader = (reportId: number, page: number) => Promise<ArticlePage>;

export interface EngineEnvironment {
  sources: ReadonlyMap<string, SourceState>;
  content: ReportContent;
  context: ReportContext;
  logger: EngineLogger;
  source: string;
  registry: readonly BlockRegistryEntry[];
  reportHref: ReportHref;
  /** The app's route table for named view links; without it such a cell shows its text only. */
  viewHref?: ViewHref;
  onAction: (action: ReportAction) => void;
  /** The content site's own paging of the article block; without it the block pages the items it was given. */
  loadArticles: ArticlePageLoader | undefined;
  /** Fetches the passages behind a figure; absent where there are none to fetch (a similar book, print). */
  passages?: PassagesSource;
  /** Where a passage's paragraph is shown in the manuscript view ('Vis i manuskriptet'); absent: no link. */
  passageLink?: PassageLink;
  /**
   * Each chart is drawn when it comes near the viewport, a placeholder of its size until then (the app's report
   * pages on screen); otherwise, and always in print, every chart is drawn at once.
   */
  chartsWhenNear?: boolean;
  /**
   * The charts the server drew, SVG markup by drawing key (engine/chart/drawing.ts): the print view's, or on screen
   * the dashboard's. A chart whose drawing is among them takes it and loads no chart code (on screen until the
   * reader points at it or focuses it: then vega draws it live); any other is drawn in the browser.
   */
  stillCharts?: ReadonlyMap<string, string>;
  /** Blocks bound before the render (the server's print document): each starts bound instead of loading. */
  boundBlocks?: ReadonlyMap<CompiledBlock, BoundBlock>;
}

export const EngineEnvironmentContext = createContext<EngineEnvironment | null>(null);

export function useEngineEnvironment(): EngineEnvironment {
  const env = useContext(EngineEnvironmentContext);
  if (!env) throw new Error('Block rendered outside ReportView');
  return env;
}
