/** The React side of the report engine: ReportView and the block registry. */

// The blocks' styles, with the engine's entry (ReportView itself imports none, so node can render it: server/print).
import './styles.css';

export type { ReportContent, ReportContext } from '../index.ts';
export {
  failedSelector,
  loadingSelector,
  readSettledState,
  type SettledState,
  settledAttributes,
} from '../settled-state.ts';
export { blockContracts, blockRegistry, blockTypes } from './blocks/registry.ts';
export type {
  ArticlePage,
  ArticlePageLoader,
  ReportAction,
  ReportHref,
  ReportRouteName,
  ViewHref,
} from './engine-context.ts';
export type { PassageLink, PassagesRequest, PassagesSource } from './passages-source.ts';
export { RagLabel } from './RagLabel.tsx';
export { ReportView, type ReportViewProps } from './ReportView.tsx';
export {
  type BlockRegistryEntry,
  type BlockRendererProps,
  type BlockTypeEntry,
  blockTypeIs,
  chooseRenderer,
  defineBlockType,
} from './registry-types.ts';
export { useSettledState } from './use-settled-state.ts';
