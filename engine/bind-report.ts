import { type BindInput, type BoundBlock, bindBlock } from './bind.ts';
import { blocksOf } from './blocks-of.ts';
import type { CompiledBlock } from './definition.ts';

/**
 * Every block of a page bound (nested blocks and every tab's included), one after the other as ReportView's blocks
 * would be: the server's print document renders them bound (engine/react/ReportView.tsx, `boundBlocks`).
 */
export async function bindReport(
  blocks: readonly CompiledBlock[],
  input: BindInput,
): Promise<Map<CompiledBlock, BoundBlock>> {
  const bound = new Map<CompiledBlock, BoundBlock>();
  for (const block of blocksOf(blocks)) bound.set(block, await bindBlock(block, input));
  return bound;
}
