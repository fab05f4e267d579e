/**
 * The fields a page's data sources have (from the model schemas, schemas/models), each with its description and
 * an example value from the book the preview shows: what a chart's encoding, a table's columns, a formula or a
 * `{placeholder}` may name. A field is written as the definition writes it (`alias.field`), ready to copy.
 */
import type { ReportDefinition } from '../../../engine/index.ts';
import { fieldDescriptionDa } from '../../../schemas/models/field-descriptions-da.ts';
import { modelContentSchemas } from '../../../schemas/models/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';

type Schema = {
  type?: string | readonly string[];
  description?: string;
  title?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
};

const itemOf = (schema: Schema | undefined): Schema | undefined => {
  let s = schema;
  while (s?.type === 'array') s = s.items;
  return s;
};

/** A short text of a value from the book: the first row's, for a list of rows. */
function example(value: unknown): string {
  if (value === undefined) return '–';
  if (Array.isArray(value)) return value.length === 0 ? '[] (tom liste)' : `[${value.length}] ${example(value[0])}`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value).slice(0, 4).join(', ')}${Object.keys(value).length > 4 ? ', …' : ''}}`;
  const text = typeof value === 'number' ? String(Number(value.toPrecision(6))) : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const kindText: Record<string, string> = {
  number: 'tal',
  integer: 'heltal',
  string: 'tekst',
  boolean: 'sand/falsk',
  array: 'liste',
  object: 'objekt',
};
const kindOf = (schema: Schema) =>
  (Array.isArray(schema.type) ? schema.type : [schema.type ?? ''])
    .map((t) => kindText[t] ?? t)
    .filter(Boolean)
    .join(' eller ');

export function DataFields({
  definition,
  data,
  sourceName,
}: {
  definition: ReportDefinition;
  data: readonly RevisionDataItem[] | null;
  sourceName: string;
}) {
  const sources = Object.entries(definition.data);
  if (sources.length === 0) return null;
  return (
    <details className="editor-fields" data-testid="data-fields">
      <summary>Felter i sidens data (eksempler fra {sourceName})</summary>
      {sources.map(([alias, { model, section }]) => {
        const schema = modelContentSchemas[model as keyof typeof modelContentSchemas]?.[section as 'global'] as
          | Schema
          | undefined;
        const item = itemOf(schema);
        const content = data?.find((d) => d.model === model && d.section === section)?.content;
        const first = Array.isArray(content) ? content[0] : content;
        const fields = Object.entries(item?.properties ?? {});
        return (
          <table className="table" key={alias} data-source={alias}>
            <caption>
              <code>{alias}</code> ({model}, {section}){schema?.type === 'array' ? ': en liste af rækker' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Felt</th>
                <th scope="col">Slags</th>
                <th scope="col">Beskrivelse</th>
                <th scope="col">Eksempel</th>
              </tr>
            </thead>
            <tbody>
              {fields.length === 0 ? (
                <tr>
                  <td colSpan={4}>Modellen har ingen fast liste af felter.</td>
                </tr>
              ) : (
                fields.map(([name, field]) => (
                  <tr key={name} data-field={`${alias}.${name}`}>
                    <td>
                      <code>{`${alias}.${name}`}</code>
                    </td>
                    <td>{kindOf(field)}</td>
                    <td>{fieldDescriptionDa(model, name) ?? ''}</td>
                    <td>
                      <code>
                        {first && typeof first === 'object' ? example((first as Record<string, unknown>)[name]) : '–'}
                      </code>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        );
      })}
    </details>
  );
}
