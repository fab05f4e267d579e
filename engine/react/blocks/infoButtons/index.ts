import { infoButtonsPropsSchema } from '../../../../schemas/blocks/infoButtons.ts';
import { defineBlockType } from '../../registry-types.ts';
import { infoButtonsExample } from './example.ts';
import { InfoButtons } from './InfoButtons.tsx';

export const infoButtonsBlock = defineBlockType({
  type: 'infoButtons',
  schema: infoButtonsPropsSchema,
  renderer: InfoButtons,
  example: infoButtonsExample,
});
