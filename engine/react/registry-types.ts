import type { ComponentType, ReactNode } from 'react';
import type { CompiledBlock, ReportContext } from '../index.ts';

/** What every block renderer receives: its block, its bound props, the page context and a way to render children. */
export interface BlockRendererProps<P = Record<string, unknown>> {
  block: CompiledBlock;
  props: P;
  context: ReportContext;
  renderBlocks: (blocks: readonly CompiledBlock[]) => ReactNode;
}

/** A tester ranks how well a renderer fits a block; -1 means not at all. */
export type BlockTester = (block: CompiledBlock) => number;

export interface BlockRegistryEntry {
  tester: BlockTester;
  // biome-ignore lint/suspicious/noExplicitAny: each renderer narrows its own props
  renderer: ComponentType<BlockRendererProps<any>>;
}

/** Tester for a block type at a rank (higher wins). */
export function blockTypeIs(type: string, rank = 1): BlockTester {
  return (block) => (block.type === type ? rank : -1);
}

/** The renderer whose tester ranks the block highest, or undefined when every tester says -1. */
export function chooseRenderer(registry: readonly BlockRegistryEntry[], block: CompiledBlock) {
  let best: BlockRegistryEntry | undefined;
  let bestRank = -1;
  for (const entry of registry) {
    const rank = entry.tester(block);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best?.renderer;
}
