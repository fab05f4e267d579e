/** The upload dialog's checks of the chosen file, with the spec's Danish messages (§8). */
import { filesize } from 'filesize';
import { extensionOf, fileTypeOf } from './file-types.ts';

export const MAX_UPLOAD_BYTES = 10_000_000;
export const acceptedExtensions = ['.epub', '.docx', '.txt'] as const;

/** Expected browser MIME types per extension; an empty type (unknown to the browser) is accepted. */
const mimeTypes: Record<string, readonly string[]> = {
  '.epub': ['application/epub+zip'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  '.txt': ['text/plain'],
};

/**
 * A byte size in units of 1000 from B up to YB (B, KB, MB, … YB) with 2 decimals (spec §8), Danish number format:
 * the 10,000,000-byte limit reads '10,00 MB', 1,500,000 bytes '1,50 MB'. Whole bytes have no decimals ('999 B'): a
 * byte cannot be split. (filesize's 'jedec' standard would divide by 1024: '9,54 MB'.)
 */
export function formatFileSize(bytes: number): string {
  const pad = bytes >= 1000;
  return filesize(bytes, { base: 10, round: 2, pad, locale: 'da-DK', symbols: { kB: 'KB' } }) as string;
}

export const uploadMessages = {
  invalidSize: (name: string) =>
    `${name}: Ugyldig filstørrelse, filstørrelsen skal være mindre end ${formatFileSize(MAX_UPLOAD_BYTES)}`,
  invalidType: (name: string) =>
    `${name}: Er ikke en gyldig fil type. Følgende fil typer er godkendt: ${acceptedExtensions.join(', ')}`,
  otherExtension: 'Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.',
  incompleteForm: 'Udfyld venligst felterne ovenover',
  noUploadsLeft: 'Du har ikke flere uploads tilbage. Køb flere uploads eller opgrader dit abonnement.',
} as const;

/**
 * The problem with a chosen file, or undefined when it may be uploaded. A file the browser gives a type that is
 * none of ours (a .pdf, an image) gets 'Invalid file type' naming the accepted types; a file without a known type
 * and an unknown extension gets 'Other extension' (spec §8, E-20/E-21: docs/ACCOUNTS.md).
 */
export function fileProblem(file: { name: string; size: number; type: string }): string | undefined {
  const extension = extensionOf(file.name);
  const knownType = Object.values(mimeTypes).some((types) => types.includes(file.type));
  if (file.type && !knownType) return uploadMessages.invalidType(file.name);
  if (fileTypeOf(file.name) === undefined) return uploadMessages.otherExtension;
  if (file.type && !mimeTypes[extension]!.includes(file.type)) return uploadMessages.invalidType(file.name);
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.invalidSize(file.name);
  return undefined;
}
