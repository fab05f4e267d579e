import type { CompiledBlock } from '../index.ts';
import { userText } from '../index.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { useEngineEnvironment } from './engine-context.ts';
import { chooseRenderer } from './registry-types.ts';
import { useBoundBlock } from './use-bound-block.ts';

/** Renders one block: bind its data, pick its renderer by rank, and contain any failure to this block. */
export function BlockSlot({ block }: { block: CompiledBlock }) {
  const env = useEngineEnvironment();
  const bound = useBoundBlock(block, env);
  const common = {
    'data-block-type': block.type,
    'data-block-id': block.id,
    className: `lk-block lk-block-${block.type}`,
  };
  if (bound.state === 'hidden') return null;
  if (bound.state === 'loading') return <div {...common} data-block-state="loading" aria-busy="true" />;
  if (bound.state === 'failed') {
    return (
      <div {...common} data-block-state="failed">
        <ErrorPanel />
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
  const Renderer = chooseRenderer(env.registry, block);
  if (!Renderer) {
    return (
      <div {...common} data-block-state="unknown">
        <p className="lk-unknown-block">{userText.unknownBlock(block.type)}</p>
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
