/**
 * Reads a zip archive (docx, epub) in bounded memory before any other parser sees it: every entry is streamed
 * and its real uncompressed bytes are counted against caps, so zip bombs and headers that lie about sizes are
 * rejected early. Entries the caller wants are kept in memory; the rest are only counted.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ManuscriptError } from '../errors.ts';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

/** Generous for a 10 MB manuscript (a docx's document.xml is a few times its text), far below a bomb's size. */
export const manuscriptZipLimits: ZipLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 120_000_000,
  maxTotalBytes: 200_000_000,
};

export interface ZipContents {
  /** Every entry name in the archive, in order. */
  names: string[];
  /** The entries the caller asked to keep. */
  kept: Map<string, Buffer>;
}

export async function readZip(
  bytes: Uint8Array,
  keep: (name: string) => boolean = () => false,
  limits: ZipLimits = manuscriptZipLimits,
): Promise<ZipContents> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (error) {
    throw new ManuscriptError('CORRUPT_FILE', `not a readable zip archive: ${String(error)}`);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ManuscriptError('TOO_LARGE_UNCOMPRESSED', `${zip.entryCount} entries`);
  }
  const contents: ZipContents = { names: [], kept: new Map() };
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      contents.names.push(entry.fileName);
      if (entry.fileName.endsWith('/')) continue;
      if (entry.uncompressedSize > limits.maxEntryBytes) {
        throw new ManuscriptError(
          'TOO_LARGE_UNCOMPRESSED',
          `${entry.fileName} declares ${entry.uncompressedSize} bytes`,
        );
      }
      const wanted = keep(entry.fileName);
      const stream = await openEntry(zip, entry);
      const chunks: Buffer[] = [];
      let entryBytes = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        entryBytes += chunk.length;
        total += chunk.length;
        if (entryBytes > limits.maxEntryBytes || total > limits.maxTotalBytes) {
          stream.destroy();
          throw new ManuscriptError('TOO_LARGE_UNCOMPRESSED', `${entry.fileName}: over ${entryBytes} bytes`);
        }
        if (wanted) chunks.push(chunk);
      }
      if (wanted) contents.kept.set(entry.fileName, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof ManuscriptError) throw error;
    throw new ManuscriptError('CORRUPT_FILE', `broken zip entry: ${String(error)}`);
  } finally {
    zip.close();
  }
  return contents;
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}

/** True when the bytes start like a zip archive (local file header). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);
}
