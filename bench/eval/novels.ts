/** The corpus novels segmented as the product segments a manuscript, by file name without '.txt'. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { type Paragraph, segmentManuscript } from '../../analysis/text/document.ts';

/** `only`: file names without '.txt' to load (all of the folder's novels without it). */
export function loadNovels(folder: string, only?: ReadonlySet<string>): Map<string, Paragraph[]> {
  const novels = new Map<string, Paragraph[]>();
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.txt') && (!only || only.has(file.replace(/\.txt$/u, ''))))
    .sort()) {
    const text = segmentManuscript(textToBlocks(decodeText(readFileSync(join(folder, name)))));
    novels.set(name.replace(/\.txt$/u, ''), text.paragraphs);
  }
  return novels;
}
