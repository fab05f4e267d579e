import { expandableListPropsSchema } from '../../../../schemas/blocks/expandableList.ts';
import { defineBlockType } from '../../registry-types.ts';
import { ExpandableList } from './ExpandableList.tsx';
import { expandableListExample } from './example.ts';

export const expandableListBlock = defineBlockType({
  type: 'expandableList',
  schema: expandableListPropsSchema,
  renderer: ExpandableList,
  example: expandableListExample,
});
