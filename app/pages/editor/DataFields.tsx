/**
 * The fields a page's data sources have (from the model schemas, schemas/models), each with its description and
 * an example value from the book the preview shows: what a chart's encoding, a table's columns, a formula or a
 * `{placeholder}` may name. A field is written as the definition writes it (`alias.field`), ready to copy.
 */
import type { ReportDefinition } from '../../../engine/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';
import { exampleText, sourceShape } from './source-fields.ts';

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
        const shape = sourceShape(model, section);
        const content = data?.find((d) => d.model === model && d.section === section)?.content;
        const first = Array.isArray(content) ? content[0] : content;
        return (
          <table className="table" key={alias} data-source={alias}>
            <caption>
              <code>{alias}</code> ({model}, {section}){shape.rows ? ': en liste af rækker' : ''}
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
              {shape.fields.length === 0 ? (
                <tr>
                  <td colSpan={4}>Modellen har ingen fast liste over felter.</td>
                </tr>
              ) : (
                shape.fields.map(({ name, typeText, description }) => (
                  <tr key={name} data-field={`${alias}.${name}`}>
                    <td>
                      <code>{`${alias}.${name}`}</code>
                    </td>
                    <td>{typeText}</td>
                    <td>{description}</td>
                    <td>
                      <code>
                        {first && typeof first === 'object'
                          ? exampleText((first as Record<string, unknown>)[name])
                          : '–'}
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
