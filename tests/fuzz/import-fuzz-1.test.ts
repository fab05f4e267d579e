// Shard 1 of the CI fuzz run (tests/fuzz/fuzz-shard.ts).
import { describe, expect, it } from 'vitest';
import { caseAt, mutationKinds } from './cases.ts';
import { describeFuzzShard, fuzzCases, fuzzShards, shardIndices } from './fuzz-shard.ts';

describeFuzzShard(1);

describe('the fuzz shards', () => {
  it('hold every case once, each the same number of every kind', () => {
    const all = Array.from({ length: fuzzShards }, (_, i) => shardIndices(i + 1));
    expect(all.flat()).toEqual(Array.from({ length: fuzzCases }, (_, i) => i));
    for (const shard of all) {
      const kinds = new Map<string, number>();
      for (const index of shard) kinds.set(caseAt(1, index).kind, (kinds.get(caseAt(1, index).kind) ?? 0) + 1);
      expect(kinds.size).toBe(mutationKinds.length);
      expect(new Set(kinds.values())).toEqual(new Set([shard.length / mutationKinds.length]));
    }
  });

  it('refuses a shard that does not exist and cases that are not whole rounds', () => {
    expect(() => shardIndices(0)).toThrow('no fuzz shard 0 of 3');
    expect(() => shardIndices(4)).toThrow('no fuzz shard 4 of 3');
    expect(() => shardIndices(1, 3, 100)).toThrow('100 cases are not whole rounds of 19 kinds in 3 shards');
    expect(() => shardIndices(1, 2, 285)).toThrow('285 cases are not whole rounds of 19 kinds in 2 shards');
  });
});
