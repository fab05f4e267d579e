import { describe, expect, it } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { invalidItems, storedResults } from './stored-results.ts';

const cliches: RevisionDataItem = {
  model: 'Cliches',
  section: 'global',
  content: { number_of_cliches: 0, cliches_per_10000_words: 0, groups: [] },
};

describe('storedResults', () => {
  it('writes each result and each model’s passages out as JSON text that reads back the same', () => {
    const passages = { Cliches: { 'kold som is': [] } } as never;
    const stored = storedResults([cliches], passages);
    expect(stored.items).toEqual([{ model: 'Cliches', section: 'global', json: JSON.stringify(cliches.content) }]);
    expect(JSON.parse(stored.items[0]!.json)).toEqual(cliches.content);
    expect(stored.passages.map((p) => [p.model, JSON.parse(p.json)])).toEqual([['Cliches', { 'kold som is': [] }]]);
  });
});

describe('invalidItems', () => {
  it('names each result that fails its model’s schema, with the pointer, and passes the others', () => {
    expect(invalidItems([cliches])).toEqual([]);
    const broken = { ...cliches, content: { number_of_cliches: -1, groups: [] } };
    const problems = invalidItems([broken]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Cliches\/global\/number_of_cliches: /);
  });
});
