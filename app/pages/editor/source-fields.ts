/**
 * The fields a page's data source has, from the model schemas (schemas/models) with their Danish descriptions
 * (schemas/models/field-descriptions-da.ts): what the field list shows and what the chart builder offers.
 */
import { fieldDescriptionDa } from '../../../schemas/models/field-descriptions-da.ts';
import { modelContentSchemas } from '../../../schemas/models/index.ts';

type Schema = {
  type?: string | readonly string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
};

/** What a field holds, as the builder needs to know it. */
export type FieldKind = 'number' | 'text' | 'counts' | 'other';

export interface SourceField {
  name: string;
  kind: FieldKind;
  /** The schema's type in Danish words ('tal', 'tekst eller tom' …). */
  typeText: string;
  description: string;
}

export interface SourceShape {
  /** A list of rows (a section like 'parts') or one object (a section like 'global'). */
  rows: boolean;
  fields: SourceField[];
}

const typeWords: Record<string, string> = {
  number: 'tal',
  integer: 'heltal',
  string: 'tekst',
  boolean: 'sand/falsk',
  array: 'liste',
  object: 'objekt',
  null: 'tom',
};

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type as string] : [];

function kindOf(schema: Schema): FieldKind {
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (types.length === 1 && (types[0] === 'number' || types[0] === 'integer')) return 'number';
  if (types.length === 1 && types[0] === 'string') return 'text';
  const values = schema.additionalProperties;
  if (types[0] === 'object' && !schema.properties && typeof values === 'object') {
    const valueTypes = typesOf(values);
    if (valueTypes.includes('integer') || valueTypes.includes('number')) return 'counts';
  }
  return 'other';
}

/** The fields of a model section (empty for a section without a closed list of fields). */
export function sourceShape(model: string, section: string): SourceShape {
  const schema = (modelContentSchemas as Record<string, Record<string, Schema> | undefined>)[model]?.[section];
  let item = schema;
  while (item?.type === 'array') item = item.items;
  const fields = Object.entries(item?.properties ?? {}).map(([name, field]) => ({
    name,
    kind: kindOf(field),
    typeText: typesOf(field)
      .map((t) => typeWords[t] ?? t)
      .join(' eller '),
    description: fieldDescriptionDa(model, name) ?? '',
  }));
  return { rows: schema?.type === 'array', fields };
}

/** A short Danish name for a field, from its description ('Antal ord.' → 'Antal ord'): the default label. */
export function shortLabel(field: SourceField): string {
  const first = field.description.split(/[,:(]/)[0]?.replace(/\.$/, '').trim();
  return first && first.length <= 40 ? first : field.name;
}

/** A short text of a value from the book: the first row's, for a list of rows. */
export function exampleText(value: unknown): string {
  if (value === undefined) return '–';
  if (Array.isArray(value)) return value.length === 0 ? '[] (tom liste)' : `[${value.length}] ${exampleText(value[0])}`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value).slice(0, 4).join(', ')}${Object.keys(value).length > 4 ? ', …' : ''}}`;
  const text = typeof value === 'number' ? String(Number(value.toPrecision(6))) : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
