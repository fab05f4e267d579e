import { createContext, useContext } from 'react';
import type { EngineLogger, ReportContent, ReportContext, SourceState } from '../index.ts';
import type { PassagesSource } from './passages-source.ts';
import type { BlockRegistryEntry } from './registry-types.ts';

/** A request from a block to the app, e.g. changing an author setting; the app decides what to do. */
export type ReportAction = { type: 'setSetting'; name: string; value: string };

/** The app's named report routes (spec §2). */
export type ReportRouteName = 'manuscriptReportView' | 'adminManuscriptReportView' | 'similarBookReportView';

/** Builds a link to another report page, e.g. for 'Gå til {type} rapporten'; the definition picks the route. */
export type ReportHref = (route: { name: ReportRouteName; reportId: number }, context: ReportContext) => string;

export interface EngineEnvironment {
  sources: ReadonlyMap<string, SourceState>;
  content: ReportContent;
  context: ReportContext;
  logger: EngineLogger;
  source: string;
  registry: readonly BlockRegistryEntry[];
  reportHref: ReportHref;
  onAction: (action: ReportAction) => void;
  /** Fetches the passages behind a figure; absent where there are none to fetch (a similar book, print). */
  passages?: PassagesSource;
}

export const EngineEnvironmentContext = createContext<EngineEnvironment | null>(null);

export function useEngineEnvironment(): EngineEnvironment {
  const env = useContext(EngineEnvironmentContext);
  if (!env) throw new Error('Block rendered outside ReportView');
  return env;
}
