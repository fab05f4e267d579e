import { recommendationPropsSchema } from '../../../../schemas/blocks/recommendation.ts';
import { defineBlockType } from '../../registry-types.ts';
import { recommendationExample } from './example.ts';
import { Recommendation } from './Recommendation.tsx';

export const recommendationBlock = defineBlockType({
  type: 'recommendation',
  schema: recommendationPropsSchema,
  renderer: Recommendation,
  example: recommendationExample,
});
