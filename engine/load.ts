import { type ContentSchema, contentSchemaId, modelContentSchemas } from '../schemas/models/index.ts';
import type { BlockJson, ReportDefinitionJson } from '../schemas/report-definition.ts';
import { validate } from '../schemas/validate.ts';
import type { BlockPropsSpec, CompiledBlock, DataSource, ReportDefinition } from './definition.ts';
import { DefinitionError, type DefinitionIssue } from './errors.ts';
import { type CompiledExpression, compileExpression } from './expression.ts';
import type { JsonSchema } from './field-check.ts';
import { developerText } from './messages.ts';
import { normaliseDefinition } from './normalise.ts';

export interface LoadOptions {
  /** Per block type, the props it accepts; when given, unknown and missing props are load-time errors. */
  blockProps?: Readonly<Record<string, BlockPropsSpec>>;
}

/**
 * Loads a report definition: validate against the definition format → normalise → parse and check every
 * expression and binding against the model schema registry. Every problem found is reported at once in one
 * DefinitionError naming `source` and the JSON pointer of each offending value.
 */
export function loadReportDefinition(json: unknown, source: string, options: LoadOptions = {}): ReportDefinition {
  const checked = validate<ReportDefinitionJson>('report-definition', json);
  if (!checked.ok) {
    throw new DefinitionError(
      source,
      checked.issues.map((i) => ({ pointer: i.pointer, message: developerText.schemaInvalid(i.message) })),
    );
  }
  const definition = normaliseDefinition(checked.value);
  const issues: DefinitionIssue[] = [];
  const schemas: Record<string, JsonSchema | undefined> = {};
  const uncheckedSources: string[] = [];
  for (const [alias, { model, section }] of Object.entries(definition.data)) {
    const schema: ContentSchema | undefined = modelContentSchemas[model]?.[section];
    schemas[alias] = schema as JsonSchema | undefined;
    if (!schema) uncheckedSources.push(contentSchemaId(model, section));
  }
  const ids = new Set<string>();
  const compileBlock = (block: BlockJson, pointer: string): CompiledBlock => {
    if (ids.has(block.id)) issues.push({ pointer: `${pointer}/id`, message: developerText.duplicateId(block.id) });
    ids.add(block.id);
    checkProps(block, pointer, options.blockProps, issues);
    const sources = new Set<string>();
    const compile = (text: string, at: string): CompiledExpression | undefined => {
      const compiled = compileExpression(text, at, schemas, issues);
      for (const alias of compiled?.sources ?? []) sources.add(alias);
      return compiled;
    };
    const bind: Record<string, CompiledExpression> = {};
    for (const [prop, text] of Object.entries(block.bind ?? {})) {
      const compiled = compile(text, `${pointer}/bind/${escapePointer(prop)}`);
      if (compiled) bind[prop] = compiled;
    }
    const condition = block.when ? compile(block.when.condition, `${pointer}/when/condition`) : undefined;
    return {
      id: block.id,
      type: block.type,
      title: block.title,
      pointer,
      props: block.props ?? {},
      bind,
      when: block.when && condition ? { effect: block.when.effect, condition } : undefined,
      whenMissing: block.whenMissing ?? 'failed',
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
    source,
    data: definition.data as Record<string, DataSource>,
    models: uniqueSources(Object.values(definition.data) as DataSource[]),
    blocks,
    uncheckedSources,
  };
}

function checkProps(
  block: BlockJson,
  pointer: string,
  specs: LoadOptions['blockProps'],
  issues: DefinitionIssue[],
): void {
  const spec = specs?.[block.type];
  if (!spec) return;
  const given = new Set([...Object.keys(block.props ?? {}), ...Object.keys(block.bind ?? {})]);
  for (const [where, names] of [
    ['props', Object.keys(block.props ?? {})],
    ['bind', Object.keys(block.bind ?? {})],
  ] as const) {
    for (const prop of names) {
      if (!spec.props.includes(prop))
        issues.push({
          pointer: `${pointer}/${where}/${escapePointer(prop)}`,
          message: developerText.unknownProp(prop, block.type),
        });
    }
  }
  for (const prop of spec.required) {
    if (!given.has(prop)) issues.push({ pointer, message: developerText.missingProp(prop, block.type) });
  }
}

function uniqueSources(sources: DataSource[]): DataSource[] {
  const seen = new Map<string, DataSource>();
  for (const s of sources) seen.set(`${s.model}/${s.section}`, { model: s.model, section: s.section });
  return [...seen.values()];
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
