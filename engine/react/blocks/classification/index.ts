import { classificationPropsSchema } from '../../../../schemas/blocks/classification.ts';
import { defineBlockType } from '../../registry-types.ts';
import { Classification } from './Classification.tsx';
import { classificationExample } from './example.ts';

export const classificationBlock = defineBlockType({
  type: 'classification',
  schema: classificationPropsSchema,
  renderer: Classification,
  example: classificationExample,
});
