/**
 * Mutations of the archive's structure (docx and epub): duplicated and overlapping entries, wrong checksums and
 * sizes, zip bombs, odd entry names. The entries come from a valid seed and are rewritten by raw-zip.ts.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { fileNameOf, type Mutation, utf8 } from './mutation.ts';
import type { Random } from './random.ts';
import { type CentralRecord, type RawEntry, rawZip } from './raw-zip.ts';
import { mainEntry, seedEntries } from './seeds.ts';

type ArchiveFormat = 'docx' | 'epub';
const archiveFormats: ArchiveFormat[] = ['docx', 'epub'];

function seedArchive(random: Random): { format: ArchiveFormat; entries: RawEntry[] } {
  const format = random.pick(archiveFormats);
  const entries = seedEntries(random, format).map(([name, data]): RawEntry => ({ name, data }));
  return { format, entries };
}

const indexOf = (entries: RawEntry[], name: string) => entries.findIndex((e) => e.name === name);

export const duplicateEntry: Mutation = (random) => {
  const { format, entries } = seedArchive(random);
  const target = random.chance(0.6) ? indexOf(entries, mainEntry(format)) : random.int(0, entries.length - 1);
  const original = entries[target]!;
  const content = random.pick(['same', 'empty', 'garbage', 'other'] as const);
  const data =
    content === 'same'
      ? original.data
      : content === 'empty'
        ? new Uint8Array()
        : content === 'garbage'
          ? random.bytes(random.int(1, 2000))
          : entries[random.int(0, entries.length - 1)]!.data;
  const copies = random.chance(0.8) ? 1 : random.int(2, 500);
  const duplicates = Array.from({ length: copies }, (): RawEntry => ({ name: original.name, data }));
  const before = random.chance(0.5);
  entries.splice(before ? target : target + 1, 0, ...duplicates);
  return {
    fileName: fileNameOf(format),
    bytes: rawZip(entries),
    note: `${format}, ${String(original.name)} ×${copies + 1} (${content}, ${before ? 'before' : 'after'})`,
  };
};

export const overlappingEntries: Mutation = (random) => {
  const { format, entries } = seedArchive(random);
  const main = indexOf(entries, mainEntry(format));
  const variant = random.pick(['all-to-main', 'many-records', 'into-payload', 'out-of-range'] as const);
  let central: CentralRecord[];
  if (variant === 'all-to-main') {
    // Every record keeps its name but points to the main entry's local header.
    const offsetOfMain = localHeaderOffsets(rawZip(entries))[main] ?? 0;
    central = entries.map((_, entry) => ({ entry, offset: offsetOfMain }));
  } else if (variant === 'many-records') {
    // The overlapping-files bomb: thousands of records for one local header.
    central = Array.from({ length: random.int(100, 9_000) }, () => ({ entry: main }));
  } else {
    const size = rawZip(entries).length;
    central = entries.map((_, entry) => ({
      entry,
      offset: variant === 'into-payload' ? random.int(0, size - 1) : size + random.int(0, 0xffff_ff00 - size),
    }));
  }
  return { fileName: fileNameOf(format), bytes: rawZip(entries, { central }), note: `${format}, ${variant}` };
};

function localHeaderOffsets(zip: Uint8Array): number[] {
  const offsets: number[] = [];
  const view = Buffer.from(zip);
  for (let i = 0; i + 4 <= view.length; i++) if (view.readUInt32LE(i) === 0x04034b50) offsets.push(i);
  return offsets;
}

export const badCrc: Mutation = (random) => {
  const { format, entries } = seedArchive(random);
  const hit = random.chance(0.5) ? [indexOf(entries, mainEntry(format))] : entries.map((_, i) => i);
  for (const i of hit) entries[i]!.crc = random.chance(0.3) ? 0 : random.int(0, 0xffff_ffff);
  return { fileName: fileNameOf(format), bytes: rawZip(entries), note: `${format}, ${hit.length} entries` };
};

const sizeLies = [0, 1, 0xffff, 0xffff_fffe, 0xffff_ffff] as const;

export const badSizes: Mutation = (random) => {
  const { format, entries } = seedArchive(random);
  const main = entries[indexOf(entries, mainEntry(format))]!;
  const variant = random.pick([
    'compressed',
    'uncompressed',
    'both',
    'count',
    'central-offset',
    'method',
    'flags',
  ] as const);
  const lie = (real: number) => (random.chance(0.5) ? random.pick(sizeLies) : Math.max(0, real + random.int(-50, 50)));
  let options = {};
  if (variant === 'compressed' || variant === 'both') main.compressedSize = lie(deflateRawSync(main.data).length);
  if (variant === 'uncompressed' || variant === 'both') main.uncompressedSize = lie(main.data.length);
  if (variant === 'count') options = { declaredCount: random.pick([0, 1, entries.length + 1, 0xffff]) };
  if (variant === 'central-offset') options = { declaredCentralOffset: random.pick([0, 1, 0xffff_ffff, 12_345]) };
  if (variant === 'method') main.method = random.pick([1, 6, 9, 12, 14, 93, 99, 0xffff]);
  if (variant === 'flags') main.flags = random.pick([0x0001, 0x0008, 0x0041, 0x2000, 0xffff]);
  return { fileName: fileNameOf(format), bytes: rawZip(entries, options), note: `${format}, ${variant}` };
};

interface Payload {
  deflated: Buffer;
  size: number;
  crc: number;
}

const payloads = new Map<string, Payload>();

/** Deflated payloads are the slow part of a bomb: built once per kind and size, then reused. */
function deflatedOnce(unit: string, megabytes: number): Payload {
  const key = `${unit.slice(0, 40)}:${unit.length}:${megabytes}`;
  let payload = payloads.get(key);
  if (!payload) {
    const data = Buffer.from(unit.repeat(Math.ceil((megabytes * 1_048_576) / unit.length)));
    payload = { deflated: deflateRawSync(data, { level: 9 }), size: data.length, crc: crc32(data) };
    payloads.set(key, payload);
  }
  return payload;
}

