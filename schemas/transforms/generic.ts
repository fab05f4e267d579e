/** The parameters of the generic transforms (engine/transforms, docs/REPORTS.md): one schema per transform. */
import { comparison, fieldPath, shape, valueRef } from './refs.ts';

const name = { type: 'string', minLength: 1, maxLength: 60 } as const;
const order = { type: 'string', enum: ['ascending', 'descending'] } as const;
export const entriesParams = shape('entries', { key: name, value: name }, ['key'] as const);
export const sortParams = shape('sort', { field: fieldPath, order, within: fieldPath }, [] as const);
export const topParams = shape(
  'top',
  { n: { type: 'integer', minimum: 0, maximum: 10_000 }, per: fieldPath, printAll: { type: 'boolean' } },
  ['n'] as const,
);
export const filterParams = shape('filter', comparison.properties, ['op'] as const);
export const selectParams = shape(
  'select',
  {
    fields: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        anyOf: [
          fieldPath,
          { type: 'object', additionalProperties: false, required: ['value'], properties: { value: {} } },
          {
            type: 'object',
            additionalProperties: false,
            required: ['template'],
            properties: { template: { type: 'string', maxLength: 120 } },
          },
        ],
      },
    },
  },
  ['fields'] as const,
);
export const unfoldParams = shape(
  'unfold',
  { field: fieldPath, key: name, value: name, keep: { type: 'object', additionalProperties: fieldPath } },
  ['field', 'key', 'value'] as const,
);
export const pluckParams = shape('pluck', { field: fieldPath }, ['field'] as const);
export const rowsParams = shape(
  'rows',
  { rows: { type: 'array', maxItems: 100, items: { type: 'object', additionalProperties: {} } } },
  ['rows'] as const,
);
export const groupParams = shape(
  'group',
  {
    by: fieldPath,
    as: name,
    rows: name,
    aggregate: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['op', 'as'],
        properties: {
          op: { type: 'string', enum: ['sum', 'count', 'mean', 'min', 'max'] },
          field: fieldPath,
          as: name,
        },
      },
    },
  },
  ['by'] as const,
);
export const percentParams = shape(
  'percent',
  { field: fieldPath, as: name, of: { type: 'number', exclusiveMinimum: 0 } },
  ['field'] as const,
);
export const roundParams = shape(
  'round',
  { field: fieldPath, decimals: { type: 'integer', minimum: 0, maximum: 6 }, as: name },
  [] as const,
);
export const clampParams = shape('clamp', { field: fieldPath, min: { type: 'number' }, max: { type: 'number' } }, [
  'min',
  'max',
] as const);
const bandShape = {
  type: 'object',
  required: ['min', 'max'],
  properties: { min: { type: 'number' }, max: { type: 'number' } },
} as const;
export const bandParams = shape(
  'band',
  {
    content: name,
    fallback: { type: 'array', items: bandShape },
    openTop: { type: 'boolean' },
    floor: { type: 'boolean' },
  },
  ['fallback'] as const,
);
export const lookupParams = shape('lookup', { table: { type: 'object' }, default: {}, field: fieldPath, as: name }, [
  'table',
] as const);
export const templateParams = shape('template', { text: { type: 'string', maxLength: 200 } }, ['text'] as const);
export const appendParams = shape('append', { from: fieldPath }, ['from'] as const);
export const joinParams = shape(
  'join',
  {
    from: fieldPath,
    on: fieldPath,
    key: fieldPath,
    fields: { type: 'object', minProperties: 1, additionalProperties: fieldPath },
  },
  ['from', 'on', 'fields'] as const,
);
export const radarParams = shape(
  'radar',
  {
    axes: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['axis', 'book'],
        properties: {
          axis: name,
          book: valueRef,
          similar: valueRef,
          max: { type: 'number', exclusiveMinimum: 0 },
          clamp: { type: 'boolean' },
        },
      },
    },
    withoutSimilar: { type: 'string', enum: ['omit', 'zero'] },
  },
  ['axes'] as const,
);
export const scaleParams = shape('scale', { by: { type: 'number' }, field: fieldPath, as: name }, ['by'] as const);
export const testParams = shape('test', comparison.properties, ['op'] as const);
export const reportLinkParams = shape(
  'reportLink',
  { report: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' }, field: fieldPath, as: name },
  [] as const,
);
