/**
 * The fields a page's data sources have (from the model schemas, schemas/models), each with its description and
 * an example value from the book the preview shows: what a chart's encoding, a table's columns, a formula or a
 * `{placeholder}` may name. A field is written as the definition writes it (`alias.field`), ready to copy.
 */
import type { ReportDefinition } from '../../../engine/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';
import { DataTable } from '../../components/DataTable.tsx';
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
          <DataTable
            key={alias}
            attributes={{ 'data-source': alias }}
            caption={
              <>
                <code>{alias}</code> ({model}, {section}){shape.rows ? ': en liste af rækker' : ''}
              </>
            }
            captionShown
            empty="Modellen har ingen fast liste over felter."
            items={shape.fields}
            rowKey={(field) => field.name}
            rowAttributes={(field) => ({ 'data-field': `${alias}.${field.name}` })}
            columns={[
              { name: 'Felt', cell: (field) => <code>{`${alias}.${field.name}`}</code> },
              { name: 'Slags', cell: (field) => field.typeText },
              { name: 'Beskrivelse', cell: (field) => field.description },
              {
                name: 'Eksempel',
                cell: (field) => (
                  <code>
                    {first && typeof first === 'object'
                      ? exampleText((first as Record<string, unknown>)[field.name])
                      : '–'}
                  </code>
                ),
              },
            ]}
          />
        );
      })}
    </details>
  );
}
