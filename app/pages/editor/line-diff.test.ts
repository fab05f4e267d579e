import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff.ts';

describe('lineDiff', () => {
  it('keeps common lines and marks what was removed and added', () => {
    const before = ['{', '  "title": "Læsbarhed",', '  "reportId": 8', '}'].join('\n');
    const after = ['{', '  "title": "Læsbarhed og sprog",', '  "reportId": 8,', '  "adminOnly": false', '}'].join('\n');
    expect(lineDiff(before, after)).toEqual([
      { kind: 'same', text: '{' },
      { kind: 'removed', text: '  "title": "Læsbarhed",' },
      { kind: 'removed', text: '  "reportId": 8' },
      { kind: 'added', text: '  "title": "Læsbarhed og sprog",' },
      { kind: 'added', text: '  "reportId": 8,' },
      { kind: 'added', text: '  "adminOnly": false' },
      { kind: 'same', text: '}' },
    ]);
  });

  it('finds a moved line as one removed and one added, the rest the same', () => {
    const diff = lineDiff('a\nb\nc\nd', 'a\nc\nd\nb');
    expect(diff.filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'b' },
    ]);
  });

  it('says nothing changed for equal texts', () => {
    expect(lineDiff('x\ny', 'x\ny').every((l) => l.kind === 'same')).toBe(true);
  });

  it('gives up past its bound on two large, wholly different texts: the old removed, the new added', () => {
    const before = Array.from({ length: 20_000 }, (_, i) => `"a${i}": ${i},`).join('\n');
    const after = Array.from({ length: 20_000 }, (_, i) => `"b${i}": ${i},`).join('\n');
    const diff = lineDiff(before, after);
    expect(diff).toHaveLength(40_000);
    expect(diff.slice(0, 20_000).every((l) => l.kind === 'removed')).toBe(true);
    expect(diff.slice(20_000).every((l) => l.kind === 'added')).toBe(true);
  });

  it('finds one changed line in a large text', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `line ${i}`);
    const changed = [...lines];
    changed[25_000] = 'ny linje';
    const diff = lineDiff(lines.join('\n'), changed.join('\n'));
    expect(diff.filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'line 25000' },
      { kind: 'added', text: 'ny linje' },
    ]);
  });
});
