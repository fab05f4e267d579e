/**
 * The fuzz cases: case `index` of a run with seed S has the mutation kind `kinds[index % kinds.length]` (every kind
 * gets its share) and its own seed; the kind and that seed alone rebuild the same bytes (`npm run fuzz -- --case
 * bad-crc/123456`).
 */
import { bitFlip, randomBytes, splice, truncate, wrongType } from './byte-mutations.ts';
import { hostileText } from './hostile-text.ts';
import type { MutatedFile, Mutation } from './mutation.ts';
import { caseSeed, Random } from './random.ts';
import { textEncoding, textShape } from './text-mutations.ts';
import { deepNesting, entityExpansion, hugeSpine, tagSoup, xmlEncoding } from './xml-mutations.ts';
import { badCrc, badSizes, duplicateEntry, oddNames, overlappingEntries, zipBomb } from './zip-mutations.ts';

export const mutations = {
  'bit-flip': bitFlip,
  truncate,
  splice,
  'random-bytes': randomBytes,
  'wrong-type': wrongType,
  'duplicate-entry': duplicateEntry,
  'overlapping-entries': overlappingEntries,
  'bad-crc': badCrc,
  'bad-sizes': badSizes,
  'zip-bomb': zipBomb,
  'odd-names': oddNames,
  'deep-nesting': deepNesting,
  'huge-spine': hugeSpine,
  'entity-expansion': entityExpansion,
  'tag-soup': tagSoup,
  'xml-encoding': xmlEncoding,
  'text-encoding': textEncoding,
  'text-shape': textShape,
  'hostile-text': hostileText,
} satisfies Record<string, Mutation>;

export type MutationKind = keyof typeof mutations;
export const mutationKinds = Object.keys(mutations) as MutationKind[];

export interface FuzzCase extends MutatedFile {
  /** `kind/seed`: enough to rebuild the case. */
  name: string;
  kind: MutationKind;
}

export function buildCase(kind: MutationKind, seed: number): FuzzCase {
  const file = mutations[kind](new Random(seed));
  return { ...file, kind, name: `${kind}/${seed}` };
}

/** The kind and seed of case `index` of a run. */
export function caseAt(runSeed: number, index: number): { kind: MutationKind; seed: number } {
  return { kind: mutationKinds[index % mutationKinds.length]!, seed: caseSeed(runSeed, index) };
}

export function parseCaseName(name: string): { kind: MutationKind; seed: number } {
  const [kind, seed] = name.split('/');
  if (!kind || !(kind in mutations) || !seed || !/^\d+$/u.test(seed)) {
    throw new Error(`not a fuzz case name: '${name}' (expected kind/seed, kinds: ${mutationKinds.join(', ')})`);
  }
  return { kind: kind as MutationKind, seed: Number(seed) };
}
