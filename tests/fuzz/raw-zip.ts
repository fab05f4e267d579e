/**
 * A zip writer that lies on request: every header field can be overridden, entries may share a name, and central
 * directory records may point to any local header (overlapping entries). fflate writes only well-formed archives.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  name: string | Uint8Array;
  /** The uncompressed content. */
  data: Uint8Array;
  /** 0 stored, 8 deflate (default), anything else to test unknown methods. */
  method?: number;
  /** The bytes written as the entry's payload (default: data, deflated when method is 8). */
  payload?: Uint8Array;
  crc?: number;
  compressedSize?: number;
  uncompressedSize?: number;
  flags?: number;
}

export interface CentralRecord {
  /** The entry whose header this record repeats. */
  entry: number;
  /** Where the record says the local header is (default: that entry's own). */
  offset?: number;
}

export interface RawZipOptions {
  /** The central directory (default: one record per entry, in order). */
  central?: CentralRecord[];
  /** The entry count the end record declares. */
  declaredCount?: number;
  /** The central directory offset the end record declares. */
  declaredCentralOffset?: number;
  comment?: Uint8Array;
}

interface Written {
  name: Buffer;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  offset: number;
}

const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value & 0xffff);
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
};

export function rawZip(entries: readonly RawEntry[], options: RawZipOptions = {}): Uint8Array {
  const parts: Buffer[] = [];
  let offset = 0;
  const push = (...buffers: Buffer[]) => {
    for (const buffer of buffers) {
      parts.push(buffer);
      offset += buffer.length;
    }
  };
  const written: Written[] = entries.map((entry) => {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : Buffer.from(entry.name);
    const method = entry.method ?? 8;
    const payload = Buffer.from(entry.payload ?? (method === 8 ? deflateRawSync(entry.data) : entry.data));
    const header: Written = {
      name,
      method,
      flags: entry.flags ?? 0x0800,
      crc: entry.crc ?? crc32(entry.data),
      compressedSize: entry.compressedSize ?? payload.length,
      uncompressedSize: entry.uncompressedSize ?? entry.data.length,
      offset,
    };
    push(u32(0x04034b50), u16(20), u16(header.flags), u16(method), u16(0), u16(0x5c21));
    push(u32(header.crc), u32(header.compressedSize), u32(header.uncompressedSize), u16(name.length), u16(0));
    push(name, payload);
    return header;
  });
  const centralOffset = offset;
  const records: CentralRecord[] = options.central ?? written.map((_, entry) => ({ entry }));
  for (const record of records) {
    const header = written[record.entry]!;
    push(u32(0x02014b50), u16(0x031e), u16(20), u16(header.flags), u16(header.method), u16(0), u16(0x5c21));
    push(u32(header.crc), u32(header.compressedSize), u32(header.uncompressedSize), u16(header.name.length));
    push(u16(0), u16(0), u16(0), u16(0), u32(0), u32(record.offset ?? header.offset), header.name);
  }
  const centralSize = offset - centralOffset;
  const count = options.declaredCount ?? records.length;
  const comment = Buffer.from(options.comment ?? new Uint8Array());
  push(u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(centralSize));
  push(u32(options.declaredCentralOffset ?? centralOffset), u16(comment.length), comment);
  return new Uint8Array(Buffer.concat(parts));
}
