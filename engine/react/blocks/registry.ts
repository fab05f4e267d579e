import type { BlockContract } from '../../index.ts';
import { type BlockRegistryEntry, type BlockTypeEntry, blockTypeIs } from '../registry-types.ts';
import { articlesBlock } from './articles/index.ts';
import { bigNumberBlock } from './bigNumber/index.ts';
import { chartBlock } from './chart/index.ts';
import { classificationBlock } from './classification/index.ts';
import { elementListBlock } from './elementList/index.ts';
import { expandableListBlock } from './expandableList/index.ts';
import { groupBlock } from './group/index.ts';
import { headerBlock } from './header/index.ts';
import { infoBoxesBlock } from './infoBoxes/index.ts';
import { infoButtonsBlock } from './infoButtons/index.ts';
import { keyValueBlock } from './keyValue/index.ts';
import { messageBlock } from './message/index.ts';
import { metricBallsBlock } from './metricBalls/index.ts';
import { recommendationBlock } from './recommendation/index.ts';
import { scaleBlock } from './scale/index.ts';
import { scoreRingBlock } from './scoreRing/index.ts';
import { sourceToggleBlock } from './sourceToggle/index.ts';
import { storyShapeBlock } from './storyShape/index.ts';
import { tableBlock } from './table/index.ts';
import { tabsBlock } from './tabs/index.ts';
import { tipsBlock } from './tips/index.ts';
import { whatIsBlock } from './whatIs/index.ts';

/**
 * Every block type the engine knows: one folder each ({type, schema, renderer, example}), one line here.
 * The renderer registry, the contracts the loader checks, the examples and the block section of docs/REPORTS.md
 * are all read from this list.
 */
export const blockTypes: readonly BlockTypeEntry[] = [
  articlesBlock,
  bigNumberBlock,
  chartBlock,
  classificationBlock,
  elementListBlock,
  expandableListBlock,
  groupBlock,
  headerBlock,
  infoBoxesBlock,
  infoButtonsBlock,
  keyValueBlock,
  messageBlock,
  metricBallsBlock,
  recommendationBlock,
  scaleBlock,
  scoreRingBlock,
  sourceToggleBlock,
  storyShapeBlock,
  tableBlock,
  tabsBlock,
  tipsBlock,
  whatIsBlock,
];

/** Every block renderer with its tester. */
export const blockRegistry: readonly BlockRegistryEntry[] = blockTypes.map((entry) => ({
  tester: blockTypeIs(entry.type),
  renderer: entry.renderer,
}));

/** Each block type's contract (props schema and own check), for `loadReportDefinition(…, { blockTypes })`. */
export const blockContracts: Readonly<Record<string, BlockContract>> = Object.fromEntries(
  blockTypes.map((entry) => [entry.type, { schema: entry.schema, check: entry.check }]),
);
