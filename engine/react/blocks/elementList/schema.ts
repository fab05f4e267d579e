import type { FromSchema } from 'json-schema-to-ts';
import { numberFormat } from '../common-schemas.ts';
import { specOf } from '../spec-of.ts';

/**
 * Global score elements: name, value, explanation and a link 'Gå til {type} rapporten' to the element's report;
 * completed elements (by author setting) are styled as such.
 */
export const elementListPropsSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    format: numberFormat,
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          value: { type: 'number' },
          text: { type: 'string' },
          typeName: { type: 'string' },
          reportId: { type: 'integer' },
          route: {
            type: 'string',
            enum: ['manuscriptReportView', 'adminManuscriptReportView', 'similarBookReportView'],
          },
          completed: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export type ElementListProps = FromSchema<typeof elementListPropsSchema>;
export const elementListSpec = specOf(elementListPropsSchema);
