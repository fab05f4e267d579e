/**
 * .docx import: the archive is first streamed with caps (zip.ts); mammoth then converts the document to HTML
 * (convertToHtml keeps soft line breaks as <br>, where extractRawText glues words together), and the HTML
 * becomes blocks, Word headings becoming chapter marks. Images are dropped without being decoded.
 */
import mammoth from 'mammoth';
import { ManuscriptError } from '../errors.ts';
import { htmlToBlocks } from './html.ts';
import type { TextBlock } from './manuscript-text.ts';
import { readZip } from './zip.ts';

export const docxDocumentEntry = 'word/document.xml';

/** Checks the archive and that it has a Word document; returns the entry names. */
export async function checkDocx(bytes: Uint8Array): Promise<string[]> {
  const { names } = await readZip(bytes);
  if (!names.includes(docxDocumentEntry))
    throw new ManuscriptError('MISSING_CONTENT', 'docx without word/document.xml');
  return names;
}

export async function importDocx(bytes: Uint8Array): Promise<TextBlock[]> {
  await checkDocx(bytes);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch (error) {
    throw new ManuscriptError('CORRUPT_FILE', `mammoth could not read the document: ${String(error)}`);
  }
  return htmlToBlocks(html);
}
