/**
 * Word tables packed for a fast start: the words of a table are one '\n'-joined run of a shared Latin-1 text, found through
 * an open-addressing hash index (Uint32Array) instead of a JavaScript Set or Map of strings. Loading a packed table
 * builds nothing (the index is a view of the file), and it holds a fraction of the memory of a Set of its words.
 * A map's values are indexes into a list of the distinct values (JSON). The few words with a letter beyond Latin-1
 * ("łódź") stand in the text as a marker byte (1) and their index in a list of such words.
 */

const unusualMarker = 1;
/** Words each table remembers the answer for (PackedIndex.find). */
const RECENT_WORDS = 65_536;

/** What the analysis asks of a word set: a built Set and a packed table both are one. */
export interface WordSet extends Iterable<string> {
  has(word: string): boolean;
  readonly size: number;
}

/** What the analysis asks of a word map: a built Map and a packed table both are one. */
export interface WordMap<V> extends Iterable<[string, V]> {
  get(word: string): V | undefined;
  has(word: string): boolean;
  readonly size: number;
  keys(): IterableIterator<string>;
  values(): IterableIterator<V>;
  entries(): IterableIterator<[string, V]>;
}

/** The arrays of one packed table, views of the artefact. */
export interface PackedArrays {
  /** Byte offset of entry i in the text; entry i ends one byte ('\n') before entry i + 1 starts. count + 1 offsets. */
  offsets: Uint32Array;
  /** Hash slots: entry index + 1, 0 when empty; a power of two long. */
  slots: Uint32Array;
  /** For a map: the index of entry i's value in the value list. */
  valueIndexes?: Uint32Array;
}

/** FNV-1a over UTF-16 code units: the same in the build and the load. */
export function wordHash(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

class PackedIndex {
  readonly size: number;
  private readonly mask: number;

  constructor(
    protected readonly text: Uint8Array,
    protected readonly arrays: PackedArrays,
    protected readonly unusualWords: readonly string[],
  ) {
    this.size = arrays.offsets.length - 1;
    this.mask = arrays.slots.length - 1;
  }

  /**
   * The entry indexes of the words asked for lately (a miss as -1). A text asks for the same few thousand forms over
   * and over, and a Map of strings finds a word by the hash its string keeps, where the packed index hashes the word
   * anew on every call: without it the whole analysis ran at half its speed (docs/PERFORMANCE.md). Emptied when full,
   * so it holds at most RECENT_WORDS entries per table.
   */
  private readonly recent = new Map<string, number>();

  /** The entry index of the word, or -1. */
  protected find(word: string): number {
    const known = this.recent.get(word);
    if (known !== undefined) return known;
    const found = this.probe(word);
    if (this.recent.size >= RECENT_WORDS) this.recent.clear();
    this.recent.set(word, found);
    return found;
  }

  private probe(word: string): number {
    const { slots } = this.arrays;
    let slot = wordHash(word) & this.mask;
    for (;;) {
      const entry = slots[slot]!;
      if (entry === 0) return -1;
      if (this.matches(entry - 1, word)) return entry - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  private matches(index: number, word: string): boolean {
    const { text } = this;
    const start = this.arrays.offsets[index]!;
    const length = this.arrays.offsets[index + 1]! - 1 - start;
    if (text[start] === unusualMarker) return this.word(index) === word;
    if (length !== word.length) return false;
    for (let i = 0; i < length; i++) if (text[start + i] !== word.charCodeAt(i)) return false;
    return true;
  }

  has(word: string): boolean {
    return this.find(word) !== -1;
  }

  protected word(index: number): string {
    const start = this.arrays.offsets[index]!;
    const end = this.arrays.offsets[index + 1]! - 1;
    if (this.text[start] === unusualMarker) return this.unusualWords[Number(latin1(this.text, start + 1, end))]!;
    return latin1(this.text, start, end);
  }

  *keys(): IterableIterator<string> {
    for (let i = 0; i < this.size; i++) yield this.word(i);
  }
}

export class PackedWordSet extends PackedIndex implements WordSet {
  [Symbol.iterator](): IterableIterator<string> {
    return this.keys();
  }
}

export class PackedWordMap<V> extends PackedIndex implements WordMap<V> {
  constructor(
    text: Uint8Array,
    arrays: PackedArrays,
    unusualWords: readonly string[],
    private readonly valueList: readonly V[],
  ) {
    super(text, arrays, unusualWords);
  }

  get(word: string): V | undefined {
    const index = this.find(word);
    return index === -1 ? undefined : this.valueList[this.arrays.valueIndexes![index]!];
  }

  *values(): IterableIterator<V> {
    for (let i = 0; i < this.size; i++) yield this.valueList[this.arrays.valueIndexes![i]!]!;
  }

  *entries(): IterableIterator<[string, V]> {
    for (let i = 0; i < this.size; i++) yield [this.word(i), this.valueList[this.arrays.valueIndexes![i]!]!];
  }

  [Symbol.iterator](): IterableIterator<[string, V]> {
    return this.entries();
  }
}

/** Every letter of the word is one byte in Latin-1. */
export function isLatin1(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > 0xff) return false;
  return true;
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** A table being packed: its words appended to the shared text, its index and values built. */
export interface PackedTable {
  arrays: PackedArrays;
  /** Distinct values of a map, in first-use order. */
  valueList?: unknown[];
}

/**
 * Packs the words of a Set or the entries of a Map, in their order, after `textLength` bytes of shared text.
 * Returns the table and the text to append (each word in Latin-1 followed by '\n'); a word beyond Latin-1 is added
 * to `unusualWords`. A word may not hold '\n' nor start with the marker.
 */
export function packTable(
  table: Iterable<string> | Map<string, unknown>,
  textLength: number,
  unusualWords: string[],
): { table: PackedTable; text: Buffer } {
  const isMap = table instanceof Map;
  const words = isMap ? [...table.keys()] : [...table];
  const offsets = new Uint32Array(words.length + 1);
  const parts: string[] = [];
  let length = textLength;
  words.forEach((word, i) => {
    if (word.includes('\n') || word.charCodeAt(0) === unusualMarker)
      throw new Error(`Ordet kan ikke pakkes: ${JSON.stringify(word)}`);
    const stored = isLatin1(word) ? word : `${String.fromCharCode(unusualMarker)}${unusualWords.push(word) - 1}`;
    offsets[i] = length;
    parts.push(stored);
    length += stored.length + 1;
  });
  offsets[words.length] = length;
  let capacity = 2;
  while (capacity < words.length * 2) capacity *= 2;
  const slots = new Uint32Array(capacity);
  words.forEach((word, i) => {
    let slot = wordHash(word) & (capacity - 1);
    while (slots[slot] !== 0) slot = (slot + 1) & (capacity - 1);
    slots[slot] = i + 1;
  });
  const packed: PackedTable = { arrays: { offsets, slots } };
  if (isMap) {
    const valueList: unknown[] = [];
    const indexOf = new Map<string, number>();
    const valueIndexes = new Uint32Array(words.length);
    let i = 0;
    for (const value of table.values()) {
      const key = JSON.stringify(value);
      let index = indexOf.get(key);
      if (index === undefined) {
        index = valueList.push(value) - 1;
        indexOf.set(key, index);
      }
      valueIndexes[i++] = index;
    }
    packed.arrays.valueIndexes = valueIndexes;
    packed.valueList = valueList;
  }
  return { table: packed, text: Buffer.from(parts.length === 0 ? '' : `${parts.join('\n')}\n`, 'latin1') };
}
