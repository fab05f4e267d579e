/** From the uploaded file to blocks of text: type by extension and by content, then the importer of that type. */
import { ManuscriptError } from '../errors.ts';
import { checkDocx, importDocx } from './docx.ts';
import { checkEpub, importEpub } from './epub.ts';
import type { ManuscriptFileType, TextBlock } from './manuscript-text.ts';
import { assertProse } from './prose.ts';
import { MAX_TEXT_CHARACTERS } from './text-budget.ts';
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

export { MAX_TEXT_CHARACTERS } from './text-budget.ts';

export async function importManuscript(bytes: Uint8Array, fileName: string): Promise<TextBlock[]> {
  const blocks = await importBlocks(bytes, fileName);
  let characters = 0;
  for (const block of blocks) {
    characters += block.text.length;
    if (characters > MAX_TEXT_CHARACTERS) {
      throw new ManuscriptError('TEXT_TOO_LONG', `more than ${MAX_TEXT_CHARACTERS} characters of text`);
    }
  }
  return blocks;
}

/**
 * The whole import as a check, before an upload is spent: type by content, archive structure, an epub spine that
 * resolves, a readable encoding, some text, and at most MAX_TEXT_CHARACTERS of it. Returns the characters of text.
 * What needs the analysis itself (Danish, sentences) is not checked here.
 */
export async function checkImport(bytes: Uint8Array, fileName: string): Promise<number> {
  let characters = 0;
  const blocks = await importManuscript(bytes, fileName);
  for (const block of blocks) {
    if (block.kind !== 'sceneBreak') characters += block.text.trim().length;
  }
  if (characters === 0) throw new ManuscriptError('EMPTY_TEXT', 'the document holds no text');
  assertProse(blocks);
  return characters;
}

async function importBlocks(bytes: Uint8Array, fileName: string): Promise<TextBlock[]> {
  const type = fileTypeByExtension(fileName);
  if (bytes.length === 0) throw new ManuscriptError('EMPTY_TEXT', 'empty file');
  if (type === 'DOCX') return importDocx(bytes);
  if (type === 'EPUB') return importEpub(bytes);
  if (looksLikeZip(bytes)) throw new ManuscriptError('NOT_TEXT', 'a zip archive named .txt');
  return textToBlocks(decodeText(bytes));
}
