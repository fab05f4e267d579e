/**
 * Text widths for vega in node. In a browser vega measures each label on a canvas; node has no canvas, and vega's
 * fallback guesses 0.8 × the font size for every character, which makes a label of 10 letters as wide as 'WWWWWWWWWW'
 * and leaves the plot too little room beside long axis labels (a chart fitted to its size shrinks). Here each
 * character gets the width it has in Helvetica (the standard PDF font's metrics, which pdf-lib carries), times 1.1:
 * the print view's font is the system's sans-serif (DejaVu Sans on a Debian server, about a tenth wider than
 * Helvetica), and a label measured a little wide leaves a little room where one measured short would be cut.
 * A label with a limit (vega's `labelLimit`) is never measured wider than the limit, as vega's own truncation with
 * '…' draws it.
 */
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import * as vega from 'vega';

const helvetica = StandardFontEmbedder.for(StandardFonts.Helvetica as never);
const helveticaBold = StandardFontEmbedder.for(StandardFonts.HelveticaBold as never);
/** The print font against Helvetica (see above). */
const widthFactor = 1.1;
/** A character Helvetica's encoding lacks: an average letter's width, in em. */
const fallbackEm = 0.6;

const emCache = new Map<string, number>();

function emOf(character: string, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${character}`;
  let em = emCache.get(key);
  if (em === undefined) {
    try {
      em = (bold ? helveticaBold : helvetica).widthOfTextAtSize(character, 1000) / 1000;
    } catch {
      em = fallbackEm;
    }
    emCache.set(key, em);
  }
  return em;
}

interface TextItem {
  fontSize?: number | string;
  fontWeight?: number | string;
  limit?: number;
}

/** The width of `text` in px at the item's font size and weight. */
export function textWidth(item: TextItem, text: unknown): number {
  const size = item.fontSize != null ? Number(item.fontSize) || 0 : 11;
  const bold = item.fontWeight === 'bold' || Number(item.fontWeight) >= 600;
  let em = 0;
  for (const character of String(text ?? '').trim()) em += emOf(character, bold);
  const width = em * size * widthFactor;
  return item.limit !== undefined && item.limit > 0 ? Math.min(width, item.limit) : width;
}

/** vega measures text with `textWidth` from now on (in this thread). */
export function measureTextInNode(): void {
  // vega's typings leave textMetrics out; vega-scenegraph exports it, and vega re-exports vega-scenegraph.
  const metrics = (vega as unknown as { textMetrics: { width: unknown } }).textMetrics;
  metrics.width = textWidth;
}
