import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeArtefact,
  encodeArtefact,
  LexiconArtefactError,
  lexiconSourceHash,
  type TableGroup,
} from './artefact.ts';
import { isLatin1 } from './packed.ts';
import { buildLexiconTablesFromSource, type LexiconTables, loadLexiconTables } from './tables.ts';

type Group = Record<string, unknown>;

/** The same words in the same order (a loop: a deep toEqual of arrays of 100,000s of words takes many seconds). */
function expectSameOrder(found: Iterable<string>, expected: Iterable<string>, where: string): void {
  const got = [...found];
  const wanted = [...expected];
  expect(got.length, where).toBe(wanted.length);
  const at = got.findIndex((word, index) => word !== wanted[index]);
  if (at >= 0) expect.fail(`${where}: word ${at} is ${JSON.stringify(got[at])}, built ${JSON.stringify(wanted[at])}`);
}

/** Every entry of a built Set or Map found alike in its packed table, the order kept, and absent words absent. */
function expectSameTable(built: unknown, packed: unknown, where: string): void {
  if (built instanceof Set) {
    const table = packed as { has(word: string): boolean; size: number } & Iterable<string>;
    expect(table.size, where).toBe(built.size);
    for (const word of built) if (!table.has(word)) expect.fail(`${where}: ${word} is missing`);
    expectSameOrder(table, built, where);
  } else if (built instanceof Map) {
    const table = packed as { get(word: string): unknown; size: number; keys(): Iterable<string> };
    expect(table.size, where).toBe(built.size);
    for (const [word, value] of built) {
      const found = table.get(word);
      if (JSON.stringify(found) !== JSON.stringify(value))
        expect.fail(`${where}: ${word} is ${JSON.stringify(found)}, built ${JSON.stringify(value)}`);
    }
    expectSameOrder(table.keys(), built.keys(), where);
  } else {
    expect(packed, where).toEqual(built);
  }
  const absent = ['', 'łódźerne', 'xqzv', 'Hus', 'huse\n', 'løbe ', 'ø', 'a'.repeat(60), '\u0001', '\u00010'];
  const lookup = packed as { has?(word: string): boolean };
  if (lookup.has && built instanceof Set)
    for (const word of absent) expect(lookup.has(word), `${where}: ${JSON.stringify(word)}`).toBe(built.has(word));
  if (lookup.has && built instanceof Map)
    for (const word of absent) expect(lookup.has(word), `${where}: ${JSON.stringify(word)}`).toBe(built.has(word));
}

describe('the lexicon artefact', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lektor-lexicons-'));
  const sourceHash = lexiconSourceHash();
  const missingPath = join(folder, 'missing', 'lexicons.bin');
  const missingMessages: string[] = [];
  let built: LexiconTables;
  let fromMissing: LexiconTables;
  let bytes: Buffer;

  // The one build from the real dictionary and lexicons (seconds of CPU): the artefact is missing, so loading it
  // builds the tables from the sources and writes the file; the built tables are kept to compare with, and the
  // other cases that must build are given them instead of building again.
  beforeAll(() => {
    fromMissing = loadLexiconTables({
      path: missingPath,
      report: (message) => missingMessages.push(message),
      build: () => {
        built = buildLexiconTablesFromSource();
        return built;
      },
    });
    bytes = encodeArtefact(built as unknown as Record<string, TableGroup>, sourceHash);
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('holds every table as the sources build it: every word, value and order, and no other word', () => {
    const packed = decodeArtefact(bytes, sourceHash);
    expect(Object.keys(packed)).toEqual(Object.keys(built));
    for (const [groupName, group] of Object.entries(built as unknown as Record<string, Group>)) {
      expect(Object.keys(packed[groupName]!)).toEqual(Object.keys(group));
      for (const [field, table] of Object.entries(group))
        expectSameTable(table, packed[groupName]![field], `${groupName}.${field}`);
    }
    // words beyond Latin-1 and words with every Danish letter are found like the rest
    const { commonForms, properNouns } = packed.names as unknown as LexiconTables['names'];
    expect(commonForms.has('æbleskiver')).toBe(built.names.commonForms.has('æbleskiver'));
    const unusual = [...built.names.commonForms, ...built.names.properNouns].filter((word) => !isLatin1(word));
    expect(unusual.length).toBeGreaterThan(0);
    for (const word of unusual) expect(commonForms.has(word) || properNouns.has(word)).toBe(true);
  });

  it('is built when missing, then loaded from the file', () => {
    expect(missingMessages).toEqual([expect.stringContaining('filen findes ikke')]);
    expect(statSync(missingPath).size).toBe(bytes.length);
    expect(readFileSync(missingPath).equals(bytes)).toBe(true);
    expect(fromMissing.hunspell.finiteForms.get('kiggede')).toBe('Past');
    const again: string[] = [];
    const loaded = loadLexiconTables({
      path: missingPath,
      report: (message) => again.push(message),
      build: () => expect.fail('built again although the file is there'),
    });
    expect(again).toEqual([]);
    expect(loaded.valence.forms.size).toBe(built.valence.forms.size);
  });

  const damages: [string, (whole: Buffer) => Buffer, string][] = [
    ['truncated', (whole) => whole.subarray(0, whole.length - 1000), 'afkortet'],
    ['cut inside its header', (whole) => whole.subarray(0, 40), 'afkortet'],
    ['empty', () => Buffer.alloc(0), 'ikke et leksikon-artefakt'],
    ['not an artefact', () => Buffer.from('{"hunspell": {}}'), 'ikke et leksikon-artefakt'],
    [
      'damaged inside',
      (whole) => {
        const copy = Buffer.from(whole);
        copy[copy.length - 5000] = copy[copy.length - 5000]! ^ 0xff;
        return copy;
      },
      'kontrolsum',
    ],
    [
      'of another format version',
      (whole) => {
        const copy = Buffer.from(whole);
        copy[7] = 99;
        return copy;
      },
      'formatversion 99',
    ],
  ];

  it.each(damages)('when %s, is refused with a clear message (rebuild off)', (_, damage, reason) => {
    const path = join(folder, 'damaged.bin');
    writeFileSync(path, damage(bytes));
    expect(() => loadLexiconTables({ path, rebuild: false })).toThrow(LexiconArtefactError);
    expect(() => loadLexiconTables({ path, rebuild: false })).toThrow(reason);
    expect(() => loadLexiconTables({ path, rebuild: false })).toThrow('npm run build:lexicons');
  });

  it('built from other sources (another dictionary or lexicon) is refused, then rebuilt', () => {
    const path = join(folder, 'stale.bin');
    writeFileSync(path, encodeArtefact({ hunspell: { finiteForms: new Map([['kiggede', 'Pres']]) } }, 'another hash'));
    expect(() => loadLexiconTables({ path, rebuild: false })).toThrow('andre kilder');
    const messages: string[] = [];
    let builds = 0;
    const build = () => {
      builds += 1;
      return built;
    };
    const tables = loadLexiconTables({ path, report: (message) => messages.push(message), build });
    expect(builds).toBe(1);
    expect(messages[0]).toContain('andre kilder');
    expect(tables.hunspell.finiteForms.get('kiggede')).toBe('Past');
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });
});
