/**
 * Every generic transform on empty input, one item, ties and 100,000 items (docs/REPORTS.md, transforms). The big
 * inputs check the result, not the time: each transform is linear or n·log n by construction.
 */
import { describe, expect, it } from 'vitest';
import { transformNames } from '../../schemas/transforms/index.ts';
import { transforms } from './registry.ts';
import { type TransformEnv, TransformError } from './transform.ts';

const env = (over: Partial<TransformEnv> = {}): TransformEnv => ({ root: {}, content: {}, context: {}, ...over });
const run = (name: string, input: unknown, params: Record<string, unknown> = {}, over: Partial<TransformEnv> = {}) =>
  transforms[name]!.apply(input, { type: name, ...params }, env(over));
const N = 100_000;
const words = Object.fromEntries(Array.from({ length: N }, (_, i) => [`ord${i}`, (i * 7919) % 1000]));

describe('the transform registry', () => {
  it('implements exactly the transforms whose parameters schemas/transforms describes', () => {
    expect(Object.keys(transforms).sort()).toEqual(transformNames);
  });
});

describe('entries', () => {
  it('folds a map into rows in its order; nothing or an empty map gives none; a list is refused', () => {
    expect(run('entries', undefined, { key: 'Ord', value: 'Antal' })).toEqual([]);
    expect(run('entries', {}, { key: 'Ord', value: 'Antal' })).toEqual([]);
    expect(run('entries', { stor: 3 }, { key: 'Ord', value: 'Antal' })).toEqual([{ Ord: 'stor', Antal: 3 }]);
    expect(run('entries', { a: { n: 1 }, b: { n: 1 } }, { key: 'name' })).toEqual([
      { name: 'a', n: 1 },
      { name: 'b', n: 1 },
    ]);
    expect(() => run('entries', [1], { key: 'k', value: 'v' })).toThrow(TransformError);
    expect(() => run('entries', [1], { key: 'k', value: 'v' })).toThrow(
      'skal have et objekt (navn → værdi), men fik en liste',
    );
  });
  it('folds 100,000 words', () => {
    const rows = run('entries', words, { key: 'Ord', value: 'Antal' }) as unknown[];
    expect(rows).toHaveLength(N);
    expect(rows[N - 1]).toEqual({ Ord: `ord${N - 1}`, Antal: words[`ord${N - 1}`] });
  });
});

describe('unfold', () => {
  it("unfolds each row's map, carrying the fields it keeps", () => {
    const params = { field: 'words', key: 'Ord', value: 'Antal', keep: { Kategori: 'name' } };
    expect(run('unfold', [], params)).toEqual([]);
    expect(run('unfold', [{ name: 'a', words: { x: 1, y: 1 } }, { name: 'b' }], params)).toEqual([
      { Kategori: 'a', Ord: 'x', Antal: 1 },
      { Kategori: 'a', Ord: 'y', Antal: 1 },
    ]);
    expect(run('unfold', [{ name: 'a', words: words }], params) as unknown[]).toHaveLength(N);
  });
});

