import { afterEach, describe, expect, it } from 'vitest';
import { collectingLogger } from '../index.ts';
import { chartLogger } from './chart-logger.ts';
import {
  chartDataName,
  chartRuntime,
  clearChartRuntimes,
  completeSpec,
  knownRuntime,
  withoutTooltips,
} from './chart-runtime.ts';
import { compileRuntime, hideVegaAria } from './compile-runtime.ts';

afterEach(clearChartRuntimes);

const spec = {
  mark: 'bar',
  encoding: { x: { field: 'Ord', type: 'nominal' }, y: { field: 'Antal', type: 'quantitative' } },
};
const request = { spec, full: false, width: 400, height: 200, fit: false };
const logger = () => chartLogger(collectingLogger(), {}, () => {});

describe('compiled charts', () => {
  it('knows a chart only once it is kept: the compiler is asked for the first draw, never again', () => {
    expect(knownRuntime(request)).toBeUndefined();
    let compiled = 0;
    const counting: typeof compileRuntime = (...args) => {
      compiled += 1;
      return compileRuntime(...args);
    };
    const first = chartRuntime(request, logger(), counting);
    expect(knownRuntime({ ...request, spec: structuredClone(spec) })).toBe(first);
    expect(chartRuntime(request, logger(), counting)).toBe(first);
    expect(compiled).toBe(1);
    expect(first.ahead).toBe(false);
  });

  it('compiles a spec once and serves the same dataflow again, for the same spec and size', () => {
    const first = chartRuntime(request, logger(), compileRuntime);
    expect(first.dataName).toBe(chartDataName);
    expect(chartRuntime({ ...request, spec: structuredClone(spec) }, logger(), compileRuntime).runtime).toBe(
      first.runtime,
    );
    expect(chartRuntime({ ...request, width: 500 }, logger(), compileRuntime).runtime).not.toBe(first.runtime);
    expect(chartRuntime({ ...request, fit: true }, logger(), compileRuntime).runtime).not.toBe(first.runtime);
  });

  it('leaves the description out of the compiled chart: the wrapper carries it, and charts that differ only in it share one', () => {
    expect(completeSpec(request)).not.toHaveProperty('description');
    const full = { marks: [], data: [{ name: 'table', values: [] }] };
    expect(completeSpec({ ...request, spec: full, full: true })).toEqual(full);
  });

  it('leaves the values out of the compiled spec: they go into the named data set', () => {
    expect(completeSpec(request)).toMatchObject({ data: { name: chartDataName }, width: 400, height: 200 });
    expect(completeSpec({ ...request, fit: true })).toMatchObject({ autosize: { type: 'fit', contains: 'padding' } });
  });

  it('a still chart (print) is compiled without tooltips, wherever the spec names one; a chart on screen keeps them', () => {
    const tipped = {
      mark: { type: 'bar', tooltip: true },
      encoding: { ...spec.encoding, tooltip: [{ field: 'Ord' }, { field: 'Antal' }] },
      layer: [{ mark: 'rule', encoding: { tooltip: { field: 'Antal' }, y: { field: 'tooltip' } } }],
      config: { mark: { tooltip: true } },
    };
    expect(withoutTooltips(tipped)).toEqual({
      mark: { type: 'bar' },
      encoding: spec.encoding,
      layer: [{ mark: 'rule', encoding: { y: { field: 'tooltip' } } }],
      config: { mark: {} },
    });
    expect(tipped.encoding.tooltip).toHaveLength(2);
    expect(completeSpec({ ...request, spec: tipped, still: true })).not.toHaveProperty('encoding.tooltip');
    expect(completeSpec({ ...request, spec: tipped })).toHaveProperty('encoding.tooltip');
    const still = chartRuntime({ ...request, spec: tipped, still: true }, logger(), compileRuntime);
    expect(still).not.toBe(chartRuntime({ ...request, spec: tipped }, logger(), compileRuntime));
    // no tooltip channel is encoded (the field named 'tooltip' is only read)
    expect(JSON.stringify(still.runtime)).not.toMatch(/"tooltip":/u);
    expect(JSON.stringify(chartRuntime({ ...request, spec: tipped }, logger(), compileRuntime).runtime)).toMatch(
      /"tooltip":/u,
    );
  });

  it('a full Vega spec brings its own data and is not changed by being compiled', () => {
    const full = { marks: [{ type: 'rect', marks: [{ type: 'text' }] }], data: [{ name: 'table', values: [] }] };
    const made = chartRuntime({ ...request, spec: full, full: true }, logger(), compileRuntime);
    expect(made.dataName).toBeUndefined();
    expect(full.marks[0]).toEqual({ type: 'rect', marks: [{ type: 'text' }] });
  });

  it('turns vega’s ARIA off for the view and every mark, axis and legend, nested groups included', () => {
    const vega: Record<string, unknown> = {
      marks: [{ type: 'group', marks: [{ type: 'rect' }], axes: [{ scale: 'x' }] }],
      axes: [{ scale: 'y' }],
      legends: [{ fill: 'colour' }],
    };
    hideVegaAria(vega);
    expect(vega).toEqual({
      aria: false,
      marks: [
        { type: 'group', aria: false, marks: [{ type: 'rect', aria: false }], axes: [{ scale: 'x', aria: false }] },
      ],
      axes: [{ scale: 'y', aria: false }],
      legends: [{ fill: 'colour', aria: false }],
    });
  });

  it('a spec vega-lite cannot compile throws, and nothing is kept for it', () => {
    const bad = { ...request, spec: { mark: 'no-such-mark' } };
    expect(() => chartRuntime(bad, logger(), compileRuntime)).toThrow();
    expect(() => chartRuntime(bad, logger(), compileRuntime)).toThrow();
  });
});
