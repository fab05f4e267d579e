/**
 * The print view's charts alone, in Chromium with the CPU throttled 4× (issue 26 point 6): every Vega-Lite chart
 * spec of reports/ at its print size, compiled in node the way the app compiles it (chart-runtime.ts), with made-up
 * values (40 rows), then drawn in one page in three ways, in alternating rounds so that all meet the same load:
 *   live  — vega's SVG renderer into the page, tooltips worked out (the print view before 2026-11-27, fifth session);
 *   still, tooltips kept — a headless view, vega's SVG markup set as the element's content;
 *   still — the same without tooltips (VegaChart's drawStill, print since then).
 * Each round parses every spec afresh (a print view parses each once per load), draws all of them and forces a
 * layout. Per way: the wall time in the page and the main thread's task time (DevTools Performance.getMetrics),
 * averaged over the rounds.
 * Run: BENCH_WEB=print-charts npm run bench -- web   (BENCH_ROUNDS, default 4 of each)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import type { CDPSession } from 'playwright-core';
import { chartConfig, completeSpec } from '../../engine/chart/chart-runtime.ts';
import { hideVegaAria } from '../../engine/chart/compile-runtime.ts';
import { printFit } from '../../engine/print-size.ts';
import { openBrowser } from '../../tests/e2e/support/browser.ts';
import { throttle } from './throttled.ts';

interface PrintChart {
  spec: Record<string, unknown>;
  width: number;
  height: number;
}

/** Every Vega-Lite chart of reports/ at its print size. */
function printCharts(): PrintChart[] {
  const charts: PrintChart[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const block = value as { type?: unknown; props?: Record<string, unknown> };
      if (block.type === 'chart' && block.props?.spec) {
        const size = (block.props.printSize ?? block.props.size) as { width: number; height: number };
        charts.push({ spec: block.props.spec as Record<string, unknown>, ...printFit(size) });
      }
      Object.values(value).forEach(visit);
    }
  };
  for (const file of readdirSync('reports').filter((name) => name.endsWith('.report.json')))
    visit(JSON.parse(readFileSync(`reports/${file}`, 'utf8')));
  return charts;
}

/** Rows for a spec: a number for every quantitative field it names, one of 12 words for any other. */
function madeUpValues(spec: unknown, rows = 40): Record<string, unknown>[] {
  const fields = new Map<string, unknown>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.field === 'string') fields.set(record.field, record.type);
      Object.values(record).forEach(visit);
    }
  };
  visit(spec);
  return Array.from({ length: rows }, (_, i) =>
    Object.fromEntries(
      [...fields].map(([name, type]) => [name, type === 'quantitative' ? ((i * 37) % 100) + 0.5 : `ord${i % 12}`]),
    ),
  );
}

/** vega, its interpreter and the two ways of drawing, as one script for the page. */
async function pageScript(): Promise<string> {
  const entry = `
    import { parse, View } from 'vega';
    import { expressionInterpreter } from 'vega-interpreter';
    const refuse = (uri) => Promise.reject(new Error('a chart loads nothing ' + uri));
    const loader = { options: {}, fileAccess: false, load: refuse, sanitize: refuse, http: refuse, file: refuse };
    window.drawCharts = async (charts, still) => {
      const root = document.getElementById('charts');
      root.replaceChildren();
      const started = performance.now();
      for (const chart of charts) {
        const element = document.createElement('div');
        root.append(element);
        const runtime = parse(chart.vega, undefined, { ast: true });
        const view = new View(runtime, { renderer: still ? 'none' : 'svg', loader, expr: expressionInterpreter });
        view.data('source', chart.values.map((datum) => ({ ...datum })));
        if (still) {
          element.innerHTML = await view.toSVG();
          view.finalize();
        } else {
          view.initialize(element);
          await view.runAsync();
        }
      }
      void root.offsetHeight;
      return { ms: performance.now() - started, svgs: root.querySelectorAll('svg').length };
    };`;
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
  });
  return result.outputFiles[0]!.text;
}

/** The main thread's task time so far (DevTools Performance.getMetrics), in ms. */
async function mainThread(cdp: CDPSession): Promise<{ task: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return { task: (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000 };
}

export async function runPrintChartsBench(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
  const charts = printCharts();
  const { compile } = await import('vega-lite');
  // Compiled in node, as chartRuntime compiles them; the page gets the Vega specs.
  const vegaSpecs = (still: boolean) =>
    charts.map(({ spec, width, height }) => {
      const complete = completeSpec({ spec, full: false, width, height, fit: true, still });
      const vega = compile(complete as never, { config: chartConfig as never }).spec as Record<string, unknown>;
      hideVegaAria(vega);
      return { vega, values: madeUpValues(spec) };
    });
  const tipped = vegaSpecs(false);
  const ways = {
    live: { specs: tipped, still: false },
    'still, tooltips kept': { specs: tipped, still: true },
    still: { specs: vegaSpecs(true), still: true },
  };
  type Way = keyof typeof ways;
  const names = Object.keys(ways) as Way[];
  type Drawn = { ms: number; svgs: number };
  const draw = (way: Way) =>
    page.evaluate(
      ([list, still]) =>
        (window as unknown as { drawCharts: (list: unknown, still: boolean) => Promise<Drawn> }).drawCharts(
          list,
          still,
        ),
      [ways[way].specs, ways[way].still] as const,
    );
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.setContent('<!doctype html><html><body><div id="charts"></div></body></html>');
    await page.addScriptTag({ content: await pageScript() });
    const cdp = await throttle(page);
    await cdp.send('Performance.enable');
    const sums = Object.fromEntries(names.map((way) => [way, { ms: 0, task: 0 }])) as Record<
      Way,
      { ms: number; task: number }
    >;
    // A first round of each, not counted: the page's code compiled and warmed as in a print view's first charts.
    for (const way of names) await draw(way);
    for (let round = 0; round < rounds; round++) {
      for (const way of round % 2 === 0 ? names : [...names].reverse()) {
        const before = await mainThread(cdp);
        const drawn = await draw(way);
        const after = await mainThread(cdp);
        if (drawn.svgs !== charts.length) throw new Error(`${way}: ${drawn.svgs} of ${charts.length} charts drawn`);
        sums[way].ms += drawn.ms;
        sums[way].task += after.task - before.task;
      }
    }
    console.log(`${charts.length} print charts, ${rounds} rounds of each way, CPU throttled 4×; per round:`);
    console.log('| way | wall in the page | main thread: tasks |');
    console.log('|---|---:|---:|');
    for (const way of names) {
      const per = (value: number) => `${Math.round(value / rounds).toLocaleString('en')} ms`;
      console.log(`| ${way} | ${per(sums[way].ms)} | ${per(sums[way].task)} |`);
    }
  } finally {
    await browser.close();
  }
}