describe('sort', () => {
  const rows = [
    { w: 'b', n: 2 },
    { w: 'a', n: 5 },
    { w: 'c', n: 2 },
    { w: 'd', n: 5 },
  ];
  it('sorts ascending or descending; ties keep their order (stable)', () => {
    expect(run('sort', [], { field: 'n' })).toEqual([]);
    expect(run('sort', [rows[0]], { field: 'n', order: 'descending' })).toEqual([rows[0]]);
    expect((run('sort', rows, { field: 'n', order: 'descending' }) as typeof rows).map((r) => r.w)).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
    expect((run('sort', rows, { field: 'n' }) as typeof rows).map((r) => r.w)).toEqual(['b', 'c', 'a', 'd']);
    expect(run('sort', ['b', 'a'], {})).toEqual(['a', 'b']);
  });
  it('sorts within runs of a field, keeping the runs in order', () => {
    const grouped = [
      { g: 'x', n: 1 },
      { g: 'x', n: 3 },
      { g: 'y', n: 9 },
      { g: 'y', n: 4 },
    ];
    expect(run('sort', grouped, { field: 'n', order: 'descending', within: 'g' })).toEqual([
      { g: 'x', n: 3 },
      { g: 'x', n: 1 },
      { g: 'y', n: 9 },
      { g: 'y', n: 4 },
    ]);
  });
  it('names the field a row lacks, and refuses numbers mixed with texts', () => {
    expect(() => run('sort', [{ n: 1 }, { m: 2 }], { field: 'n' })).toThrow(
      "transformationen 'sort' mangler feltet 'n' i række 2",
    );
    expect(() => run('sort', [{ n: 1 }, { n: 'x' }], { field: 'n' })).toThrow(/kan ikke sammenligne/);
  });
  it('sorts 100,000 rows, ties in their input order', () => {
    const input = run('entries', words, { key: 'Ord', value: 'Antal' }) as { Ord: string; Antal: number }[];
    const sorted = run('sort', input, { field: 'Antal', order: 'descending' }) as typeof input;
    expect(sorted).toHaveLength(N);
    const index = new Map(input.map((row, i) => [row, i]));
    // The first row out of place (each against the row before it), or -1: one expectation, not 100,000.
    const misplaced = sorted.findIndex((b, i) => {
      const a = sorted[i - 1];
      return a !== undefined && !(a.Antal > b.Antal || (a.Antal === b.Antal && index.get(a)! < index.get(b)!));
    });
    expect(misplaced).toBe(-1);
  });
});

describe('top', () => {
  it('takes the first n, per group with per, and every row in print with printAll', () => {
    expect(run('top', undefined, { n: 5 })).toEqual([]);
    expect(run('top', [1], { n: 5 })).toEqual([1]);
    expect(run('top', [3, 3, 3], { n: 2 })).toEqual([3, 3]);
    expect(run('top', [1, 2, 3], { n: 2, printAll: true }, { context: { print: true } })).toEqual([1, 2, 3]);
    const rows = [
      { g: 'a', i: 1 },
      { g: 'a', i: 2 },
      { g: 'b', i: 3 },
      { g: 'a', i: 4 },
    ];
    expect(run('top', rows, { n: 1, per: 'g' })).toEqual([rows[0], rows[2]]);
    const many = Array.from({ length: N }, (_, i) => ({ g: i % 10, i }));
    expect(run('top', many, { n: 3, per: 'g' }) as unknown[]).toHaveLength(30);
    expect(run('top', many, { n: 5 })).toEqual(many.slice(0, 5));
  });
});

describe('filter and test', () => {
  const rows = [{ v: 1 }, { v: null }, {}, { v: 3 }, { v: 'lig' }];
  it('keeps the rows that hold the comparison; test answers true or false', () => {
    expect(run('filter', [], { field: 'v', op: 'exists' })).toEqual([]);
    expect(run('filter', rows, { field: 'v', op: 'exists' })).toEqual([{ v: 1 }, { v: 3 }, { v: 'lig' }]);
    expect(run('filter', rows, { field: 'v', op: '>=', value: 3 })).toEqual([{ v: 3 }]);
    expect(run('filter', rows, { field: 'v', op: '!=', value: 'lig' })).toHaveLength(4);
    expect(run('test', [], { op: 'empty' })).toBe(true);
    expect(run('test', { a: 1 }, { field: 'a', op: '=', value: 1 })).toBe(true);
    expect(run('test', undefined, { op: 'exists' })).toBe(false);
    const many = Array.from({ length: N }, (_, i) => ({ v: i }));
    expect(run('filter', many, { field: 'v', op: '<', value: 10 }) as unknown[]).toHaveLength(10);
  });
});

