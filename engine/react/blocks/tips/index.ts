import { tipsPropsSchema } from '../../../../schemas/blocks/tips.ts';
import { defineBlockType } from '../../registry-types.ts';
import { tipsExample } from './example.ts';
import { Tips } from './Tips.tsx';

export const tipsBlock = defineBlockType({
  type: 'tips',
  schema: tipsPropsSchema,
  renderer: Tips,
  example: tipsExample,
});
