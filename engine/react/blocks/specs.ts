import type { BlockPropsSpec } from '../../index.ts';
import { articlesSpec } from './articles/schema.ts';
import { bigNumberSpec } from './bigNumber/schema.ts';
import { chartSpec } from './chart/schema.ts';
import { classificationSpec } from './classification/schema.ts';
import { elementListSpec } from './elementList/schema.ts';
import { expandableListSpec } from './expandableList/schema.ts';
import { groupSpec } from './group/schema.ts';
import { headerSpec } from './header/schema.ts';
import { infoBoxesSpec } from './infoBoxes/schema.ts';
import { infoButtonsSpec } from './infoButtons/schema.ts';
import { keyValueSpec } from './keyValue/schema.ts';
import { messageSpec } from './message/schema.ts';
import { metricBallsSpec } from './metricBalls/schema.ts';
import { recommendationSpec } from './recommendation/schema.ts';
import { scaleSpec } from './scale/schema.ts';
import { scoreRingSpec } from './scoreRing/schema.ts';
import { sourceToggleSpec } from './sourceToggle/schema.ts';
import { tableSpec } from './table/schema.ts';
import { tabsSpec } from './tabs/schema.ts';
import { tipsSpec } from './tips/schema.ts';
import { whatIsSpec } from './whatIs/schema.ts';

/**
 * The props each block type accepts, read from the block's schema (no React here, so the validate:reports CLI
 * and the loader can use it). Pass as `loadReportDefinition(json, source, { blockProps: blockPropsSpecs })`.
 */
export const blockPropsSpecs: Readonly<Record<string, BlockPropsSpec>> = {
  header: headerSpec,
  keyValue: keyValueSpec,
  bigNumber: bigNumberSpec,
  scale: scaleSpec,
  chart: chartSpec,
  infoButtons: infoButtonsSpec,
  whatIs: whatIsSpec,
  tips: tipsSpec,
  recommendation: recommendationSpec,
  articles: articlesSpec,
  expandableList: expandableListSpec,
  scoreRing: scoreRingSpec,
  metricBalls: metricBallsSpec,
  infoBoxes: infoBoxesSpec,
  table: tableSpec,
  tabs: tabsSpec,
  group: groupSpec,
  classification: classificationSpec,
  sourceToggle: sourceToggleSpec,
  message: messageSpec,
  elementList: elementListSpec,
};
