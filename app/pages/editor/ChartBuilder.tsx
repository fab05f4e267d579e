/**
 * 'Byg en graf af felter': the editor chooses a data source of the page, a kind (bar, line, radar, table) and the
 * fields to show from lists (each with its Danish description and an example from the previewed book), and adds
 * the chart to the page as an ordinary block (chart-builder.ts), which is then checked and previewed like any other.
 */
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import type { ReportDefinition } from '../../../engine/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';
import type { DocumentEditor } from '../../stores/EditorStore.ts';
import {
  type BuiltKind,
  buildBlock,
  builtKindNames,
  type ChosenValue,
  choiceProblem,
  formOf,
  kindsFor,
} from './chart-builder.ts';
import { exampleText, type SourceField, shortLabel, sourceShape } from './source-fields.ts';

export interface ChartBuilderProps {
  editor: DocumentEditor;
  definition: ReportDefinition;
  data: readonly RevisionDataItem[] | null;
  sourceName: string;
}

/** The sources a chart can be built from: each data source, and each field of one that counts words. */
function sourcesOf(definition: ReportDefinition) {
  return Object.entries(definition.data).flatMap(([alias, { model, section }]) => {
    const shape = sourceShape(model, section);
    if (shape.fields.length === 0) return [];
    const counts = shape.fields
      .filter((f) => f.kind === 'counts')
      .map((f) => ({ key: `${alias}.${f.name}`, label: `${alias}.${f.name}: ${shortLabel(f)}`, model, section }));
    const what = shape.rows ? 'en række pr. del' : 'hele bogen';
    return [{ key: alias, label: `${alias} (${model}, ${what})`, model, section }, ...counts];
  });
}