describe('select, pluck and template', () => {
  it('maps rows to named fields, constants and texts; leaves out what a row lacks', () => {
    const fields = { label: 'w', detail: { template: '({n})' }, kind: { value: 'ord' } };
    expect(run('select', [], { fields })).toEqual([]);
    expect(run('select', [{ w: 'stor', n: 3 }, { n: 1 }], { fields })).toEqual([
      { label: 'stor', detail: '(3)', kind: 'ord' },
      { detail: '(1)', kind: 'ord' },
    ]);
    expect(run('pluck', [{ w: 'a' }, {}, { w: 'a' }], { field: 'w' })).toEqual(['a', 'a']);
    expect(run('template', 33.333333333333336, { text: '{} %' })).toBe('33,3333333333333 %');
    expect(run('template', { part: 15.03, year: 2026 }, { text: '{part} % ({year})' })).toBe('15,03 % (2026)');
    expect(run('template', undefined, { text: '{} %' })).toBeUndefined();
    const many = Array.from({ length: N }, (_, i) => ({ w: `o${i}`, n: i }));
    expect((run('select', many, { fields }) as unknown[])[N - 1]).toEqual({
      label: `o${N - 1}`,
      detail: `(${N - 1})`,
      kind: 'ord',
    });
    expect(run('pluck', many, { field: 'n' }) as unknown[]).toHaveLength(N);
  });
});

describe('rows', () => {
  it('writes rows with constants and references into the input, leaving out what is not there', () => {
    const input = { s: { a: 2, b: 0 }, books: [{ d: { x: 1 } }, { d: { x: 3 } }, { d: {} }] };
    const rows = [
      { label: 'A', value: { field: 's.a' }, format: { style: 'integer' } },
      { label: 'Ingen', value: { field: 's.nope' } },
      { label: 'Snit', value: { mean: 'books.d.x' }, n: { count: 'books' }, max: { max: 'books.d.x' } },
      { label: 'Pr.', value: { per: ['s.a', 's.b'], times: 100 } },
      { label: 'Tom', value: { mean: 'nothing.here', empty: 0 } },
    ];
    expect(run('rows', input, { rows: [] })).toEqual([]);
    expect(run('rows', input, { rows })).toEqual([
      { label: 'A', value: 2, format: { style: 'integer' } },
      { label: 'Ingen' },
      { label: 'Snit', value: 2, n: 3, max: 3 },
      { label: 'Pr.', value: 0 },
      { label: 'Tom', value: 0 },
    ]);
    const many = { books: Array.from({ length: N }, (_, i) => ({ d: { x: i % 2 } })) };
    expect(run('rows', many, { rows: [{ m: { mean: 'books.d.x' } }] })).toEqual([{ m: 0.5 }]);
  });
});

describe('group', () => {
  it('groups by first appearance with aggregates', () => {
    const params = {
      by: 't',
      rows: 'items',
      aggregate: [
        { op: 'sum', field: 'n', as: 'total' },
        { op: 'count', as: 'k' },
      ],
    };
    expect(run('group', [], params)).toEqual([]);
    expect(run('group', [{ t: 'x', n: 2 }], params)).toEqual([{ t: 'x', items: [{ t: 'x', n: 2 }], total: 2, k: 1 }]);
    const rows = [
      { t: 'b', n: 1 },
      { t: 'a', n: 2 },
      { t: 'b', n: 3 },
    ];
    expect(run('group', rows, { by: 't', aggregate: [{ op: 'mean', field: 'n', as: 'm' }] })).toEqual([
      { t: 'b', m: 2 },
      { t: 'a', m: 2 },
    ]);
    const many = Array.from({ length: N }, (_, i) => ({ t: i % 3, n: 1 }));
    expect(run('group', many, { by: 't', aggregate: [{ op: 'sum', field: 'n', as: 's' }] })).toEqual([
      { t: 0, s: 33_334 },
      { t: 1, s: 33_333 },
      { t: 2, s: 33_333 },
    ]);
    expect(() => run('group', [{ n: 1 }], { by: 't' })).toThrow("mangler feltet 't' i række 1");
  });
});

