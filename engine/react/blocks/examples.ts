import { articlesExample } from './articles/example.ts';
import { bigNumberExample } from './bigNumber/example.ts';
import { chartExample } from './chart/example.ts';
import { classificationExample } from './classification/example.ts';
import { elementListExample } from './elementList/example.ts';
import { expandableListExample } from './expandableList/example.ts';
import { groupExample } from './group/example.ts';
import { headerExample } from './header/example.ts';
import { infoBoxesExample } from './infoBoxes/example.ts';
import { infoButtonsExample } from './infoButtons/example.ts';
import { keyValueExample } from './keyValue/example.ts';
import { messageExample } from './message/example.ts';
import { metricBallsExample } from './metricBalls/example.ts';
import { recommendationExample } from './recommendation/example.ts';
import { scaleExample } from './scale/example.ts';
import { scoreRingExample } from './scoreRing/example.ts';
import { sourceToggleExample } from './sourceToggle/example.ts';
import { tableExample } from './table/example.ts';
import { tabsExample } from './tabs/example.ts';
import { tipsExample } from './tips/example.ts';
import { whatIsExample } from './whatIs/example.ts';

/** One example block per block type: rendered by the examples test and shown in docs/REPORTS.md. */
export const blockExamples = [
  articlesExample,
  bigNumberExample,
  chartExample,
  classificationExample,
  elementListExample,
  expandableListExample,
  groupExample,
  headerExample,
  infoBoxesExample,
  infoButtonsExample,
  keyValueExample,
  messageExample,
  metricBallsExample,
  recommendationExample,
  scaleExample,
  scoreRingExample,
  sourceToggleExample,
  tableExample,
  tabsExample,
  tipsExample,
  whatIsExample,
] as const;