export const ChartBuilder = observer(function ChartBuilder({
  editor,
  definition,
  data,
  sourceName,
}: ChartBuilderProps) {
  const idBase = useId();
  const sources = useMemo(() => sourcesOf(definition), [definition]);
  const [sourceKey, setSourceKey] = useState(sources[0]?.key ?? '');
  const source = sources.find((s) => s.key === sourceKey) ?? sources[0];
  const shape = source ? sourceShape(source.model, source.section) : undefined;
  const form = formOf(source?.key ?? '', shape);
  const kinds = kindsFor(form);
  const [kindChoice, setKind] = useState<BuiltKind>('line');
  const kind = kinds.includes(kindChoice) ? kindChoice : kinds[0]!;
  const [xField, setXField] = useState('part');
  const [chosen, setChosen] = useState<Record<string, ChosenValue>>({});
  const [title, setTitle] = useState('');
  const [id, setId] = useState('');
  const [compare, setCompare] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  if (!source || !shape) return null;

  const content = data?.find((d) => d.model === source.model && d.section === source.section)?.content;
  const first = (Array.isArray(content) ? content[0] : content) as Record<string, unknown> | undefined;
  const numbers = shape.fields.filter((f) => f.kind === 'number');
  const xOptions = shape.fields.filter((f) => f.kind === 'number' || f.kind === 'text');
  const x = xOptions.find((f) => f.name === xField) ?? xOptions[0];
  const similar = Object.entries(definition.data).find(([, s]) => s.model === 'SimilarBooks')?.[0];
  const values = numbers.filter((f) => chosen[f.name]).map((f) => chosen[f.name]!);
  const choice = {
    kind,
    source: source.key,
    x: form === 'rows' && x ? { field: x.name, label: shortLabel(x) } : undefined,
    values,
    title,
    id,
    similar: kind === 'radar' && compare ? similar : undefined,
  };
  const problem = choiceProblem(choice, form);
  const blockIds = new Set(
    ((editor.validValue as { blocks?: { id?: string }[] } | undefined)?.blocks ?? []).map((b) => b.id),
  );
  const idTaken = blockIds.has(id);

  const toggle = (field: SourceField, on: boolean) =>
    setChosen((current) => {
      const next = { ...current };
      if (on) next[field.name] = { field: field.name, label: shortLabel(field), max: defaultMax(field) };
      else delete next[field.name];
      return next;
    });
  const change = (name: string, patch: Partial<ChosenValue>) =>
    setChosen((current) => ({ ...current, [name]: { ...current[name]!, ...patch } }));
  const add = () => {
    const block = buildBlock(choice, form);
    editor.updateValue((value) => {
      value.blocks = [...(Array.isArray(value.blocks) ? value.blocks : []), block];
    });
    setAdded(
      `'${title}' er lagt nederst på siden. Se den i forhåndsvisningen, og udgiv, når den er, som den skal være.`,
    );
  };

  return (
    <details className="editor-builder" data-testid="chart-builder">
      <summary>Byg en graf af felter</summary>
      <div className="builder-form">
        <label className="field">
          <span>Data</span>
          <select value={source.key} onChange={(event) => setSourceKey(event.target.value)}>
            {sources.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Slags</span>
          <select value={kind} onChange={(event) => setKind(event.target.value as BuiltKind)}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {builtKindNames[k]}
              </option>
            ))}
          </select>
        </label>
        {form === 'rows' && x && (
          <label className="field">
            <span>{kind === 'table' ? 'Første kolonne' : 'Langs x-aksen'}</span>
            <select value={x.name} onChange={(event) => setXField(event.target.value)}>
              {xOptions.map((f) => (
                <option key={f.name} value={f.name}>
                  {shortLabel(f)} ({f.name})
                </option>
              ))}
            </select>
          </label>
        )}
        {form === 'counts' ? (
          <p className="field-hint">Grafen viser de ti hyppigste ord, og hvor mange gange de står i bogen.</p>
        ) : (
          <fieldset className="builder-fields">
            <legend>Felter at vise (eksempler fra {sourceName})</legend>
            {numbers.map((f) => {
              const picked = chosen[f.name];
              const hint = `${idBase}-${f.name}`;
              return (
                <div key={f.name} className="builder-field" data-field={f.name}>
                  <label>
                    <input
                      type="checkbox"
                      checked={Boolean(picked)}
                      aria-describedby={hint}
                      onChange={(event) => toggle(f, event.target.checked)}
                    />{' '}
                    {shortLabel(f)} <code>{f.name}</code>
                  </label>
                  <span id={hint} className="field-hint">
                    {f.description} Eksempel: {first ? exampleText(first[f.name]) : '–'}
                  </span>
                  {picked && (
                    <span className="builder-field-options">
                      <label>
                        Navn i grafen{' '}
                        <input
                          type="text"
                          value={picked.label}
                          maxLength={60}
                          onChange={(event) => change(f.name, { label: event.target.value })}
                        />
                      </label>
                      {kind === 'radar' && (
                        <label>
                          Største værdi{' '}
                          <input
                            type="number"
                            min={0}
                            value={picked.max ?? ''}
                            onChange={(event) =>
                              change(f.name, { max: event.target.value ? Number(event.target.value) : undefined })
                            }
                          />
                        </label>
                      )}
                    </span>
                  )}
                </div>
              );
            })}
          </fieldset>
        )}
        {kind === 'radar' && similar && (
          <label className="field">
            <span>Sammenlign</span>
            <span>
              <input type="checkbox" checked={compare} onChange={(event) => setCompare(event.target.checked)} /> med
              gennemsnittet af de lignende bøger
            </span>
          </label>
        )}
        <label className="field">
          <span>Titel</span>
          <input type="text" value={title} maxLength={80} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <div className="field">
          <label htmlFor={`${idBase}-id`}>Id</label>
          <input
            id={`${idBase}-id`}
            type="text"
            value={id}
            maxLength={60}
            aria-describedby={`${idBase}-id-hint`}
            onChange={(event) => setId(event.target.value)}
          />
          <span id={`${idBase}-id-hint`} className="field-hint">
            Små bogstaver, tal og bindestreg, fx lix-pr-del. Id'et skal være nyt på siden.
          </span>
        </div>
        <p className="field-hint" role="status">
          {problem ?? (idTaken ? `Siden har allerede en blok med id'et '${id}'.` : 'Klar: grafen kan lægges på siden.')}
        </p>
        <p>
          <button
            type="button"
            className="button"
            disabled={Boolean(problem) || idTaken || !editor.parses}
            onClick={add}
          >
            Læg grafen på siden
          </button>
        </p>
        {added && <p role="status">{added}</p>}
      </div>
    </details>
  );
});

/** A radar axis's largest value where the field says it: 100 for a percentage. */
function defaultMax(field: SourceField): number | undefined {
  return field.name.startsWith('percentage_') ? 100 : undefined;
}