const docxParagraph =
  '<w:p><w:r><w:t>Det regnede, da Marie kom til øen, og fyret stod hvidt mod den grå himmel over havet.</w:t></w:r></w:p>';
const xhtmlParagraph = '<p>Det regnede, da Marie kom til øen, og fyret stod hvidt mod den grå himmel over havet.</p>';

export const zipBomb: Mutation = (random) => {
  const { format, entries } = seedArchive(random);
  const main = entries[indexOf(entries, mainEntry(format))]!;
  const variant = random.pick(['zeros', 'zeros-lying', 'text', 'many-entries', 'many-large-entries'] as const);
  let size = '';
  if (variant === 'zeros' || variant === 'zeros-lying') {
    const zeros = deflatedOnce('\u0000'.repeat(4096), random.pick([130, 210, 300]));
    size = ` ${Math.round(zeros.size / 1_048_576)} MB`;
    main.payload = zeros.deflated;
    main.crc = zeros.crc;
    main.uncompressedSize = variant === 'zeros' ? zeros.size : main.data.length;
  } else if (variant === 'text') {
    // Under the archive's caps but far over the text cap: the text is read, then refused as too long.
    const text = deflatedOnce(
      (format === 'docx' ? docxParagraph : xhtmlParagraph).repeat(100),
      random.pick([20, 60, 110]),
    );
    size = ` ${Math.round(text.size / 1_048_576)} MB`;
    Object.assign(main, { payload: text.deflated, crc: text.crc, uncompressedSize: text.size });
  } else {
    // Past the entry cap with empty entries, or under it with 1 MB entries past the total cap.
    const many = variant === 'many-entries';
    const count = many ? random.int(10_001, 20_000) : random.int(250, 600);
    const zeros = deflatedOnce('\u0000'.repeat(4096), 1);
    for (let i = 0; i < count; i++) {
      const name = `fyld/${i}.bin`;
      const entry: RawEntry = many
        ? { name, data: new Uint8Array(), method: 0 }
        : { name, data: new Uint8Array(), payload: zeros.deflated, crc: zeros.crc, uncompressedSize: zeros.size };
      entries.push(entry);
    }
    size = ` ${count} entries`;
  }
  return { fileName: fileNameOf(format), bytes: rawZip(entries), note: `${format}, ${variant}${size}` };
};

export const oddNames: Mutation = (random) => {
  const { format, entries } = seedArchive(random);
  const target = random.chance(0.6) ? indexOf(entries, mainEntry(format)) : random.int(0, entries.length - 1);
  const original = String(entries[target]!.name);
  const variant = random.pick([
    'dot-dot',
    'absolute',
    'backslash',
    'upper-case',
    'very-long',
    'empty',
    'nul',
    'invalid-utf8',
    'directory',
    'dot-segment',
  ] as const);
  const names: Record<typeof variant, () => string | Uint8Array> = {
    'dot-dot': () => `../../${original}`,
    absolute: () => `/${original}`,
    backslash: () => original.replaceAll('/', '\\'),
    'upper-case': () => original.toUpperCase(),
    'very-long': () => `${'a/'.repeat(random.int(100, 30_000))}${original}`,
    empty: () => '',
    nul: () => `${original}\u0000.txt`,
    'invalid-utf8': () => new Uint8Array([...utf8(original.slice(0, 3)), 0xc3, 0x28, 0xff, ...utf8(original.slice(3))]),
    directory: () => `${original}/`,
    'dot-segment': () => original.replace('/', '/./'),
  };
  entries[target]!.name = names[variant]();
  if (variant === 'invalid-utf8') entries[target]!.flags = random.chance(0.5) ? 0x0800 : 0;
  if (variant === 'directory') entries[target]!.data = new Uint8Array();
  return { fileName: fileNameOf(format), bytes: rawZip(entries), note: `${format}, ${original}: ${variant}` };
};
