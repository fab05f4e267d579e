import type { CompiledBlock } from '../index.ts';
import { userText } from '../index.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { useEngineEnvironment } from './engine-context.ts';
import { chooseRenderer } from './registry-types.ts';
import { useBoundBlock } from './use-bound-block.ts';

/**
 * Renders one block: bind its data, pick its renderer by rank, and contain any failure to this block. A block
 * that breaks its block type's contract shows the generic panel; its pointer and Danish message are on the
 * element (`data-block-problem`) and in the log.
 */
export function BlockSlot({ block }: { block: CompiledBlock }) {
  const env = useEngineEnvironment();
  const bound = useBoundBlock(block, env);
  const common = {
    'data-block-type': block.type,
    'data-block-id': block.id,
    className: `lk-block lk-block-${block.type}`,
  };
  const Renderer = chooseRenderer(env.registry, block);
  if (!Renderer) {
    return (
      <div {...common} data-block-state="unknown">
        <p className="lk-unknown-block">{userText.unknownBlock(block.type)}</p>
      </div>
    );
  }
  if (bound.state === 'hidden') return null;
  if (env.context.print && env.context.printOmit?.includes(block.type)) return null;
  if (bound.state === 'loading') return <div {...common} data-block-state="loading" aria-busy="true" />;
  if (bound.state === 'failed') {
    const problem = bound.problems?.map((p) => `${p.pointer}: ${p.message}`).join('\n');
    return (
      <div {...common} data-block-state="failed" data-block-problem={problem}>
        <ErrorPanel detail={bound.detail} />
      </div>
    );
  }
  if (bound.state === 'noAccess') {
    return (
      <div {...common} data-block-state="no-access">
        <p className="lk-message">{userText.noAccess}</p>
      </div>
    );
  }
  if (bound.state === 'unavailable') {
    return (
      <div {...common} data-block-state="computing">
        <p className="lk-message">{userText.modelComputing}</p>
      </div>
    );
  }
  const failed = (
    <div {...common} data-block-state="failed">
      <ErrorPanel />
    </div>
  );
  return (
    <BlockErrorBoundary blockId={block.id} source={env.source} logger={env.logger} resetKey={bound} fallback={failed}>
      <div {...common} data-block-state="ready">
        <Renderer
          block={block}
          props={bound.props}
          context={env.context}
          renderBlocks={(blocks) => blocks.map((child) => <BlockSlot key={child.id} block={child} />)}
        />
      </div>
    </BlockErrorBoundary>
  );
}
