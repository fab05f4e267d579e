import type { GroupProps } from '../../../../schemas/blocks/group.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

export function Group({ block, props, renderBlocks }: BlockRendererProps<GroupProps>) {
  return (
    <section className={`lk-group lk-group-${props.layout ?? 'stack'}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <div className="lk-group-body">{renderBlocks(block.blocks)}</div>
    </section>
  );
}
