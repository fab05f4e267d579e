/** The manuscript file types an upload may have, by file-name extension (spec: docx, epub, txt). */
export type FileType = 'TEXT' | 'DOCX' | 'EPUB';

const fileTypes: Record<string, FileType> = { '.txt': 'TEXT', '.docx': 'DOCX', '.epub': 'EPUB' };

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
}

export function fileTypeOf(fileName: string): FileType | undefined {
  return fileTypes[extensionOf(fileName)];
}
