/** The corpus novels segmented as the product segments a manuscript, by file name without '.txt'. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { type Paragraph, segmentManuscript } from '../../analysis/text/document.ts';

export function loadNovels(folder: string): Map<string, Paragraph[]> {
  const novels = new Map<string, Paragraph[]>();
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.txt'))
    .sort()) {
    const text = segmentManuscript(textToBlocks(decodeText(readFileSync(join(folder, name)))));
    novels.set(name.replace(/\.txt$/u, ''), text.paragraphs);
  }
  return novels;
}
