import { groupPropsSchema } from '../../../../schemas/blocks/group.ts';
import { defineBlockType } from '../../registry-types.ts';
import { groupExample } from './example.ts';
import { Group } from './Group.tsx';

export const groupBlock = defineBlockType({
  type: 'group',
  schema: groupPropsSchema,
  renderer: Group,
  example: groupExample,
});
