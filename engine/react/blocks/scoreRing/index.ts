import { scoreRingPropsSchema } from '../../../../schemas/blocks/scoreRing.ts';
import { defineBlockType } from '../../registry-types.ts';
import { scoreRingExample } from './example.ts';
import { ScoreRing } from './ScoreRing.tsx';

export const scoreRingBlock = defineBlockType({
  type: 'scoreRing',
  schema: scoreRingPropsSchema,
  renderer: ScoreRing,
  example: scoreRingExample,
});
