import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockDocs, docsFile, endMarker, startMarker, withBlockDocs } from './block-docs.ts';
import { blockTypes } from './blocks/registry.ts';

describe('the block types section of docs/REPORTS.md', () => {
  it('is what the block list and schemas give (run npm run docs:blocks after changing them)', () => {
    const text = readFileSync(docsFile, 'utf8');
    const section = text.slice(text.indexOf(startMarker), text.indexOf(endMarker) + endMarker.length);
    expect(section).toBe(blockDocs());
  });

  it('names every block type with its description and every prop', () => {
    const generated = blockDocs();
    for (const entry of blockTypes) {
      expect(generated).toContain(`### ${entry.type}\n\n${entry.schema.description}`);
      for (const prop of Object.keys(entry.schema.properties)) expect(generated).toContain(`| \`${prop}\` |`);
    }
  });

  it('replaces only what lies between the markers', () => {
    const text = `before\n${startMarker}\nold\n${endMarker}\nafter`;
    expect(withBlockDocs(text, `${startMarker}\nnew\n${endMarker}`)).toBe(
      `before\n${startMarker}\nnew\n${endMarker}\nafter`,
    );
    expect(() => withBlockDocs('no markers', 'x')).toThrow(/markers/);
  });
});
