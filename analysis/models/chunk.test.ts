import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { partExcerpt } from './chunk.ts';

const paragraphs = (...texts: string[]) => texts.map((text) => segmentParagraph(text));

describe('Chunk part excerpt', () => {
  it('keeps whole paragraphs that fit', () => {
    expect(partExcerpt(paragraphs('Han gik.', 'Hun kom.'), 100)).toEqual(['Han gik.', 'Hun kom.']);
  });

  it('cuts the paragraph that does not fit at a word, marks the cut and drops the rest', () => {
    const excerpt = partExcerpt(paragraphs('Han gik hjem.', 'Hun kom ind ad døren og satte sig.', 'Slut.'), 30);
    expect(excerpt).toEqual(['Han gik hjem.', 'Hun kom ind ad …']);
    expect(excerpt.join('').length).toBeLessThanOrEqual(32);
  });

  it('bounds a part of one huge paragraph without spaces', () => {
    const [only, ...rest] = partExcerpt(paragraphs('x'.repeat(50_000)), 6_000);
    expect(rest).toEqual([]);
    expect(only).toBe(`${'x'.repeat(6_000)} …`);
  });

  it('bounds a long part to the default limit', () => {
    const long = Array.from({ length: 2_000 }, (_, i) => `Afsnit ${i} handler om havet og byen.`);
    const excerpt = partExcerpt(paragraphs(...long));
    const characters = excerpt.reduce((sum, text) => sum + text.length, 0);
    expect(characters).toBeLessThanOrEqual(6_002);
    expect(characters).toBeGreaterThan(5_900);
    expect(excerpt[0]).toBe('Afsnit 0 handler om havet og byen.');
  });
});
