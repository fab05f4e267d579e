/**
 * The fields of the rows a chart or table is given, known before anything runs: from the model schemas (a data
 * source's section), a formula that builds its rows (`[parts.{'part': part, 'LIX': lix}]`) or a pipeline of named
 * transforms whose output fields follow from their parameters. A chart's encoding, a table's columns and a
 * `select` step's fields and `{placeholders}` that name a field the rows cannot have are problems at their pointer
 * (such a chart or column is empty for every author). Where the fields cannot be known (a domain transform, a
 * formula of another form, a section without a closed schema) nothing is checked.
 */
import jsonata from 'jsonata';
import type { BindingJson } from '../schemas/report-definition.ts';
import { escapePointer } from './block-props.ts';
import type { DefinitionIssue } from './errors.ts';
import type { JsonSchema } from './field-check.ts';
import { definitionText } from './messages.ts';

/** The fields a row has (closed: no others), each with its schema where known. */
export type RowFields = ReadonlyMap<string, JsonSchema | undefined>;
type Sources = Readonly<Record<string, JsonSchema | undefined>>;

/** What is known of a value: the fields of its rows, or its schema (for a map that `entries` makes rows of). */
interface Shape {
  fields?: RowFields;
  schema?: JsonSchema;
}

const itemOf = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  let s = schema;
  while (s && s.type === 'array') s = s.items as JsonSchema | undefined;
  return s;
};

/** The closed fields of the rows a schema describes (an object or a list of objects); none when it is open. */
export function fieldsOfSchema(schema: JsonSchema | undefined): RowFields | undefined {
  const item = itemOf(schema);
  if (!item?.properties || item.additionalProperties !== false) return undefined;
  return new Map(Object.entries(item.properties).map(([name, s]) => [name, s as JsonSchema]));
}

/** The schema at a path of names from the data sources (lists on the way mapped over); undefined when unknown. */
function schemaAt(sources: Sources, names: readonly string[]): JsonSchema | undefined {
  const [alias, ...rest] = names;
  if (alias === undefined || !Object.hasOwn(sources, alias)) return undefined;
  let current = sources[alias];
  for (const name of rest) {
    const item = itemOf(current);
    if (!item) return undefined;
    if (item.properties && Object.hasOwn(item.properties, name)) current = item.properties[name] as JsonSchema;
    else if (item.additionalProperties && typeof item.additionalProperties === 'object')
      current = item.additionalProperties as JsonSchema;
    else return undefined;
  }
  return current;
}

interface AstNode {
  type: string;
  value?: unknown;
  [key: string]: unknown;
}

/** What a formula gives: rows built by an object constructor at its end, or a path of names into the sources. */
function formulaShape(text: string, sources: Sources): Shape {
  let ast: AstNode;
  try {
    ast = jsonata(text).ast() as AstNode;
  } catch {
    return {};
  }
  // `[ … ]` around the whole formula only makes the result a list.
  while (ast.type === 'unary' && ast.value === '[' && (ast.expressions as AstNode[]).length === 1)
    ast = (ast.expressions as AstNode[])[0]!;
  const last = ast.type === 'path' ? (ast.steps as AstNode[]).at(-1) : ast;
  if (last?.type === 'unary' && last.value === '{' && !last.group) {
    const pairs = last.lhs as [AstNode, AstNode][];
    if (pairs.every(([key]) => key.type === 'string'))
      return { fields: new Map(pairs.map(([key]) => [String(key.value), undefined])) };
    return {};
  }
  if (ast.type === 'path') {
    const steps = ast.steps as AstNode[];
    if (steps.every((step) => step.type === 'name' && !step.stages && !step.predicate && !step.group)) {
      const schema = schemaAt(
        sources,
        steps.map((step) => String(step.value)),
      );
      return { schema, fields: fieldsOfSchema(schema) };
    }
  }
  return {};
}

const firstName = (path: string) => path.split('.')[0] ?? path;
type Step = Record<string, unknown> & { type: string };
type Report = (pointer: string, field: string) => void;

