import type { ComponentType, ReactNode } from 'react';
import type { BlockContract, CompiledBlock, ReportContext } from '../index.ts';

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

/**
 * A block type: one folder under engine/react/blocks/ exporting this, and one line in the block list
 * (blocks/registry.ts). `schema` is its props schema from schemas/blocks/<type>.ts; `example` a block of the
 * type, rendered by the examples test and shown in docs/REPORTS.md; `check` what its schema cannot say.
 */
export interface BlockTypeEntry extends BlockContract {
  readonly type: string;
  // biome-ignore lint/suspicious/noExplicitAny: each renderer narrows its own props
  readonly renderer: ComponentType<BlockRendererProps<any>>;
  readonly example: { readonly type: string; readonly id: string };
}

/** Declares a block type (typed, so a folder's index.ts cannot leave a part out). */
export function defineBlockType(entry: BlockTypeEntry): BlockTypeEntry {
  return entry;
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
