import { scalePropsSchema } from '../../../../schemas/blocks/scale.ts';
import { defineBlockType } from '../../registry-types.ts';
import { scaleExample } from './example.ts';
import { Scale } from './Scale.tsx';

export const scaleBlock = defineBlockType({
  type: 'scale',
  schema: scalePropsSchema,
  renderer: Scale,
  example: scaleExample,
});
