import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/**
 * A data table: `plain`, `sortable` (click a column heading) or `tree` (rows with `children` open and close;
 * all open in print). Columns name a row field, a heading and a number format.
 */
export const tablePropsSchema = {
  type: 'object',
  required: ['columns', 'rows'],
  properties: {
    caption: { type: 'string' },
    variant: { type: 'string', enum: ['plain', 'sortable', 'tree'] },
    emptyText: { type: 'string' },
    columns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'label'],
        properties: {
          key: { type: 'string' },
          label: { type: 'string' },
          format: numberFormat,
          link: { type: 'string', description: 'Row field holding a link for this cell.' },
        },
      },
    },
    rows: { type: 'array', items: { type: 'object' } },
  },
} as const;

export type TableProps = FromSchema<typeof tablePropsSchema>;
export const tableSpec = specOf(tablePropsSchema);
