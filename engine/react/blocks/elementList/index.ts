import { elementListPropsSchema } from '../../../../schemas/blocks/elementList.ts';
import { defineBlockType } from '../../registry-types.ts';
import { ElementList } from './ElementList.tsx';
import { elementListExample } from './example.ts';

export const elementListBlock = defineBlockType({
  type: 'elementList',
  schema: elementListPropsSchema,
  renderer: ElementList,
  example: elementListExample,
});
