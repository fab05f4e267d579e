/**
 * What a chart block draws, worked out from its bound props the same way wherever it is drawn: the spec (a
 * Vega-Lite spec without data, or the radar's complete Vega spec), the values and the size (the print size fitted
 * to A4 in print). No vega here: the report pages' first chunk computes it, and so does the server, which draws the
 * print view's charts (server/print/charts) and names each drawing by `drawingKey`, so that the print view takes a
 * drawing only for exactly the values and spec it bound itself.
 */
import type { ChartProps } from '../../schemas/blocks/chart.ts';
import { printFit } from '../print-size.ts';
import { asArray } from '../rag.ts';
import { type RadarPoint, radarSpec } from './radar-spec.ts';

export interface ChartDrawing {
  spec: Record<string, unknown>;
  /** `spec` is a complete Vega spec with its own data and size (the radar), not Vega-Lite without data. */
  full: boolean;
  values: Record<string, unknown>[];
  width: number;
  height: number;
}

/** A chart's size on screen when its definition gives none. */
export const defaultChartSize = { width: 640, height: 280 } as const;

export function chartDrawing(props: ChartProps, print: boolean): ChartDrawing {
  const screen = props.size ?? defaultChartSize;
  const { width, height } = print ? printFit(props.printSize ?? screen) : screen;
  const values = asArray<Record<string, unknown>>(props.values);
  const full = props.kind === 'radar';
  const spec = full ? radarSpec(values as unknown as RadarPoint[], width, height) : (props.spec ?? {});
  return { spec, full, values, width, height };
}

/** JSON with every object's keys sorted: the same text for the same drawing, whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a 53-bit string hash (public domain), seeded. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A name for any JSON value: two seeded 53-bit hashes of its canonical JSON (28 hex digits). Equal values have
 * equal names in node and in every browser, whatever order their keys came in; another value has another.
 */
export function contentKey(value: unknown): string {
  const text = canonicalJson(value);
  return [hash53(text, 1), hash53(text, 2)].map((part) => part.toString(16).padStart(14, '0')).join('');
}

/** A drawing's name (its spec, values and size): the print view takes the server's drawing by it. */
export function drawingKey(drawing: ChartDrawing): string {
  return contentKey(drawing);
}
