import { storyShapePropsSchema } from '../../../../schemas/blocks/storyShape.ts';
import { defineBlockType } from '../../registry-types.ts';
import { storyShapeExample } from './example.ts';
import { StoryShape } from './StoryShape.tsx';

export const storyShapeBlock = defineBlockType({
  type: 'storyShape',
  schema: storyShapePropsSchema,
  renderer: StoryShape,
  example: storyShapeExample,
});
