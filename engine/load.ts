import { blockPropsSchemas } from '../schemas/block-props.ts';
import { type ContentSchema, contentSchemaId, modelContentSchemas } from '../schemas/models/index.ts';
import type { BlockJson, ReportDefinitionJson } from '../schemas/report-definition.ts';
import { validate } from '../schemas/validate.ts';
import { checkStaticProps, danishSchemaIssues, escapePointer } from './block-props.ts';
import type { BlockContract, CompiledBlock, DataSource, PropsCheckTools, ReportDefinition } from './definition.ts';
import { definitionStringProblems } from './definition-strings.ts';
import { DefinitionError, type DefinitionIssue } from './errors.ts';
import type { CompiledExpression, ExpressionEnvironment } from './expression.ts';
import type { JsonSchema } from './field-check.ts';
import { definitionText } from './messages.ts';
import { normaliseDefinition } from './normalise.ts';
import { compileBinding, compileCondition } from './pipeline.ts';
import { blockFieldProblems } from './row-fields.ts';

export interface LoadOptions extends PropsCheckTools {
  /**
   * The block types a definition may use, with their contracts. Default: every props schema in schemas/blocks
   * without further checks; the app and the tools pass the engine's block list (engine/react/blocks), whose
   * types add their own checks (a chart spec's safety).
   */
  blockTypes?: Readonly<Record<string, BlockContract>>;
  /** Every report's id by key, for `$reportId(key)`; `loadReportDefinitions` passes it. */
  reportIds?: Readonly<Record<string, number>>;
}

/** The contracts of the block types whose schemas are in schemas/blocks (no checks beyond the schemas). */
export const schemaBlockTypes: Readonly<Record<string, BlockContract>> = Object.fromEntries(
  Object.entries(blockPropsSchemas).map(([type, schema]) => [type, { schema }]),
);

/**
 * Loads a report definition: validate against the definition format → normalise → parse and check every
 * expression and binding against the model schema registry. Every problem found is reported at once in one
 * DefinitionError naming `source` and the JSON pointer of each offending value. A block whose type is unknown
 * or whose static props break its block type's contract does not stop the definition: it carries its
 * problems (`problems`, also in `blockProblems`) and fails alone when the page renders.
 */
export function loadReportDefinition(json: unknown, source: string, options: LoadOptions = {}): ReportDefinition {
  const checked = validate<ReportDefinitionJson>('report-definition', json);
  if (!checked.ok) {
    throw new DefinitionError(
      source,
      danishSchemaIssues(checked.issues, json).map((i) => ({
        pointer: i.pointer,
        message: definitionText.formatInvalid(i.message),
      })),
    );
  }
  const definition = normaliseDefinition(checked.value);
  const issues: DefinitionIssue[] = definitionStringProblems(json);
  const schemas: Record<string, JsonSchema | undefined> = {};
  const uncheckedSources: string[] = [];
  for (const [alias, { model, section }] of Object.entries(definition.data)) {
    const schema: ContentSchema | undefined = modelContentSchemas[model]?.[section];
    schemas[alias] = schema as JsonSchema | undefined;
    if (!schema) uncheckedSources.push(contentSchemaId(model, section));
  }
  const ids = new Set<string>();
  const blockTypes = options.blockTypes ?? schemaBlockTypes;
  const blockProblems: DefinitionIssue[] = [];
  const environment: ExpressionEnvironment = { reportIds: options.reportIds };
  const compileBlock = (block: BlockJson, pointer: string): CompiledBlock => {
    if (ids.has(block.id))
      issues.push({ pointer: `${pointer}/id`, message: definitionText.duplicateBlockId(block.id) });
    ids.add(block.id);
    const contract = blockTypes[block.type];
    const problems = contract
      ? checkStaticProps(block.type, contract, block.props ?? {}, Object.keys(block.bind ?? {}), pointer, options)
      : [{ pointer: `${pointer}/type`, message: definitionText.unknownBlockType(block.type) }];
    problems.push(...blockFieldProblems(block, pointer, schemas));
    blockProblems.push(...problems);
    const sources = new Set<string>();
    const used = (compiled: CompiledExpression | undefined) => {
      for (const alias of compiled?.sources ?? []) sources.add(alias);
      return compiled;
    };
    const bind: Record<string, CompiledExpression> = {};
    for (const [prop, binding] of Object.entries(block.bind ?? {})) {
      const at = `${pointer}/bind/${escapePointer(prop)}`;
      const compiled = used(compileBinding(binding, at, schemas, issues, environment));
      if (compiled) bind[prop] = compiled;
    }
    const condition = block.when
      ? used(compileCondition(block.when.condition, `${pointer}/when/condition`, schemas, issues, environment))
      : undefined;
    return {
      id: block.id,
      type: block.type,
      title: block.title,
      pointer,
      props: block.props ?? {},
      bind,
      when: block.when && condition ? { effect: block.when.effect, condition } : undefined,
      whenMissing: block.whenMissing ?? 'failed',
      contract,
      problems,
      sources,
      blocks: (block.blocks ?? []).map((child, i) => compileBlock(child, `${pointer}/blocks/${i}`)),
      tabs: (block.tabs ?? []).map((tab, t) => ({
        label: tab.label,
        blocks: tab.blocks.map((child, i) => compileBlock(child, `${pointer}/tabs/${t}/blocks/${i}`)),
      })),
    };
  };
  const blocks = definition.blocks.map((block, i) => compileBlock(block, `/blocks/${i}`));
  if (issues.length > 0) throw new DefinitionError(source, issues);
  return {
    key: definition.key,
    reportId: definition.reportId,
    title: definition.title,
    description: definition.description,
    ...(definition.icon ? { icon: definition.icon } : {}),
    menuOrder: definition.menuOrder ?? definition.reportId,
    adminOnly: definition.adminOnly ?? false,
    source,
    data: definition.data as Record<string, DataSource>,
    models: uniqueSources(Object.values(definition.data) as DataSource[]),
    blocks,
    uncheckedSources,
    blockProblems,
  };
}

function uniqueSources(sources: DataSource[]): DataSource[] {
  const seen = new Map<string, DataSource>();
  for (const s of sources) seen.set(`${s.model}/${s.section}`, { model: s.model, section: s.section });
  return [...seen.values()];
}
