import { tabsPropsSchema } from '../../../../schemas/blocks/tabs.ts';
import { defineBlockType } from '../../registry-types.ts';
import { tabsExample } from './example.ts';
import { TabsBlock } from './TabsBlock.tsx';

export const tabsBlock = defineBlockType({
  type: 'tabs',
  schema: tabsPropsSchema,
  renderer: TabsBlock,
  example: tabsExample,
});
