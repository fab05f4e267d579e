import { type BlockRegistryEntry, blockTypeIs } from '../registry-types.ts';
import { Articles } from './articles/Articles.tsx';
import { BigNumber } from './bigNumber/BigNumber.tsx';
import { Chart } from './chart/Chart.tsx';
import { Classification } from './classification/Classification.tsx';
import { ElementList } from './elementList/ElementList.tsx';
import { ExpandableList } from './expandableList/ExpandableList.tsx';
import { Group } from './group/Group.tsx';
import { Header } from './header/Header.tsx';
import { InfoBoxes } from './infoBoxes/InfoBoxes.tsx';
import { InfoButtons } from './infoButtons/InfoButtons.tsx';
import { KeyValueTable } from './keyValue/KeyValueTable.tsx';
import { Message } from './message/Message.tsx';
import { MetricBalls } from './metricBalls/MetricBalls.tsx';
import { Recommendation } from './recommendation/Recommendation.tsx';
import { Scale } from './scale/Scale.tsx';
import { ScoreRing } from './scoreRing/ScoreRing.tsx';
import { SourceToggle } from './sourceToggle/SourceToggle.tsx';
import { DataTable } from './table/DataTable.tsx';
import { TabsBlock } from './tabs/TabsBlock.tsx';
import { Tips } from './tips/Tips.tsx';
import { WhatIs } from './whatIs/WhatIs.tsx';

/** Every block renderer with its tester; a new block type is one folder and one line here. */
export const blockRegistry: readonly BlockRegistryEntry[] = [
  { tester: blockTypeIs('header'), renderer: Header },
  { tester: blockTypeIs('keyValue'), renderer: KeyValueTable },
  { tester: blockTypeIs('bigNumber'), renderer: BigNumber },
  { tester: blockTypeIs('scale'), renderer: Scale },
  { tester: blockTypeIs('chart'), renderer: Chart },
  { tester: blockTypeIs('infoButtons'), renderer: InfoButtons },
  { tester: blockTypeIs('whatIs'), renderer: WhatIs },
  { tester: blockTypeIs('tips'), renderer: Tips },
  { tester: blockTypeIs('recommendation'), renderer: Recommendation },
  { tester: blockTypeIs('articles'), renderer: Articles },
  { tester: blockTypeIs('expandableList'), renderer: ExpandableList },
  { tester: blockTypeIs('scoreRing'), renderer: ScoreRing },
  { tester: blockTypeIs('metricBalls'), renderer: MetricBalls },
  { tester: blockTypeIs('infoBoxes'), renderer: InfoBoxes },
  { tester: blockTypeIs('table'), renderer: DataTable },
  { tester: blockTypeIs('tabs'), renderer: TabsBlock },
  { tester: blockTypeIs('group'), renderer: Group },
  { tester: blockTypeIs('classification'), renderer: Classification },
  { tester: blockTypeIs('sourceToggle'), renderer: SourceToggle },
  { tester: blockTypeIs('message'), renderer: Message },
  { tester: blockTypeIs('elementList'), renderer: ElementList },
];
