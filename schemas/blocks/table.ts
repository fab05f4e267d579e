import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat, viewLink } from './common.ts';

export const tablePropsSchema = {
  $id: 'blocks/table',
  description:
    'A real `<table>`: `plain`, `sortable` (headings are buttons, `aria-sort`) or `tree` (rows with `children` open and close, at any depth: a cliché type opens to its clichés, a cliché to every sentence it was found in; in print the top rows open, each level at most 20 rows with «Viser 20 af n»). Columns have a number format and an optional link to a named view (`{to, param}`: the app resolves it; a missing value shows a dash).',
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
          link: {
            ...viewLink,
            description: 'Opens a named view with the row field `param` (the app resolves the path).',
          },
        },
      },
    },
    rows: { type: 'array', items: { type: 'object' } },
    screenRows: {
      type: 'integer',
      minimum: 1,
      description:
        'On screen, a plain or sortable table shows its first `screenRows` rows (after sorting) and a button under them shows the rest («Vis alle n rækker»); without it every row. Print has its own cap.',
    },
  },
} as const;

export type TableProps = FromSchema<typeof tablePropsSchema>;
