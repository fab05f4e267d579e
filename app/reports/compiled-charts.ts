/**
 * The screen charts the server compiled ahead (GET /api/reports/chart-runtimes; engine/chart/compiled-charts.ts),
 * read once per app load, after the first report page has its data: a chart on a page opened later is drawn
 * without Vega-Lite's compile and vega's parse (about a third of a chart page's script on a slow machine,
 * docs/PERFORMANCE.md). A chart whose spec the server did not compile (a definition changed since, an editor's
 * preview) is compiled in the browser as before; a failed read changes nothing else.
 */
import { addCompiledCharts } from '../../engine/chart/compiled-charts.ts';
import type { CompiledChartsAnswer } from '../../schemas/api/editor.ts';
import { assertValid, loadValidators } from '../../schemas/validate.ts';

const schemaId = 'api/reports/chart-runtimes';
let reading: Promise<void> | undefined;

async function read(fetchAnswer: typeof fetch): Promise<void> {
  const [response] = await Promise.all([
    fetchAnswer('/api/reports/chart-runtimes', { headers: { accept: 'application/json' } }),
    loadValidators(schemaId),
  ]);
  if (!response.ok) throw new Error(`GET /api/reports/chart-runtimes: ${response.status}`);
  const answer = assertValid<CompiledChartsAnswer>(schemaId, await response.json());
  addCompiledCharts(answer.charts);
  // Said on the page (the browser tests and benches wait for it, not for a time).
  if (typeof document !== 'undefined') document.documentElement.dataset.compiledCharts = String(answer.charts.length);
}

/**
 * Reads them, once per app load (later calls answer the same read); a failure is logged and the charts are
 * compiled in the browser. `fetchAnswer` is the tests' stand-in for the server.
 */
export function readCompiledCharts(fetchAnswer: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  reading ??= read(fetchAnswer).catch((error: unknown) => {
    console.warn('Compiled charts could not be read; the charts are compiled in the browser', error);
  });
  return reading;
}

/** Forgets the read (tests). */
export function forgetCompiledChartsRead(): void {
  reading = undefined;
}
