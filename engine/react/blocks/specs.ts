import type { BlockPropsSpec } from '../../index.ts';
import { articlesSpec } from './articles/schema.ts';
import { bigNumberSpec } from './bigNumber/schema.ts';
import { chartSpec } from './chart/schema.ts';
import { expandableListSpec } from './expandableList/schema.ts';
import { headerSpec } from './header/schema.ts';
import { infoButtonsSpec } from './infoButtons/schema.ts';
import { keyValueSpec } from './keyValue/schema.ts';
import { recommendationSpec } from './recommendation/schema.ts';
import { scaleSpec } from './scale/schema.ts';
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
};