describe('percent, round, scale and clamp', () => {
  it('compute per row or on one number', () => {
    expect(run('percent', [], { field: 'n' })).toEqual([]);
    expect(run('percent', [{ n: 0 }], { field: 'n' })).toEqual([{ n: 0 }]);
    expect(run('percent', [{ n: 1 }, { n: 1 }, { n: 2 }], { field: 'n', as: 'p' })).toEqual([
      { n: 1, p: 25 },
      { n: 1, p: 25 },
      { n: 2, p: 50 },
    ]);
    expect(run('percent', [{ n: 0.25 }], { field: 'n', of: 1 })).toEqual([{ n: 0.25 }].map(() => ({ n: 25 })));
    expect(() => run('percent', [{ n: 'x' }], { field: 'n' })).toThrow("skal have et tal i feltet 'n' i række 1");
    expect([0.5, 1.5, 2.5, -0.5].map((v) => run('round', v))).toEqual([0, 2, 2, 0]);
    expect(run('round', 3.4965000000000006, { decimals: 3 })).toBe(3.497);
    expect(run('round', undefined)).toBeUndefined();
    expect(run('round', [{ p: 2.5 }, {}], { field: 'p', as: 'r' })).toEqual([{ p: 2.5, r: 2 }, {}]);
    expect(run('scale', 50, { by: 0.01 })).toBe(0.5);
    expect(run('scale', [{ l: 3 }, {}], { field: 'l', by: 2, as: 'd' })).toEqual([{ l: 3, d: 6 }, {}]);
    expect(run('clamp', 1.4, { min: 0, max: 1 })).toBe(1);
    expect(run('clamp', [{ v: -2 }], { field: 'v', min: 0, max: 1 })).toEqual([{ v: 0 }]);
    const many = Array.from({ length: N }, () => ({ n: 1 }));
    expect((run('percent', many, { field: 'n' }) as { n: number }[])[0]?.n).toBeCloseTo(100 / N);
    expect(
      run(
        'round',
        many.map(() => ({ n: 0.5 })),
        { field: 'n' },
      ) as unknown[],
    ).toHaveLength(N);
  });
});

describe('band and lookup', () => {
  const fallback = [
    { min: 40, max: 60, headline: 'Svær' },
    { min: 0, max: 39, headline: 'Let' },
  ];
  it('finds the band a value falls in, the top band open with openTop; the editors’ bands first', () => {
    expect(run('band', undefined, { fallback })).toBeUndefined();
    expect(run('band', 39.9, { fallback, floor: true })).toEqual(fallback[1]);
    expect(run('band', 39.9, { fallback })).toBeUndefined();
    expect(run('band', 75, { fallback })).toBeUndefined();
    expect(run('band', 75, { fallback, openTop: true })).toEqual(fallback[0]);
    const lix = [{ min: 0, max: 100, headline: 'Alt' }];
    expect(run('band', 10, { fallback, content: 'lix' }, { content: { lix } })).toEqual(lix[0]);
    expect(() => run('band', 'høj', { fallback })).toThrow("transformationen 'band' skal have et tal");
  });
  it('looks a value up in a table, with a default', () => {
    const table = { '1st': '1. person', true: 'Hurtig' };
    expect(run('lookup', '1st', { table })).toBe('1. person');
    expect(run('lookup', 'x', { table, default: 'A' })).toBe('A');
    expect(run('lookup', undefined, { table })).toBeUndefined();
    expect(run('lookup', [{ f: true }, { f: false }], { table, field: 'f', as: 't', default: 'Langsom' })).toEqual([
      { f: true, t: 'Hurtig' },
      { f: false, t: 'Langsom' },
    ]);
    expect(run('lookup', 'constructor', { table })).toBeUndefined();
    const many = Array.from({ length: N }, () => ({ f: true }));
    expect(run('lookup', many, { table, field: 'f' }) as unknown[]).toHaveLength(N);
  });
});

