import type { FromSchema } from 'json-schema-to-ts';
import { modelNames, sectionNames } from './models/names.ts';
import { transformNames, transformParamsSchemas } from './transforms/index.ts';
import { comparison } from './transforms/refs.ts';

/**
 * The report definition format: one JSON file per report page in reports/.
 *
 * A definition names the model sections it reads (`data`: alias → {model, section}) and lists its blocks.
 * A block has a `type`, an `id` unique in the page, static `props`, and `bind`: props computed from data, each by
 * a short formula (JSONata, evaluated by an interpreter, bounded at load: engine/formula-bounds.ts) or by a
 * pipeline of named transforms (`{from, transform: [{type, …}]}`, schemas/transforms). `when` is a display rule
 * written as data (a comparison) or as a short formula. Container
 * blocks (tabs, group) hold child blocks in `blocks` or in `tabs[].blocks`.
 * A block's `type` names a block type: its props are checked against that type's own schema
 * (schemas/blocks/<type>.ts) by the engine, so an unknown type or wrong props fail that block alone.
 */

const expression = { type: 'string', pattern: '\\S', description: 'A short JSONata formula.' } as const;

/** JSON Schema's `if`/`then`/`else` (the keyword is called `then`; nothing awaits these objects). */
function ifThen<I, T, E>(condition: I, then: T, otherwise?: E) {
  const keyword = 'then';
  return { if: condition, [keyword]: then, ...(otherwise === undefined ? {} : { else: otherwise }) };
}

/** One named transform: its `type` names it, its other fields are its parameters, checked by its own schema. */
const transformStep = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: transformNames } },
  allOf: Object.keys(transformParamsSchemas).map((name) =>
    ifThen({ properties: { type: { const: name } }, required: ['type'] }, { $ref: `#/$defs/transform-${name}` }),
  ),
} as const;

/** A binding as data: the value of `from` (a short formula; the data sources without it) through the transforms. */
export const pipelineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transform'],
  properties: {
    from: expression,
    transform: { type: 'array', minItems: 1, maxItems: 20, items: { $ref: '#/$defs/transform' } },
  },
} as const;

/** A binding: a short formula, or a pipeline of named transforms. */
const binding = ifThen({ type: 'string' }, expression, { $ref: '#/$defs/pipeline' });

/** A display rule (JSON Forms' `{effect, condition}`): the condition a comparison, a pipeline or a short formula. */
const displayRule = {
  type: 'object',
  additionalProperties: false,
  required: ['effect', 'condition'],
  properties: {
    effect: { type: 'string', enum: ['show', 'hide'] },
    condition: ifThen(
      { type: 'string' },
      expression,
      ifThen({ type: 'object', required: ['transform'] }, { $ref: '#/$defs/pipeline' }, comparison),
    ),
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
    bind: { type: 'object', additionalProperties: binding },
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

/** The report icons a page may name (drawn in app/components/ReportIcon.tsx; 1-17 are the spec's). */
export const reportIconIds = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
] as const;

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
    title: { type: 'string', pattern: '\\S', maxLength: 80, description: "The page's Danish title (menu, heading)." },
    description: { type: 'string', maxLength: 500 },
    icon: {
      type: 'string',
      enum: reportIconIds,
      description: "The menu's icon (app/components/ReportIcon.tsx); default the one numbered like the reportId.",
    },
    menuOrder: {
      type: 'number',
      minimum: 0,
      maximum: 100,
      description: "The page's place in the report menu (ascending); default its reportId.",
    },
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
          optional: {
            type: 'boolean',
            description:
              'The page works without it: a revision analysed before the model existed, a library book or the trial report gives its blocks nothing to read instead of failing them (the chapter marks on the curves). Default false.',
          },
        },
      },
    },
    blocks: { type: 'array', minItems: 1, items: { $ref: '#/$defs/block' } },
  },
  // Each compiled once and referred to (a pipeline is allowed in every binding and display rule).
  $defs: {
    block: blockShape,
    pipeline: pipelineSchema,
    transform: transformStep,
    ...Object.fromEntries(
      Object.entries(transformParamsSchemas).map(([name, schema]) => [`transform-${name}`, schema]),
    ),
  },
} as const;

/** json-schema-to-ts cannot follow the recursive `$ref`, so the recursion is spelled out once here. */
const flatBlockShape = {
  ...blockShape,
  properties: {
    ...blockShape.properties,
    blocks: { type: 'array' },
    tabs: { type: 'array' },
    bind: { type: 'object' },
    when: { type: 'object' },
  },
} as const;
type FlatBlockJson = Omit<FromSchema<typeof flatBlockShape>, 'blocks' | 'tabs' | 'bind' | 'when'>;

/** A transform of a pipeline as written: its name and its parameters (checked by its schema). */
export type TransformStepJson = { type: string } & Record<string, unknown>;
export interface PipelineJson {
  from?: string;
  transform: TransformStepJson[];
}
export type BindingJson = string | PipelineJson;
export type ComparisonJson = FromSchema<typeof comparison>;
export interface DisplayRuleJson {
  effect: 'show' | 'hide';
  condition: string | ComparisonJson | PipelineJson;
}
export type BlockJson = FlatBlockJson & {
  bind?: Record<string, BindingJson>;
  when?: DisplayRuleJson;
  blocks?: BlockJson[];
  tabs?: { label: string; blocks: BlockJson[] }[];
};
const flatDefinitionShape = {
  ...reportDefinitionSchema,
  properties: { ...reportDefinitionSchema.properties, blocks: { type: 'array' } },
} as const;
export type ReportDefinitionJson = Omit<FromSchema<typeof flatDefinitionShape>, 'blocks'> & { blocks: BlockJson[] };

const definitionFields = reportDefinitionSchema.properties;
/**
 * What the report menu reads of every definition (app/reports/definitions.ts): its identity and menu fields, by
 * the definition's own property schemas. The whole definition is checked when its page is first opened
 * (engine/definition-catalogue.ts), so the first page does not wait for every other page's check.
 */
export const reportDefinitionSummarySchema = {
  $id: 'report-definition/summary',
  title: 'The menu fields of a report page definition',
  type: 'object',
  required: ['key', 'reportId', 'title'],
  properties: {
    key: definitionFields.key,
    reportId: definitionFields.reportId,
    title: definitionFields.title,
    description: definitionFields.description,
    icon: definitionFields.icon,
    menuOrder: definitionFields.menuOrder,
    adminOnly: definitionFields.adminOnly,
  },
} as const;
export type ReportDefinitionSummaryJson = FromSchema<typeof reportDefinitionSummarySchema>;
