import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseManuscript } from '../../../analysis/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';
import { bindPageBlock, fixtureData, propsOf } from './bind-page.ts';

/** The fixture data with the Scenes sections of a real analysis of the fixture manuscript. */
let data: RevisionDataItem[];

beforeAll(async () => {
  const bytes = readFileSync('tests/fixtures/manuscripts/fyrtaarnet.txt');
  const scenes = await analyseManuscript({ bytes, fileName: 'fyrtaarnet.txt' }, { models: ['Scenes'] });
  data = [...fixtureData.filter((item) => item.model !== 'Scenes'), ...scenes];
}, 60_000);

describe('Karakter page from a real analysis', () => {
  it('shows the count, the top 5 chart and the list with "Optræder n gange"', async () => {
    const characters = data.find((item) => item.section === 'characters')!.content as {
      name: string;
      occurrences: number;
    }[];
    expect(characters.map((entry) => entry.name)).toContain('Marie');
    expect((await propsOf('characters', 'count', { data })).value).toBe(characters.length);
    const chart = (await propsOf('characters', 'top-5', { data })).values as { Navn: string; Antal: number }[];
    expect(chart[0]).toEqual({ Navn: characters[0]!.name, Antal: characters[0]!.occurrences });
    const items = (await propsOf('characters', 'all', { data })).items as { label: string; detail: string }[];
    expect(items[0]).toEqual({
      label: characters[0]!.name,
      detail: `Optræder ${characters[0]!.occurrences} gange`,
      key: characters[0]!.name,
    });
    expect((await bindPageBlock('characters', 'none', { data })).state).toBe('hidden');
  });
});

describe('Scener page with no places', () => {
  it('says so in Danish instead of failing', async () => {
    const empty = data.map((item) =>
      item.model === 'Scenes' && item.section === 'locations' ? { ...item, content: [] } : item,
    );
    expect((await propsOf('scenes', 'none', { data: empty })).text).toBe(
      'Der blev ikke fundet nogen steder i teksten.',
    );
    expect((await propsOf('scenes', 'count', { data: empty })).value).toBe(0);
    const list = await propsOf('scenes', 'all', { data: empty });
    expect(list.items).toEqual([]);
    expect(list.emptyText).toBe('Der blev ikke fundet nogen steder i teksten.');
    expect((await bindPageBlock('scenes', 'top-5', { data: empty })).state).not.toBe('failed');
  });
});
