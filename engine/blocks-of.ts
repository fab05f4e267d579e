import type { CompiledBlock } from './definition.ts';

/** Every block of a page, nested blocks and every tab's blocks included, each after its parent. */
export function* blocksOf(blocks: readonly CompiledBlock[]): Generator<CompiledBlock> {
  for (const block of blocks) {
    yield block;
    yield* blocksOf(block.blocks);
    for (const tab of block.tabs) yield* blocksOf(tab.blocks);
  }
}
