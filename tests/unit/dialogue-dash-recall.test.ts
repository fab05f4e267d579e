import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../../analysis/lexicons/hunspell.ts';
import { scoreDashRecall } from '../../bench/eval/dialogue-dash-recall.ts';

/** A made-up novel of three dash-led paragraphs and its hand count, written for this test. */
function setUp(goldRows: string[]): { folder: string; gold: string } {
  const folder = mkdtempSync(join(tmpdir(), 'lektor-dash-'));
  const text = '– Hvor er hun? spurgte han.\n\n– Ja.\n\n– Kom nu! lo hun og gik.\n';
  writeFileSync(join(folder, 'testbog.txt'), text);
  const gold = join(folder, 'gold.tsv');
  writeFileSync(gold, `# test gold\n${goldRows.join('\n')}\n`);
  return { folder, gold };
}

describe('speech-tag recall in hand-counted dash-led paragraphs', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('counts found and missed tags, by kind of verb, and the precision of what the model reports', () => {
    const { folder, gold } = setUp([
      'dash-paragraph-x\ttestbog\t0\t0\t\t1',
      'dash-tag-x\ttestbog\t0\t15\tspurgte\t1',
      'dash-paragraph-x\ttestbog\t1\t0\t\t0',
      'dash-paragraph-x\ttestbog\t2\t0\t\t1',
      'dash-tag-x\ttestbog\t2\t10\tlo\t2',
    ]);
    const sample = scoreDashRecall(folder, gold).samples.x!;
    expect(sample).toMatchObject({ paragraphs: 3, gold_tags: 2, found: 1, recall: 0.5 });
    expect(sample.recall_verbs_of_saying).toBe(1);
    expect(sample.precision).toBe(1);
    expect(sample.missed).toEqual(['testbog ¶2 @10 other verb']);
  });

  it('lists a gold row whose word is not at its offset, and a tag the gold does not hold as false', () => {
    const { folder, gold } = setUp(['dash-paragraph-x\ttestbog\t0\t0\t\t0', 'dash-tag-x\ttestbog\t1\t3\tsagde\t1']);
    const result = scoreDashRecall(folder, gold);
    expect(result.gold_rows_not_found).toEqual(['testbog ¶1 @3 sagde']);
    expect(result.samples.x!.false_tags).toEqual(['testbog ¶0 @15']);
    expect(result.samples.x!.precision).toBe(0);
  });
});
