import { tablePropsSchema } from '../../../../schemas/blocks/table.ts';
import { defineBlockType } from '../../registry-types.ts';
import { DataTable } from './DataTable.tsx';
import { tableExample } from './example.ts';

export const tableBlock = defineBlockType({
  type: 'table',
  schema: tablePropsSchema,
  renderer: DataTable,
  example: tableExample,
});
