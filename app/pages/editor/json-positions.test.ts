import { describe, expect, it } from 'vitest';
import { pointerRange } from './json-positions.ts';

const text = JSON.stringify(
  {
    key: 'readability',
    'a/b': 1,
    blocks: [
      { type: 'header', id: 'h' },
      { type: 'chart', props: { x: [1, 2] } },
    ],
  },
  null,
  2,
);
const at = (pointer: string) => {
  const { from, to } = pointerRange(text, pointer);
  return text.slice(from, to);
};

describe('pointerRange', () => {
  it('finds members, items and escaped keys', () => {
    expect(at('/key')).toBe('"readability"');
    expect(at('/blocks/1/type')).toBe('"chart"');
    expect(at('/blocks/1/props/x/1')).toBe('2');
    expect(at('/a~1b')).toBe('1');
  });

  it('reads keys and strings with escapes, braces and brackets in them', () => {
    const tricky = JSON.stringify({ 'sagde "hej"': { 'a}': '}]"', b: [[], {}, 'æ\\"'] } }, null, 2);
    const slice = (pointer: string) => {
      const { from, to } = pointerRange(tricky, pointer);
      return tricky.slice(from, to);
    };
    expect(slice('/sagde "hej"/a}')).toBe('"}]\\""');
    expect(slice('/sagde "hej"/b/2')).toBe('"æ\\\\\\""');
    expect(slice('/sagde "hej"/b/1')).toBe('{},'); // an object: its first line
    expect(slice('/sagde "hej"/b/3')).toBe('[');
  });

  it('marks an object at its first line, and a missing value at the nearest value above it', () => {
    expect(at('/blocks/0')).toBe('{');
    expect(at('/blocks/0/props/title')).toBe('{');
    expect(pointerRange(text, '').from).toBe(0);
  });
});
