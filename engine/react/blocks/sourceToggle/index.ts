import { sourceTogglePropsSchema } from '../../../../schemas/blocks/sourceToggle.ts';
import { defineBlockType } from '../../registry-types.ts';
import { sourceToggleExample } from './example.ts';
import { SourceToggle } from './SourceToggle.tsx';

export const sourceToggleBlock = defineBlockType({
  type: 'sourceToggle',
  schema: sourceTogglePropsSchema,
  renderer: SourceToggle,
  example: sourceToggleExample,
});
