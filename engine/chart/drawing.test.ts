import { describe, expect, it } from 'vitest';
import { chartDrawing, drawingKey } from './drawing.ts';

const spec = {
  mark: 'bar',
  encoding: { x: { field: 'Ord', type: 'nominal' }, y: { field: 'Antal', type: 'quantitative' } },
};
const values = [
  { Ord: 'mørk', Antal: 3 },
  { Ord: 'kold', Antal: 2 },
];

describe('what a chart draws', () => {
  it('takes the print size in print, fitted to the printable width, and the screen size on screen', () => {
    const props = {
      description: 'Ord',
      spec,
      values,
      size: { width: 600, height: 260 },
      printSize: { width: 700, height: 300 },
    };
    expect(chartDrawing(props, false)).toMatchObject({ width: 600, height: 260, full: false, spec });
    expect(chartDrawing(props, true)).toMatchObject({ width: 680, height: 291 });
    expect(chartDrawing({ description: 'Ord', values }, false)).toMatchObject({ width: 640, height: 280, spec: {} });
  });

  it('builds the radar as a complete Vega spec of its values and size', () => {
    const radar = chartDrawing(
      { description: 'Radar', kind: 'radar', values: [{ axis: 'LIX', series: 'Din bog', value: 0.3 }] },
      true,
    );
    expect(radar.full).toBe(true);
    expect(radar.spec).toMatchObject({ width: 640, height: 280 });
    expect((radar.spec.data as { values?: unknown }[])[0]?.values).toEqual(radar.values);
  });

  it('names a drawing by its spec, values and size, whatever the order of their keys', () => {
    const key = drawingKey(chartDrawing({ description: 'Ord', spec, values }, true));
    expect(key).toMatch(/^[0-9a-f]{28}$/u);
    const reordered = { encoding: { y: spec.encoding.y, x: spec.encoding.x }, mark: 'bar' };
    const sameValues = values.map(({ Ord, Antal }) => ({ Antal, Ord }));
    expect(drawingKey(chartDrawing({ description: 'Andet', spec: reordered, values: sameValues }, true))).toBe(key);
    const other = [{ ...values[0]!, Antal: 4 }, values[1]!];
    expect(drawingKey(chartDrawing({ description: 'Ord', spec, values: other }, true))).not.toBe(key);
    expect(drawingKey(chartDrawing({ description: 'Ord', spec, values: [...values].reverse() }, true))).not.toBe(key);
    expect(
      drawingKey(chartDrawing({ description: 'Ord', spec, values, printSize: { width: 500, height: 200 } }, true)),
    ).not.toBe(key);
  });
});
