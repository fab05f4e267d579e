import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LONGEST_FILES, LongestFirstSequencer } from '../support/longest-first.ts';

const root = '/repo';

/** A test file as the sequencer sees it, in a project without remembered results, of the given size. */
function spec(path: string, project = 'unit'): TestSpecification {
  return {
    moduleId: `${root}/${path}`,
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
  } as unknown as TestSpecification;
}

/** Vitest as the sequencer reads it: the root, no remembered results, file sizes from `sizes`. */
function vitest(sizes: Record<string, number>): Vitest {
  return {
    config: { root },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: sizes[key.slice(key.indexOf(':') + 1)] ?? 0 }),
    },
  } as unknown as Vitest;
}

describe('the longest files start first (tests/support/longest-first.ts)', () => {
  it('names files that exist', () => {
    for (const path of LONGEST_FILES) expect(existsSync(path), path).toBe(true);
  });

  it('starts the listed files in the list’s order, then the others in Vitest’s order (largest first)', async () => {
    const [longest, second] = ['tests/e2e/reports-first.test.ts', 'tests/e2e/reports-second.test.ts'];
    const sizes = { 'a.test.ts': 10, 'b.test.ts': 30, 'c.test.ts': 20, [longest]: 1, [second]: 5 };
    const files = ['a.test.ts', second, 'b.test.ts', longest, 'c.test.ts'].map((path) => spec(path));
    const sorted = await new LongestFirstSequencer(vitest(sizes)).sort(files);
    expect(sorted.map((file) => file.moduleId.slice(root.length + 1))).toEqual([
      longest,
      second,
      'b.test.ts',
      'c.test.ts',
      'a.test.ts',
    ]);
  });
});
