import { keyValuePropsSchema } from '../../../../schemas/blocks/keyValue.ts';
import { defineBlockType } from '../../registry-types.ts';
import { keyValueExample } from './example.ts';
import { KeyValueTable } from './KeyValueTable.tsx';

export const keyValueBlock = defineBlockType({
  type: 'keyValue',
  schema: keyValuePropsSchema,
  renderer: KeyValueTable,
  example: keyValueExample,
});
