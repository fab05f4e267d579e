import { whatIsPropsSchema } from '../../../../schemas/blocks/whatIs.ts';
import { defineBlockType } from '../../registry-types.ts';
import { whatIsExample } from './example.ts';
import { WhatIs } from './WhatIs.tsx';

export const whatIsBlock = defineBlockType({
  type: 'whatIs',
  schema: whatIsPropsSchema,
  renderer: WhatIs,
  example: whatIsExample,
});
