/**
 * The chart builder (docs/EDITOR.md, 'Graf fra felter'): the common kinds of chart (bar, line, radar) and a table
 * built from fields chosen in lists. The result is an ordinary block of the definition (a Vega-Lite spec with its
 * values bound through named transforms, a radar, a table), checked like every other block when it is added.
 */

import { similarBookMeasures } from '../../../schemas/models/similar-books.ts';
import type { SourceShape } from './source-fields.ts';

export type BuiltKind = 'bar' | 'line' | 'radar' | 'table';

export const builtKindNames: Record<BuiltKind, string> = {
  bar: 'Søjlediagram',
  line: 'Linjediagram',
  radar: 'Radar',
  table: 'Tabel',
};

/** One value the chart shows: a field of the source and its name in the chart. */
export interface ChosenValue {
  field: string;
  label: string;
  /** A radar axis's largest value (without one the axis is scaled to the values). */
  max?: number;
}

export interface ChartChoice {
  kind: BuiltKind;
  /** The data source's alias, or `alias.field` for a field that counts words ('counts'). */
  source: string;
  /** For a list of rows: the field along the x axis (bar, line) or the first column (table). */
  x?: ChosenValue;
  values: ChosenValue[];
  title: string;
  id: string;
  /** The alias of a SimilarBooks source to compare with on a radar. */
  similar?: string;
}

/** What the chosen source is: a list of rows, one object of measures, or a field counting words. */
export type SourceForm = 'rows' | 'measures' | 'counts';

export const formOf = (source: string, shape: SourceShape | undefined): SourceForm =>
  source.includes('.') ? 'counts' : shape?.rows ? 'rows' : 'measures';

/** The kinds that fit a source. */
export function kindsFor(form: SourceForm): BuiltKind[] {
  if (form === 'rows') return ['line', 'bar', 'table'];
  if (form === 'counts') return ['bar', 'table'];
  return ['bar', 'radar', 'table'];
}

/** A name that is safe as a row's field in Vega-Lite (a '.' or brackets would be read as a path). */
export const safeName = (label: string) =>
  label
    .replace(/[.[\]\\"'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60) || 'Værdi';

const BLUE = '#1d4ed8';
const palette = ['#1d4ed8', '#b45309', '#15803d', '#7c3aed', '#be123c'];
const TOP_WORDS = 10;

/** Why the choice cannot be built yet (in Danish), or null. */
export function choiceProblem(choice: ChartChoice, form: SourceForm): string | null {
  if (!choice.id.match(/^[a-z][a-z0-9-]*$/)) return 'Giv grafen et id med små bogstaver, tal og bindestreg.';
  if (!choice.title.trim()) return 'Giv grafen en titel.';
  if (!kindsFor(form).includes(choice.kind)) return `${builtKindNames[choice.kind]} passer ikke til de valgte data.`;
  if (form === 'counts') return null;
  if (form === 'rows' && !choice.x) return 'Vælg feltet langs x-aksen.';
  if (choice.values.length === 0) return 'Vælg mindst ét felt at vise.';
  const labels = [choice.x, ...choice.values].filter(Boolean).map((v) => safeName(v!.label));
  if (new Set(labels).size !== labels.length) return 'To felter har samme navn i grafen; giv dem hvert sit.';
  if (choice.kind === 'radar') {
    if (choice.values.length < 3) return 'En radar skal have mindst tre akser.';
    const unscaled = choice.values.find((v) => !(v.max && v.max > 0));
    if (unscaled && !choice.similar) return `Angiv den største værdi på aksen '${unscaled.label}'.`;
    const notCompared = choice.similar ? choice.values.find((v) => !similarBookMeasures.includes(v.field)) : undefined;
    if (notCompared)
      return `De lignende bøger har ikke målet '${notCompared.label}', så aksen kan ikke sammenlignes. Fjern sammenligningen, eller vælg blandt: ${similarBookMeasures.join(', ')}.`;
  }
  return null;
}

type Block = Record<string, unknown>;

const size = (kind: BuiltKind) =>
  kind === 'radar'
    ? { size: { width: 420, height: 420 }, printSize: { width: 800, height: 300 } }
    : { size: { width: 640, height: 280 }, printSize: { width: 700, height: 300 } };

const listText = (values: ChosenValue[]) => values.map((v) => v.label).join(', ');

/** A table block: the choice's title as caption, its columns, and the binding of its rows. */
const tableBlock = (choice: ChartChoice, columns: readonly Block[], rows: unknown, variant?: 'sortable'): Block => ({
  type: 'table',
  id: choice.id,
  props: { caption: choice.title, ...(variant ? { variant } : {}), columns },
  bind: { rows },
});

/** A Vega-Lite chart block: the choice's title, a description, the kind's size, the spec and its values. */
const vegaBlock = (choice: ChartChoice, kind: BuiltKind, description: string, spec: Block, values: unknown): Block => ({
  type: 'chart',
  id: choice.id,
  props: { title: choice.title, description, ...size(kind), spec },
  bind: { values },
});

/** The block the choice makes (call choiceProblem first). */
export function buildBlock(choice: ChartChoice, form: SourceForm): Block {
  if (form === 'counts') return countsBlock(choice);
  if (form === 'measures') return measuresBlock(choice);
  return rowsBlock(choice);
}

/** A field counting words (word → count): its most frequent words. */
function countsBlock(choice: ChartChoice): Block {
  const values = {
    from: choice.source,
    transform: [
      { type: 'entries', key: 'Ord', value: 'Antal' },
      { type: 'sort', field: 'Antal', order: 'descending' },
      { type: 'top', n: TOP_WORDS },
    ],
  };
  if (choice.kind === 'table') {
    const columns = [
      { key: 'Ord', label: 'Ord' },
      { key: 'Antal', label: 'Antal', format: { style: 'integer' } },
    ];
    return tableBlock(choice, columns, values);
  }
  const spec = {
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'Ord', type: 'nominal', title: 'Ord', sort: null },
      x: { field: 'Antal', type: 'quantitative', title: 'Antal' },
      tooltip: [{ field: 'Ord' }, { field: 'Antal' }],
      color: { value: BLUE },
    },
  };
  return vegaBlock(choice, 'bar', `Vandrette søjler over de ${TOP_WORDS} hyppigste ord.`, spec, values);
}