/** The row fields after one pipeline step (undefined fields: unknown), reporting the fields it reads that its input lacks. */
function stepShape(step: Step, input: Shape, at: string, report: Report): Shape {
  const fields = input.fields;
  const reads = (path: unknown, pointer: string) => {
    if (typeof path === 'string' && fields && !path.startsWith('$') && !fields.has(firstName(path)))
      report(`${at}${pointer}`, firstName(path));
  };
  const withField = (name: unknown): Shape => {
    if (!fields || typeof name !== 'string') return {};
    return { fields: new Map([...fields, [name, undefined]]) };
  };
  switch (step.type) {
    case 'sort':
    case 'top':
    case 'filter':
      return { fields };
    case 'select': {
      const selected = step.fields as Record<string, unknown>;
      for (const [name, source] of Object.entries(selected)) {
        const pointer = `/fields/${escapePointer(name)}`;
        if (typeof source === 'string') reads(source, pointer);
        else if (source && typeof source === 'object' && 'template' in source)
          for (const match of String(source.template).matchAll(/\{([^{}]+)\}/g)) reads(match[1], `${pointer}/template`);
      }
      return { fields: new Map(Object.keys(selected).map((name) => [name, undefined])) };
    }
    case 'entries': {
      if (step.value !== undefined)
        return {
          fields: new Map([
            [String(step.key), undefined],
            [String(step.value), undefined],
          ]),
        };
      const values = input.schema?.additionalProperties;
      const inner = values && typeof values === 'object' ? fieldsOfSchema(values as JsonSchema) : undefined;
      return inner ? { fields: new Map([[String(step.key), undefined], ...inner]) } : {};
    }
    case 'unfold': {
      const keep = Object.keys((step.keep as Record<string, unknown> | undefined) ?? {});
      return {
        fields: new Map([...keep, String(step.key), String(step.value)].map((name) => [name, undefined])),
      };
    }
    case 'round':
    case 'scale':
    case 'percent':
    case 'lookup':
    case 'clamp':
      if (step.field === undefined) return {};
      return withField(step.as ?? step.field);
    case 'join': {
      if (!fields) return {};
      return {
        fields: new Map([...fields, ...Object.keys(step.fields as object).map((n) => [n, undefined] as const)]),
      };
    }
    case 'rows': {
      const rows = step.rows as Record<string, unknown>[];
      return { fields: new Map(rows.flatMap((row) => Object.keys(row)).map((name) => [name, undefined])) };
    }
    case 'radar':
      return { fields: new Map(['axis', 'series', 'value'].map((name) => [name, undefined])) };
    case 'chapterStarts':
      if (!fields) return {};
      return { fields: new Map([...fields, ['Kapitelstart', undefined], ['Kapitel', undefined]]) };
    default:
      return {};
  }
}

/** The rows a binding gives (their fields where known), with the problems of the `select` steps on the way. */
export function bindingShape(
  binding: BindingJson,
  pointer: string,
  sources: Sources,
  problems: DefinitionIssue[],
): Shape {
  if (typeof binding === 'string') return formulaShape(binding, sources);
  let shape: Shape = binding.from === undefined ? {} : formulaShape(binding.from, sources);
  const report: Report = (at, field) => problems.push({ pointer: at, message: definitionText.fieldNotInRows(field) });
  for (const [i, step] of binding.transform.entries())
    shape = stepShape(step as Step, shape, `${pointer}/transform/${i}`, report);
  return shape;
}

/** The fields a Vega-Lite spec's own transforms add, or undefined when one of them makes fields it cannot name. */
function vegaLiteAdded(transforms: unknown): string[] | undefined {
  const added: string[] = [];
  const asNames = (as: unknown) => (Array.isArray(as) ? as.map(String) : typeof as === 'string' ? [as] : []);
  for (const t of Array.isArray(transforms) ? (transforms as Record<string, unknown>[]) : []) {
    if ('filter' in t || 'sample' in t) continue;
    if ('fold' in t) added.push(...(t.as ? asNames(t.as) : ['key', 'value']));
    else if ('calculate' in t || 'bin' in t || 'timeUnit' in t || 'stack' in t) added.push(...asNames(t.as));
    else if ('aggregate' in t || 'window' in t || 'joinaggregate' in t) {
      const ops = (t.aggregate ?? t.window ?? t.joinaggregate) as Record<string, unknown>[];
      for (const op of Array.isArray(ops) ? ops : []) added.push(...asNames(op.as));
      if ('aggregate' in t && !Array.isArray(t.groupby)) return undefined;
    } else return undefined;
  }
  return added;
}

