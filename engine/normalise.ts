import type { BlockJson, ReportDefinitionJson } from '../schemas/report-definition.ts';

/**
 * Fills every default a definition may leave out, returning a new value: the input is never changed,
 * and normalising a normalised definition gives an equal one.
 */
export function normaliseDefinition(definition: ReportDefinitionJson): ReportDefinitionJson {
  return { ...definition, data: { ...definition.data }, blocks: definition.blocks.map(normaliseBlock) };
}

function normaliseBlock(block: BlockJson): BlockJson {
  const normalised: BlockJson = {
    ...block,
    props: { ...(block.props ?? {}) },
    bind: { ...(block.bind ?? {}) },
    whenMissing: block.whenMissing ?? 'failed',
  };
  if (block.blocks) normalised.blocks = block.blocks.map(normaliseBlock);
  if (block.tabs) normalised.tabs = block.tabs.map((tab) => ({ ...tab, blocks: tab.blocks.map(normaliseBlock) }));
  return normalised;
}
