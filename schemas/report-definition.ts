import type { FromSchema } from 'json-schema-to-ts';
import { modelNames, sectionNames } from './models/names.ts';

/**
 * The report definition format: one JSON file per report page in reports/.
 *
 * A definition names the model sections it reads (`data`: alias → {model, section}) and lists its blocks.
 * A block has a `type`, an `id` unique in the page, static `props`, and `bind`: props computed from data by
 * expressions (JSONata, evaluated by an interpreter). `when` is a display rule written as data. Container
 * blocks (tabs, group) hold child blocks in `blocks` or in `tabs[].blocks`.
 * A block's `type` names a block type: its props are checked against that type's own schema
 * (schemas/blocks/<type>.ts) by the engine, so an unknown type or wrong props fail that block alone.
 */

const expression = { type: 'string', pattern: '\\S', description: 'A JSONata expression.' } as const;

const displayRule = {
  type: 'object',
  additionalProperties: false,
  required: ['effect', 'condition'],
  properties: {
    effect: { type: 'string', enum: ['show', 'hide'] },
    condition: expression,
  },
} as const;

const blockShape = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'id'],
  properties: {
    type: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
    id: { type: 'string', pattern: '^[a-z][A-Za-z0-9-]*$' },
    title: { type: 'string' },
    props: { type: 'object' },
    bind: { type: 'object', additionalProperties: expression },
    when: displayRule,
    whenMissing: {
      type: 'string',
      enum: ['failed', 'noAccess', 'hide'],
      description: 'What the block shows when a model section it reads is absent: default the generic panel.',
    },
    blocks: { type: 'array', items: { $ref: '#/$defs/block' } },
    tabs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'blocks'],
        properties: {
          label: { type: 'string', pattern: '\\S' },
          blocks: { type: 'array', items: { $ref: '#/$defs/block' } },
        },
      },
    },
  },
} as const;

export const reportDefinitionSchema = {
  $id: 'report-definition',
  title: 'Report page definition',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'reportId', 'title', 'data', 'blocks'],
  properties: {
    $schema: { type: 'string' },
    key: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    reportId: { type: 'integer', minimum: 0, maximum: 99, description: 'Spec §2 report id; 0 for the dashboard.' },
    title: { type: 'string', pattern: '\\S' },
    description: { type: 'string' },
    adminOnly: {
      type: 'boolean',
      description: 'Inside a manuscript, only administrators see the page (spec §2: similar books). Default false.',
    },
    data: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['model', 'section'],
        properties: {
          model: { type: 'string', enum: modelNames },
          section: { type: 'string', enum: sectionNames },
        },
      },
    },
    blocks: { type: 'array', minItems: 1, items: { $ref: '#/$defs/block' } },
  },
  $defs: { block: blockShape },
} as const;

/** json-schema-to-ts cannot follow the recursive `$ref`, so the recursion is spelled out once here. */
const flatBlockShape = {
  ...blockShape,
  properties: { ...blockShape.properties, blocks: { type: 'array' }, tabs: { type: 'array' } },
} as const;
type FlatBlockJson = Omit<FromSchema<typeof flatBlockShape>, 'blocks' | 'tabs'>;
export type BlockJson = FlatBlockJson & {
  blocks?: BlockJson[];
  tabs?: { label: string; blocks: BlockJson[] }[];
};
const flatDefinitionShape = {
  ...reportDefinitionSchema,
  properties: { ...reportDefinitionSchema.properties, blocks: { type: 'array' } },
} as const;
export type ReportDefinitionJson = Omit<FromSchema<typeof flatDefinitionShape>, 'blocks'> & { blocks: BlockJson[] };