/** Every `field` named in an encoding (tooltips, sorts and conditions too), with its pointer. */
function encodingFields(encoding: unknown, pointer: string, out: { pointer: string; field: string }[]): void {
  if (Array.isArray(encoding)) {
    for (const [i, item] of encoding.entries()) encodingFields(item, `${pointer}/${i}`, out);
    return;
  }
  if (!encoding || typeof encoding !== 'object') return;
  for (const [key, value] of Object.entries(encoding)) {
    const at = `${pointer}/${escapePointer(key)}`;
    if (key === 'field' && typeof value === 'string') out.push({ pointer: at, field: value });
    else if (key !== 'scale' && key !== 'axis' && key !== 'legend') encodingFields(value, at, out);
  }
}

/** A Vega-Lite field name's first part (`a.b` reads b of a; `a\.b` is one name). */
const vegaLiteName = (field: string) => (field.split(/(?<!\\)\./)[0] ?? field).replace(/\\\./g, '.');

/** The problems of a chart block: its encoding names a field its values' rows do not have. */
export function chartFieldProblems(
  props: Record<string, unknown>,
  rows: RowFields,
  pointer: string,
): DefinitionIssue[] {
  const spec = props.spec as Record<string, unknown> | undefined;
  if (props.kind === 'radar' || !spec || typeof spec !== 'object') return [];
  const problems: DefinitionIssue[] = [];
  const layers = Array.isArray(spec.layer) ? (spec.layer as Record<string, unknown>[]) : [];
  const outer = vegaLiteAdded(spec.transform);
  if (!outer) return [];
  const check = (layer: Record<string, unknown>, at: string, inherited: string[]) => {
    const own = vegaLiteAdded(layer.transform);
    if (!own) return;
    const known = new Set([...rows.keys(), ...inherited, ...own]);
    const found: { pointer: string; field: string }[] = [];
    encodingFields(layer.encoding, `${at}/encoding`, found);
    for (const { pointer: where, field } of found)
      if (!known.has(vegaLiteName(field)))
        problems.push({ pointer: where, message: definitionText.fieldNotInRows(vegaLiteName(field)) });
  };
  check(spec, `${pointer}/props/spec`, []);
  for (const [i, layer] of layers.entries()) check(layer, `${pointer}/props/spec/layer/${i}`, outer);
  for (const [name, field] of Object.entries((props.pointInfo as Record<string, unknown> | undefined) ?? {}))
    if (typeof field === 'string' && !rows.has(field))
      problems.push({ pointer: `${pointer}/props/pointInfo/${name}`, message: definitionText.fieldNotInRows(field) });
  return problems;
}

/** The problems of a table block: a column's key or link names a field its rows do not have. */
export function tableFieldProblems(
  props: Record<string, unknown>,
  rows: RowFields,
  pointer: string,
): DefinitionIssue[] {
  const problems: DefinitionIssue[] = [];
  const columns = Array.isArray(props.columns) ? (props.columns as Record<string, unknown>[]) : [];
  columns.forEach((column, i) => {
    for (const name of ['key', 'link'] as const) {
      const field = column[name];
      if (typeof field === 'string' && !rows.has(field))
        problems.push({
          pointer: `${pointer}/props/columns/${i}/${name}`,
          message: definitionText.fieldNotInRows(field),
        });
    }
  });
  return problems;
}

/** Every problem of a block's fields: its bindings' `select` steps, a chart's encoding, a table's columns. */
export function blockFieldProblems(
  block: { type: string; props?: Record<string, unknown>; bind?: Record<string, BindingJson> },
  pointer: string,
  sources: Sources,
): DefinitionIssue[] {
  const problems: DefinitionIssue[] = [];
  const shapes: Record<string, Shape> = {};
  for (const [prop, binding] of Object.entries(block.bind ?? {}))
    shapes[prop] = bindingShape(binding, `${pointer}/bind/${escapePointer(prop)}`, sources, problems);
  const props = block.props ?? {};
  const values = shapes.values?.fields;
  if (block.type === 'chart' && values) problems.push(...chartFieldProblems(props, values, pointer));
  const rows = shapes.rows?.fields;
  if (block.type === 'table' && rows && props.variant !== 'tree')
    problems.push(...tableFieldProblems(props, rows, pointer));
  return problems;
}
