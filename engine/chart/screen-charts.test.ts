import { View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartProps } from '../../schemas/blocks/chart.ts';
import type { CompiledBlock } from '../definition.ts';
import { collectingLogger, loadReportDefinitions } from '../index.ts';
import { readReportFiles } from '../report-files.ts';
import { chartLogger } from './chart-logger.ts';
import { chartDataName, chartRuntime, clearChartRuntimes, completeSpec } from './chart-runtime.ts';
import { compileRuntime } from './compile-runtime.ts';
import { addCompiledCharts, compiledChartCount, forgetCompiledCharts } from './compiled-charts.ts';
import { chartDrawing, contentKey } from './drawing.ts';
import { compileScreenCharts } from './screen-charts.ts';

afterEach(() => {
  forgetCompiledCharts();
  clearChartRuntimes();
});

const logger = () => chartLogger(collectingLogger(), {}, () => {});
const bars = {
  mark: 'bar',
  encoding: { x: { field: 'Ord', type: 'nominal' }, y: { field: 'Antal', type: 'quantitative' } },
};
const page = (blocks: unknown[]) => ({ key: 'test', reportId: 8, title: 'Test', blocks });

/** Every chart block of loaded definitions, nested blocks and tabs included. */
function loadedCharts(blocks: readonly CompiledBlock[], found: CompiledBlock[] = []): CompiledBlock[] {
  for (const block of blocks) {
    if (block.type === 'chart') found.push(block);
    loadedCharts(block.blocks, found);
    for (const tab of block.tabs) loadedCharts(tab.blocks, found);
  }
  return found;
}

async function svgOf(runtime: unknown, values: Record<string, unknown>[]): Promise<string> {
  const view = new View(runtime as never, { renderer: 'none', expr: expressionInterpreter } as never);
  view.data(chartDataName, values);
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

describe('screen charts compiled ahead', () => {
  it('compiles every screen chart of the shipped definitions under the key the browser looks it up by', () => {
    const files = readReportFiles();
    const { charts, failures } = compileScreenCharts(files.map((file) => file.json));
    expect(failures).toEqual([]);
    const keys = new Set(charts.map((chart) => chart.key));
    expect(keys.size).toBe(charts.length);
    // What the engine loads (normalised props) gives the same complete spec as the definition's own JSON.
    const { definitions } = loadReportDefinitions(
      files.map((file) => ({ name: `reports/${file.name}`, json: file.json })),
      {},
    );
    const screenCharts = definitions
      .flatMap((definition) => loadedCharts(definition.blocks))
      .filter((block) => (block.props as ChartProps).kind !== 'radar');
    expect(screenCharts.length).toBeGreaterThanOrEqual(charts.length);
    for (const block of screenCharts) {
      const { spec, width, height } = chartDrawing({ ...(block.props as ChartProps), values: [] }, false);
      expect(keys.has(contentKey(completeSpec({ spec, full: false, width, height, fit: false }))), block.id).toBe(true);
    }
  });

  it('a chart drawn from a dataflow compiled ahead, sent as JSON, draws what one compiled in place draws', async () => {
    const { charts } = compileScreenCharts([page([{ type: 'chart', id: 'c', props: { spec: bars } }])]);
    expect(charts).toHaveLength(1);
    const values = [
      { Ord: 'hav', Antal: 3 },
      { Ord: 'sol', Antal: 5 },
    ];
    const size = chartDrawing({ spec: bars, values: [] } as unknown as ChartProps, false);
    const request = { spec: bars, full: false, width: size.width, height: size.height, fit: false };
    const inPlace = await svgOf(chartRuntime(request, logger(), compileRuntime).runtime, values);
    clearChartRuntimes();
    addCompiledCharts(charts);
    const ahead = chartRuntime(request, logger(), compileRuntime).runtime;
    expect(ahead).toEqual(JSON.parse(charts[0]!.runtime));
    expect(await svgOf(ahead, values)).toBe(inPlace);
  });

  it('chartRuntime takes the dataflow compiled ahead for exactly its spec and size, and compiles any other', () => {
    const { charts } = compileScreenCharts([page([{ type: 'chart', id: 'c', props: { spec: bars } }])]);
    addCompiledCharts(charts);
    const size = chartDrawing({ spec: bars, values: [] } as unknown as ChartProps, false);
    const request = { spec: bars, full: false, width: size.width, height: size.height, fit: false };
    // Compiled ahead: the browser's chart needs no compiler (nor its chunk) for it.
    const refusing = () => {
      throw new Error('compiled here');
    };
    const made = chartRuntime(request, logger(), refusing);
    expect(made.ahead).toBe(true);
    expect(made.runtime).toEqual(JSON.parse(charts[0]!.runtime));
    // Parsed once: the same dataflow again after the compiled cache is cleared.
    clearChartRuntimes();
    expect(chartRuntime(request, logger(), refusing).runtime).toBe(made.runtime);
    expect(() => chartRuntime({ ...request, fit: true }, logger(), refusing)).toThrow('compiled here');
    expect(chartRuntime({ ...request, width: size.width + 1 }, logger(), compileRuntime).ahead).toBe(false);
    expect(chartRuntime({ ...request, fit: true }, logger(), compileRuntime).ahead).toBe(false);
  });

  it('a compiled chart whose text does not parse is dropped, and the chart is compiled in place', () => {
    const size = chartDrawing({ spec: bars, values: [] } as unknown as ChartProps, false);
    const request = { spec: bars, full: false, width: size.width, height: size.height, fit: false };
    const { charts } = compileScreenCharts([page([{ type: 'chart', id: 'c', props: { spec: bars } }])]);
    addCompiledCharts([{ key: charts[0]!.key, runtime: '{"operators": [' }]);
    const made = chartRuntime(request, logger(), compileRuntime);
    expect(made.ahead).toBe(false);
    expect(made.runtime).toEqual(JSON.parse(charts[0]!.runtime));
    expect(compiledChartCount()).toBe(0);
  });

  it('leaves out a chart that does not compile, naming it, and compiles the others; skips the radar and bad input', () => {
    const { charts, failures } = compileScreenCharts([
      page([
        { type: 'chart', id: 'broken', props: { spec: { mark: 'nonsense', encoding: {} } } },
        { type: 'chart', id: 'radar', props: { kind: 'radar' } },
        {
          type: 'section',
          blocks: [{ type: 'chart', id: 'nested', props: { spec: bars, size: { width: 300, height: 100 } } }],
        },
      ]),
      null,
      'not a definition',
      42,
    ]);
    expect(charts).toHaveLength(1);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.chart).toBe('broken');
    expect(failures[0]!.message.length).toBeGreaterThan(0);
    addCompiledCharts(charts);
    expect(compiledChartCount()).toBe(1);
  });
});
