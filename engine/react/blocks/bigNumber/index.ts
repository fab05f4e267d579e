import { bigNumberPropsSchema } from '../../../../schemas/blocks/bigNumber.ts';
import { defineBlockType } from '../../registry-types.ts';
import { BigNumber } from './BigNumber.tsx';
import { bigNumberExample } from './example.ts';

export const bigNumberBlock = defineBlockType({
  type: 'bigNumber',
  schema: bigNumberPropsSchema,
  renderer: BigNumber,
  example: bigNumberExample,
});