/** One object of measures: one bar, axis or table row per chosen field. */
function measuresBlock(choice: ChartChoice): Block {
  const field = (v: ChosenValue) => `${choice.source}.${v.field}`;
  if (choice.kind === 'radar') {
    const axes = choice.values.map((v) => ({
      axis: safeName(v.label),
      book: field(v),
      ...(choice.similar ? { similar: { mean: `${choice.similar}.data.${v.field}` } } : {}),
      ...(v.max && v.max > 0 ? { max: v.max } : {}),
    }));
    return {
      type: 'chart',
      id: choice.id,
      props: {
        kind: 'radar',
        title: choice.title,
        description: `Radar over ${listText(choice.values)}${choice.similar ? ' for bogen og de lignende bøger' : ''}.`,
        ...size('radar'),
      },
      bind: { values: { transform: [{ type: 'radar', axes, ...(choice.similar ? { withoutSimilar: 'zero' } : {}) }] } },
    };
  }
  const rows = {
    transform: [{ type: 'rows', rows: choice.values.map((v) => ({ Mål: v.label, Værdi: { field: field(v) } })) }],
  };
  if (choice.kind === 'table') {
    const columns = [
      { key: 'Mål', label: 'Mål' },
      { key: 'Værdi', label: 'Værdi' },
    ];
    return tableBlock(choice, columns, rows);
  }
  const spec = {
    mark: { type: 'bar' },
    encoding: {
      x: { field: 'Mål', type: 'nominal', title: null, sort: null, axis: { labelAngle: 0 } },
      y: { field: 'Værdi', type: 'quantitative', title: 'Værdi' },
      tooltip: [{ field: 'Mål' }, { field: 'Værdi' }],
      color: { value: BLUE },
    },
  };
  return vegaBlock(choice, 'bar', `Søjler over ${listText(choice.values)}.`, spec, rows);
}

/** A list of rows: the chosen fields of every row, along the x field. */
function rowsBlock(choice: ChartChoice): Block {
  const x = choice.x!;
  const xName = safeName(x.label);
  const names = choice.values.map((v) => safeName(v.label));
  const select = {
    type: 'select',
    fields: Object.fromEntries([[xName, x.field], ...choice.values.map((v, i) => [names[i]!, v.field])]),
  };
  const values = { from: choice.source, transform: [select] };
  if (choice.kind === 'table') {
    const columns = [xName, ...names].map((name) => ({ key: name, label: name }));
    return tableBlock(choice, columns, values, 'sortable');
  }
  const line = choice.kind === 'line';
  const xEncoding = {
    field: xName,
    type: line ? 'quantitative' : 'ordinal',
    title: x.label,
    ...(line ? {} : { axis: { labelAngle: 0 } }),
  };
  const mark = line ? { type: 'line', point: true } : { type: 'bar' };
  const one = names.length === 1;
  const spec = one
    ? {
        mark,
        encoding: {
          x: xEncoding,
          y: { field: names[0], type: 'quantitative', title: choice.values[0]!.label },
          tooltip: [{ field: xName }, { field: names[0] }],
          color: { value: BLUE },
        },
      }
    : {
        transform: [{ fold: names, as: ['Mål', 'Værdi'] }],
        mark,
        encoding: {
          x: xEncoding,
          y: { field: 'Værdi', type: 'quantitative', title: 'Værdi' },
          color: { field: 'Mål', type: 'nominal', title: 'Mål', scale: { range: palette.slice(0, names.length) } },
          ...(line ? {} : { xOffset: { field: 'Mål' } }),
          tooltip: [{ field: xName }, { field: 'Mål' }, { field: 'Værdi' }],
        },
      };
  const description = `${line ? 'Linjediagram' : 'Søjlediagram'} over ${listText(choice.values)} efter ${x.label.toLowerCase()}.`;
  return vegaBlock(choice, choice.kind, description, spec, values);
}
