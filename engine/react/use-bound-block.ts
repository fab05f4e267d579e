import { useEffect, useState } from 'react';
import { type BoundBlock, bindBlock, type CompiledBlock } from '../index.ts';
import type { EngineEnvironment } from './engine-context.ts';

export type BlockBinding = BoundBlock | { state: 'loading' };

/** Runs the (asynchronous) bind stage for a block and re-runs it when its inputs change. */
export function useBoundBlock(block: CompiledBlock, env: EngineEnvironment): BlockBinding {
  // Bound before the render (the server's print document): that binding, and nothing to run again.
  const prebound = env.boundBlocks?.get(block);
  const [bound, setBound] = useState<BlockBinding>(prebound ?? { state: 'loading' });
  const { sources, content, context, logger, source } = env;
  useEffect(() => {
    if (prebound) return;
    let current = true;
    // A block already shown keeps its content until the new binding is ready (no flash of 'loading').
    bindBlock(block, { sources, content, context, logger, source }).then((result) => {
      if (current) setBound(result);
    });
    return () => {
      current = false;
    };
  }, [prebound, block, sources, content, context, logger, source]);
  return prebound ?? bound;
}
