import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat } from './common.ts';

export const tablePropsSchema = {
  $id: 'blocks/table',
  description:
    'A real `<table>`: `plain`, `sortable` (headings are buttons, `aria-sort`) or `tree` (rows with `children` open and close, at any depth: a cliché type opens to its clichés, a cliché to every sentence it was found in; in print the top rows open, each level at most 20 rows with «Viser 20 af n»). Columns have a number format and optional link field.',
  type: 'object',
  additionalProperties: false,
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
