import type { BlockJson, ReportDefinitionJson } from '../schemas/report-definition.ts';

/**
 * Fills every default a definition may leave out, returning a new value: the input is never changed,
 * and normalising a normalised definition gives an equal one. Defaults: `adminOnly` false, a block's `props`
 * and `bind` empty, `whenMissing` 'failed', and a header without a title takes the definition's title.
 */
export function normaliseDefinition(definition: ReportDefinitionJson): ReportDefinitionJson {
  const normaliseBlock = (block: BlockJson): BlockJson => {
    const props = { ...(block.props ?? {}) };
    const bind = { ...(block.bind ?? {}) };
    if (block.type === 'header' && !('title' in props) && !('title' in bind)) props.title = definition.title;
    const normalised: BlockJson = { ...block, props, bind, whenMissing: block.whenMissing ?? 'failed' };
    if (block.blocks) normalised.blocks = block.blocks.map(normaliseBlock);
    if (block.tabs) normalised.tabs = block.tabs.map((tab) => ({ ...tab, blocks: tab.blocks.map(normaliseBlock) }));
    return normalised;
  };
  return {
    ...definition,
    adminOnly: definition.adminOnly ?? false,
    data: { ...definition.data },
    blocks: definition.blocks.map(normaliseBlock),
  };
}
