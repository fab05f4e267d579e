/**
 * A chart drawn still, as SVG markup: a headless view (no renderer of its own, no handlers, no tooltips) runs the
 * dataflow and vega's string renderer writes the scene as one SVG text. The print view's charts are drawn so, in
 * the browser (VegaChart's `still`) or, once per revision, on the server (server/print/charts), by this one
 * function. The markup is vega's own: element and attribute names are vega's, every value and text is escaped by its
 * markup writer (the values are the manuscript's words, never markup), and the spec check at load refuses links
 * and loads (engine/chart-spec.ts).
 */
import { formatLocale, type Loader, type LoggerInterface, View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import type { ChartRuntime } from './chart-runtime.ts';

/** Numbers on axes, labels and tooltips as Danish readers write them: 0,5 and 12.500 (d3-format locale). */
export const danishNumbers = { decimal: ',', thousands: '.', grouping: [3], currency: ['', '\u00a0kr.'] };
formatLocale(danishNumbers);

/**
 * A chart loads nothing: its data are the bound values. Every load vega would make (a data url, an image) is
 * refused here as well as by the spec check at load and by the page's Content-Security-Policy.
 */
const refuse = (uri: unknown) => Promise.reject(new Error(`a chart loads nothing (${String(uri)})`));
export const refusingLoader = {
  options: {},
  fileAccess: false,
  load: refuse,
  sanitize: refuse,
  http: refuse,
  file: refuse,
} as unknown as Loader;

/** vega marks each datum it takes in (a symbol property): it gets copies, never the engine's own objects. */
export const copies = (values: readonly Record<string, unknown>[]) => values.map((datum) => ({ ...datum }));

/** The ARIA attributes vega writes in English ('visualization', 'group mark container'). */
const vegaAria = /\s(?:role|aria-roledescription|aria-label)="[^"]*"/g;

/**
 * The markup without vega's English ARIA texts: removed inside tags only (a text node never holds a '<', which
 * vega's writer escapes, so a word that reads like an attribute stays as it is). The chart's wrapper carries the
 * Danish description instead.
 */
export function withoutVegaAria(markup: string): string {
  return markup.replace(/<[^<>]*>/g, (tag) => tag.replace(vegaAria, ''));
}

/** Draws a compiled chart with `values` as SVG markup; vega's errors go to `logger` (and a thrown one rejects). */
export async function stillSvg(
  made: ChartRuntime,
  values: readonly Record<string, unknown>[],
  logger: LoggerInterface,
): Promise<string> {
  const view = new View(made.runtime, {
    renderer: 'none',
    loader: refusingLoader,
    logger,
    expr: expressionInterpreter,
  } as never);
  try {
    if (made.dataName) view.data(made.dataName, copies(values));
    return withoutVegaAria(await view.toSVG());
  } finally {
    view.finalize();
  }
}
