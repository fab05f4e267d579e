import { describe, expect, it } from 'vitest';
import { bindPageBlock, fixtureData, propsOf, sectionOf, withSection } from './bind-page.ts';

type Chapter = Record<string, unknown> & { deviations: string[]; characters: { name: string; mentions: number }[] };
const chapters = sectionOf<Chapter[]>('Chapters', 'chapters');
const global = sectionOf<Record<string, unknown>>('Chapters', 'global');

describe('Kapitler page', () => {
  it('tables every chapter, an empty one included, with its characters', async () => {
    const rows = (await propsOf('chapters', 'chapter-table')).rows as Record<string, unknown>[];
    expect(rows.map((row) => row.Kapitel)).toEqual(chapters.map((chapter) => chapter.title));
    expect(rows[0]).toMatchObject({ Nr: 1, Ord: 0 });
    expect(rows[0]?.LIX ?? null).toBeNull();
    expect(rows[1]).toMatchObject({ Nr: 2, Personer: 'Marie, Jens', LIX: chapters[1]!.lix });
  });

  it('lists the flagged chapters with their Danish explanations', async () => {
    const items = (await propsOf('chapters', 'flagged')).items as { label: string; detail: string }[];
    expect(items).toEqual([{ label: 'Nr. 4: Kapitel 3', detail: chapters[3]!.deviations.join(' ') }]);
  });

  it('lists nothing when no chapter deviates', async () => {
    const calm = chapters.map((chapter) => ({ ...chapter, deviations: [] }));
    const props = await propsOf('chapters', 'flagged', { data: withSection('Chapters', 'chapters', calm) });
    expect(props.items).toEqual([]);
  });

  it('charts only chapters with words, numbered from 1', async () => {
    const values = (await propsOf('chapters', 'shares-per-chapter')).values as Record<string, unknown>[];
    expect(values.map((v) => v.Kapitel)).toEqual([2, 3, 4]);
    expect(Object.keys(values[0] ?? {})).toEqual([
      'Kapitel',
      'Titel',
      'Dialog',
      'Hurtige afsnit',
      'Datid',
      'Første person',
    ]);
  });

  it('writes the Danish note of a capped text', async () => {
    const capped = { ...global, capped: true, number_of_headings: 5000, chapter_cap: 500 };
    const props = await propsOf('chapters', 'capped', { data: withSection('Chapters', 'global', capped) });
    expect(props.text).toBe(
      'Teksten har 5000 overskrifter. Lektør viser de første 500 som kapitler; resten af teksten er lagt sammen med det sidste af dem.',
    );
  });
});

describe('Kapitler page of a revision analysed before chapters', () => {
  it('hides its blocks rather than showing the error panel (the engine cannot show a note for a missing model)', async () => {
    const older = fixtureData.filter((item) => item.model !== 'Chapters');
    for (const id of ['measures', 'chapter-table', 'flagged', 'words-per-chapter', 'lix-per-chapter', 'capped']) {
      expect((await bindPageBlock('chapters', id, { data: older })).state, id).toBe('hidden');
    }
  });
});
