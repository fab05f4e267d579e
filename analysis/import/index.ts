/** From the uploaded file to blocks of text: type by extension and by content, then the importer of that type. */
import { ManuscriptError } from '../errors.ts';
import { checkDocx, importDocx } from './docx.ts';
import { checkEpub, importEpub } from './epub.ts';
import type { ManuscriptFileType, TextBlock } from './manuscript-text.ts';
import { decodeText, textToBlocks } from './txt.ts';
import { looksLikeZip } from './zip.ts';

const typesByExtension: Record<string, ManuscriptFileType> = { txt: 'TEXT', docx: 'DOCX', epub: 'EPUB' };

export function fileTypeByExtension(fileName: string): ManuscriptFileType {
  const extension = /\.([^./\\]+)$/u.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const type = typesByExtension[extension];
  if (!type) throw new ManuscriptError('UNSUPPORTED_TYPE', `extension '${extension}'`);
  return type;
}

/** The upload route's check: the extension names the type and the content must be of that type. */
export async function checkFile(bytes: Uint8Array, fileName: string): Promise<ManuscriptFileType> {
  const type = fileTypeByExtension(fileName);
  if (bytes.length === 0) throw new ManuscriptError('EMPTY_TEXT', 'empty file');
  if (type === 'TEXT') {
    if (looksLikeZip(bytes)) throw new ManuscriptError('NOT_TEXT', 'a zip archive named .txt');
    if (decodeText(bytes).trim() === '') throw new ManuscriptError('EMPTY_TEXT', 'a text file of white space only');
  } else {
    if (!looksLikeZip(bytes)) throw new ManuscriptError('CORRUPT_FILE', `${type} that is not a zip archive`);
    if (type === 'DOCX') await checkDocx(bytes);
    else await checkEpub(bytes);
  }
  return type;
}

export async function importManuscript(bytes: Uint8Array, fileName: string): Promise<TextBlock[]> {
  const type = fileTypeByExtension(fileName);
  if (bytes.length === 0) throw new ManuscriptError('EMPTY_TEXT', 'empty file');
  if (type === 'DOCX') return importDocx(bytes);
  if (type === 'EPUB') return importEpub(bytes);
  if (looksLikeZip(bytes)) throw new ManuscriptError('NOT_TEXT', 'a zip archive named .txt');
  return textToBlocks(decodeText(bytes));
}