describe('append and join', () => {
  it('append concatenates a list of the data sources; join indexes the other list once', () => {
    const root = {
      chunks: [
        { id: 1, text: 'en' },
        { id: 2, text: 'to' },
        { id: 1, text: 'igen' },
      ],
      more: [9],
    };
    expect(run('append', [], { from: 'more' }, { root })).toEqual([9]);
    expect(run('append', [1], { from: 'nothing' }, { root })).toEqual([1]);
    const params = { from: 'chunks', on: 'c', key: 'id', fields: { t: 'text' } };
    expect(run('join', [], params, { root })).toEqual([]);
    expect(run('join', [{ c: 1 }, { c: 3 }], params, { root })).toEqual([{ c: 1, t: 'en' }, { c: 3 }]);
    const many = { chunks: Array.from({ length: N }, (_, i) => ({ id: i, text: `t${i}` })) };
    const joined = run(
      'join',
      many.chunks.map((c) => ({ c: c.id })),
      params,
      { root: many },
    ) as { t: string }[];
    expect(joined[N - 1]?.t).toBe(`t${N - 1}`);
  });
});

describe('reportLink', () => {
  it("gives a report's id by key; an unknown key breaks the contract", () => {
    const reportIds = { genre: 3 };
    expect(run('reportLink', undefined, { report: 'genre' }, { reportIds })).toBe(3);
    expect(run('reportLink', [{ k: 'genre' }], { field: 'k' }, { reportIds })).toEqual([{ k: 'genre', reportId: 3 }]);
    expect(() => run('reportLink', undefined, { report: 'nope' }, { reportIds })).toThrow(
      "der er ingen rapport med key 'nope'",
    );
  });
});

describe('radar', () => {
  it('scales each axis by its max or by 1.25 × the larger value, clamped; a missing similar is left out or 0', () => {
    const root = { b: { x: 150, y: 4 }, books: [{ x: 50, y: 8 }] };
    const axes = [
      { axis: 'A', book: 'b.x', similar: { mean: 'books.x' }, max: 100 },
      { axis: 'B', book: 'b.y', similar: { mean: 'books.y' } },
      { axis: 'C', book: 'b.z', similar: { mean: 'books.z' }, max: 1 },
    ];
    expect(run('radar', root, { axes })).toEqual([
      { axis: 'A', series: 'Din bog', value: 1 },
      { axis: 'A', series: 'Lignende bøger', value: 0.5 },
      { axis: 'B', series: 'Din bog', value: 0.4 },
      { axis: 'B', series: 'Lignende bøger', value: 0.8 },
      { axis: 'C', series: 'Din bog', value: 0 },
    ]);
    expect(run('radar', root, { axes: [axes[2]], withoutSimilar: 'zero' })).toEqual([
      { axis: 'C', series: 'Din bog', value: 0 },
      { axis: 'C', series: 'Lignende bøger', value: 0 },
    ]);
    const many = { b: { x: 1 }, books: Array.from({ length: N }, () => ({ x: 1 })) };
    expect(run('radar', many, { axes: [{ axis: 'A', book: 'b.x', similar: { mean: 'books.x' }, max: 2 }] })).toEqual([
      { axis: 'A', series: 'Din bog', value: 0.5 },
      { axis: 'A', series: 'Lignende bøger', value: 0.5 },
    ]);
  });
});

describe('round', () => {
  it("rounds as JSONata's $round does (the formulas it replaced), on 2,000 values and 0-3 decimals", async () => {
    const jsonata = (await import('jsonata')).default;
    const expression = jsonata('$round(v, d)');
    for (let i = 0; i < 2_000; i++) {
      const v = ((i * 7_919) % 200_000) / 1_000 - 100 + (i % 2 ? 0.0005 : 0.005);
      const d = i % 4;
      expect(run('round', v, { decimals: d }), `${v} at ${d}`).toBe(await expression.evaluate({ v, d }));
    }
  });
});
