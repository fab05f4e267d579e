import { describe, expect, it } from 'vitest';
import { pageContent, pageData } from './contract-fixtures.ts';

describe('page fixtures', () => {
  it('take the revision data and content from the contract fixtures', () => {
    const data = pageData();
    const keys = data.map((d) => `${d.model}/${d.section}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Our own fixture's first similar book is 'Havets lys'; the contract's whole manuscript has its own.
    const similar = data.find((d) => d.model === 'SimilarBooks')?.content as { title: string }[];
    expect(similar[0]?.title).not.toBe('Havets lys');
    const content = pageContent();
    expect((content.metadata as { title: string }).title).not.toBe('Fyrtårnet');
  });
});
