/** One point of a radar: an axis, the series it belongs to (e.g. 'Din bog') and a value 0..1. */
export interface RadarPoint {
  axis: string;
  series: string;
  value: number;
}

/**
 * A radar chart as a Vega spec (Vega-Lite has no polar lines): one closed line per series over the axes.
 * Values are expected on a common 0..1 scale; the definition normalises them.
 */
export function radarSpec(values: readonly RadarPoint[], width: number, height: number): Record<string, unknown> {
  const angle = "scale('angular', datum.axis)";
  return {
    $schema: 'https://vega.github.io/schema/vega/v6.json',
    // The canvas takes the block's size; the radar is as large as the shorter side allows, centred, so a wide
    // block leaves room for long axis labels at the sides.
    width,
    height,
    padding: 90,
    autosize: { type: 'none', contains: 'padding' },
    signals: [{ name: 'radius', update: 'min(width, height) / 2' }],
    data: [
      { name: 'table', values },
      { name: 'axes', source: 'table', transform: [{ type: 'aggregate', groupby: ['axis'] }] },
    ],
    scales: [
      {
        name: 'angular',
        type: 'point',
        range: { signal: '[-PI, PI]' },
        padding: 0.5,
        domain: { data: 'table', field: 'axis' },
      },
      { name: 'radial', type: 'linear', range: { signal: '[0, radius]' }, zero: true, nice: false, domain: [0, 1] },
      {
        name: 'colour',
        type: 'ordinal',
        domain: { data: 'table', field: 'series' },
        range: ['#1d4ed8', '#b45309', '#15803d', '#7e22ce'],
      },
    ],
    // The root group's origin is the radar's centre: the legend is placed from it, at the top left of the canvas.
    legends: [
      {
        fill: 'colour',
        orient: 'none',
        legendX: { signal: '-width / 2 - 60' },
        legendY: { signal: '-height / 2 - 60' },
        title: null,
      },
    ],
    encode: { enter: { x: { signal: 'width / 2' }, y: { signal: 'height / 2' } } },
    marks: [
      {
        type: 'rule',
        name: 'spokes',
        aria: false,
        from: { data: 'axes' },
        encode: {
          enter: {
            x: { value: 0 },
            y: { value: 0 },
            x2: { signal: `radius * cos(${angle})` },
            y2: { signal: `radius * sin(${angle})` },
            stroke: { value: '#d1d5db' },
          },
        },
      },
      {
        type: 'line',
        aria: false,
        from: { data: 'spokes' },
        encode: {
          enter: {
            interpolate: { value: 'linear-closed' },
            x: { field: 'x2' },
            y: { field: 'y2' },
            stroke: { value: '#d1d5db' },
          },
        },
      },
      {
        type: 'group',
        aria: false,
        from: { facet: { data: 'table', name: 'facet', groupby: ['series'] } },
        marks: [
          {
            type: 'line',
            aria: false,
            from: { data: 'facet' },
            encode: {
              enter: {
                interpolate: { value: 'linear-closed' },
                x: { signal: `scale('radial', datum.value) * cos(${angle})` },
                y: { signal: `scale('radial', datum.value) * sin(${angle})` },
                stroke: { scale: 'colour', field: 'series' },
                strokeWidth: { value: 2 },
                fill: { scale: 'colour', field: 'series' },
                fillOpacity: { value: 0.12 },
              },
            },
          },
        ],
      },
      {
        type: 'text',
        aria: false,
        from: { data: 'axes' },
        encode: {
          enter: {
            x: { signal: `(radius + 8) * cos(${angle})` },
            y: { signal: `(radius + 8) * sin(${angle})` },
            text: { field: 'axis' },
            align: [{ test: `abs(${angle}) > PI / 2`, value: 'right' }, { value: 'left' }],
            baseline: { value: 'middle' },
            fill: { value: '#1f2937' },
          },
        },
      },
    ],
  };
}
