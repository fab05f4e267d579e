import { infoBoxesPropsSchema } from '../../../../schemas/blocks/infoBoxes.ts';
import { defineBlockType } from '../../registry-types.ts';
import { infoBoxesExample } from './example.ts';
import { InfoBoxes } from './InfoBoxes.tsx';

export const infoBoxesBlock = defineBlockType({
  type: 'infoBoxes',
  schema: infoBoxesPropsSchema,
  renderer: InfoBoxes,
  example: infoBoxesExample,
});
