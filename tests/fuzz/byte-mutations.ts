/** Mutations of the file's bytes, blind to its structure: bit flips, truncation, spliced ranges, random bytes. */
import { fileNameOf, type Mutation, utf8 } from './mutation.ts';
import { type SeedFormat, seedFile } from './seeds.ts';

const formats: SeedFormat[] = ['txt', 'docx', 'epub'];

export const bitFlip: Mutation = (random) => {
  const format = random.pick(formats);
  const bytes = seedFile(random, format).slice();
  const flips = random.int(1, random.chance(0.5) ? 4 : 64);
  for (let i = 0; i < flips; i++) bytes[random.int(0, bytes.length - 1)]! ^= 1 << random.int(0, 7);
  return { fileName: fileNameOf(format), bytes, note: `${format}, ${flips} bits` };
};

export const truncate: Mutation = (random) => {
  const format = random.pick(formats);
  const bytes = seedFile(random, format);
  const at = random.chance(0.2) ? random.int(0, 8) : random.int(0, bytes.length - 1);
  return { fileName: fileNameOf(format), bytes: bytes.subarray(0, at), note: `${format}, ${at} of ${bytes.length}` };
};

/** Overwrites, inserts or deletes a range of bytes (random bytes, or a copy from elsewhere in the file). */
export const splice: Mutation = (random) => {
  const format = random.pick(formats);
  let bytes = seedFile(random, format);
  const edits = random.int(1, 6);
  const done: string[] = [];
  for (let i = 0; i < edits; i++) {
    const at = random.int(0, bytes.length);
    const length = random.int(1, random.chance(0.8) ? 16 : 4096);
    const filler = random.chance(0.5)
      ? random.bytes(length)
      : bytes.slice(random.int(0, bytes.length - 1)).subarray(0, length);
    const operation = random.pick(['overwrite', 'insert', 'delete'] as const);
    if (operation === 'delete') bytes = concat(bytes.subarray(0, at), bytes.subarray(at + length));
    else if (operation === 'insert') bytes = concat(bytes.subarray(0, at), filler, bytes.subarray(at));
    else bytes = concat(bytes.subarray(0, at), filler, bytes.subarray(at + filler.length));
    done.push(`${operation}@${at}+${length}`);
  }
  return { fileName: fileNameOf(format), bytes, note: `${format}, ${done.join(' ')}` };
};

/** Random bytes, sometimes behind a zip, PDF or UTF byte-order-mark signature. */
export const randomBytes: Mutation = (random) => {
  const format = random.pick(formats);
  const prefix = random.pick(['', 'PK\u0003\u0004', 'PK\u0005\u0006', '%PDF-1.4\n', '\uFEFF', '{\\rtf1']);
  const body = random.bytes(random.int(0, random.chance(0.9) ? 4096 : 1_000_000));
  return {
    fileName: fileNameOf(format),
    bytes: concat(utf8(prefix), body),
    note: `${format}, '${prefix}' + ${body.length}`,
  };
};

/** A valid file under the wrong or an odd name. */
export const wrongType: Mutation = (random) => {
  const format = random.pick(formats);
  const bytes = seedFile(random, format);
  const fileName = random.pick([
    'manuskript.txt',
    'manuskript.docx',
    'manuskript.epub',
    'MANUSKRIPT.DOCX',
    'manuskript',
    'manuskript.',
    '.docx',
    'manuskript.txt.exe',
    'manuskript.pdf',
    ' manuskript.epub ',
    'mappe/manuskript.docx',
    'c:\\mappe\\manuskript.txt',
    'manuskript.docx\u0000.txt',
  ]);
  return { fileName, bytes, note: `${format} named '${fileName}'` };
};

export function concat(...arrays: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(arrays));
}
