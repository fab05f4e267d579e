/** The React side of the report engine: ReportView and the block registry. */

export type { ReportContent, ReportContext } from '../index.ts';
export { blockRegistry } from './blocks/registry.ts';
export { blockPropsSpecs } from './blocks/specs.ts';
export type { ReportAction, ReportHref, ReportRouteName } from './engine-context.ts';
export { ReportView, type ReportViewProps } from './ReportView.tsx';
export { type BlockRegistryEntry, type BlockRendererProps, blockTypeIs, chooseRenderer } from './registry-types.ts';
