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
});
