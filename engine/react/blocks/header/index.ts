import { headerPropsSchema } from '../../../../schemas/blocks/header.ts';
import { defineBlockType } from '../../registry-types.ts';
import { headerExample } from './example.ts';
import { Header } from './Header.tsx';

export const headerBlock = defineBlockType({
  type: 'header',
  schema: headerPropsSchema,
  renderer: Header,
  example: headerExample,
});
