import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartRuntime, clearChartRuntimes } from '../../engine/chart/chart-runtime.ts';
import { compileRuntime } from '../../engine/chart/compile-runtime.ts';
import { compiledChartCount, forgetCompiledCharts } from '../../engine/chart/compiled-charts.ts';
import { compileScreenCharts } from '../../engine/chart/screen-charts.ts';
import { forgetCompiledChartsRead, readCompiledCharts } from './compiled-charts.ts';

const bars = {
  mark: 'bar',
  encoding: { x: { field: 'Ord', type: 'nominal' }, y: { field: 'Antal', type: 'quantitative' } },
};
const definition = {
  key: 'test',
  reportId: 8,
  title: 'Test',
  blocks: [{ type: 'chart', id: 'c', props: { spec: bars } }],
};
const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const vegaLogger = {
  level: () => 0,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

beforeEach(forgetCompiledChartsRead);
afterEach(() => {
  forgetCompiledCharts();
  clearChartRuntimes();
  vi.restoreAllMocks();
});

describe("the app's read of the charts compiled ahead", () => {
  it('keeps what the server compiled, and a chart of that spec is drawn from it', async () => {
    const { charts } = compileScreenCharts([definition]);
    const server = answering(200, { charts });
    await readCompiledCharts(server as unknown as typeof fetch);
    expect(server).toHaveBeenCalledWith('/api/reports/chart-runtimes', expect.anything());
    expect(compiledChartCount()).toBe(1);
    const made = chartRuntime(
      { spec: bars, full: false, width: 640, height: 280, fit: false },
      vegaLogger as never,
      compileRuntime,
    );
    expect(made.ahead).toBe(true);
    expect(made.runtime).toEqual(JSON.parse(charts[0]!.runtime));
  });

  it("validates the answer without counting the runtimes' characters (a runtime of any length is kept)", async () => {
    const key = compileScreenCharts([definition]).charts[0]!.key;
    const server = answering(200, { charts: [{ key, runtime: `"${'x'.repeat(2_000_001)}"` }] });
    await readCompiledCharts(server as unknown as typeof fetch);
    expect(compiledChartCount()).toBe(1);
  });

  it('reads once per app load', async () => {
    const server = answering(200, { charts: [] });
    await readCompiledCharts(server as unknown as typeof fetch);
    await readCompiledCharts(server as unknown as typeof fetch);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a 503 (not compiled in time)',
      503,
      { code: 'CHARTS_NOT_COMPILED', message: 'Diagrammerne kunne ikke gøres klar' },
    ],
    ['an answer that breaks its schema', 200, { charts: [{ key: 'not a key', runtime: { operators: [] } }] }],
  ])('after %s keeps nothing, says so in the console and fails nothing', async (_name, status, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(readCompiledCharts(answering(status, body) as unknown as typeof fetch)).resolves.toBeUndefined();
    expect(compiledChartCount()).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
