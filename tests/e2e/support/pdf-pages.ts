/**
 * How full each page of a PDF is, for the print tests: the bytes of its drawing instructions (its content streams,
 * inflated), and the pages that are near-empty next to the others.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** The inflated size of every page's content streams, in page order. */
export async function pageContentBytes(pdf: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs.reduce((total, ref) => {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) return total;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      return total + (filter === PDFName.of('FlateDecode') ? inflateSync(raw).length : raw.length);
    }, 0);
  });
}

/**
 * The pages (1-based) between the cover and the last page that draw less than `share` of the median page: a few
 * lines or a heading left alone on a sheet. The median page is a chart's many paths, so a page half filled with a
 * small bar chart and a table of a dozen rows draws about 14 % of it (the Stærke ord page, when its tall word chart
 * moves on to the next sheet); a heading or a few lines alone draw under 5 %. Hence 10 %.
 */
export function nearEmptyPages(bytes: readonly number[], share = 0.1): number[] {
  const sorted = [...bytes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return bytes.flatMap((size, i) => (i > 0 && i < bytes.length - 1 && size < share * median ? [i + 1] : []));
}
