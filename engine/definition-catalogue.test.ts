import { describe, expect, it } from 'vitest';
import { definitionCatalogue } from './index.ts';

const definition = (key: string, reportId: number, extra: Record<string, unknown> = {}) => ({
  name: `${key}.report.json`,
  json: { key, reportId, title: key, data: {}, blocks: [{ type: 'header', id: 'header' }], ...extra },
});

describe('definitionCatalogue', () => {
  it('gives every menu entry at once, in menu order with the defaults, and loads no definition before it is asked', () => {
    const catalogue = definitionCatalogue([
      definition('tempo', 6),
      definition('genre', 3, { menuOrder: 9, icon: '3', description: 'Genren', adminOnly: true }),
      // Whole-definition problems (an unknown field) are not the menu's: found when the page is opened.
      definition('broken', 4, { unknown: true }),
    ]);
    expect(catalogue.failures).toEqual([]);
    expect(catalogue.summaries).toEqual([
      { key: 'broken', reportId: 4, title: 'broken', menuOrder: 4, adminOnly: false, source: 'broken.report.json' },
      { key: 'tempo', reportId: 6, title: 'tempo', menuOrder: 6, adminOnly: false, source: 'tempo.report.json' },
      {
        key: 'genre',
        reportId: 3,
        title: 'genre',
        description: 'Genren',
        icon: '3',
        menuOrder: 9,
        adminOnly: true,
        source: 'genre.report.json',
      },
    ]);
  });

  it('loads a definition on its first ask and keeps it; one that does not load is reported once and is undefined', () => {
    const failed: string[] = [];
    const catalogue = definitionCatalogue([definition('tempo', 6), definition('broken', 4, { unknown: true })], {
      onFailure: (error) => failed.push(error.message),
    });
    const tempo = catalogue.load(6);
    expect(tempo?.key).toBe('tempo');
    expect(catalogue.load(6)).toBe(tempo);
    expect(catalogue.load(4)).toBeUndefined();
    expect(catalogue.load(4)).toBeUndefined();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/^broken\.report\.json#\/unknown: følger ikke definitionsformatet/);
    expect(catalogue.load(99)).toBeUndefined();
  });

  it('bad input: menu fields that do not check, a repeated reportId or a misnamed key leave the file out of the menu', () => {
    const catalogue = definitionCatalogue([
      definition('tempo', 6),
      definition('blank', 7, { title: '   ' }),
      definition('far', 100),
      { name: 'nokey.report.json', json: { reportId: 8, title: 'x' } },
      definition('again', 6),
      { name: 'wrong.report.json', json: definition('genre', 3).json },
      { name: 'text.report.json', json: 'not a definition' },
    ]);
    expect(catalogue.summaries.map((s) => s.key)).toEqual(['tempo']);
    expect(catalogue.failures.map((f) => f.source)).toEqual([
      'again.report.json',
      'wrong.report.json',
      'blank.report.json',
      'far.report.json',
      'nokey.report.json',
      'text.report.json',
    ]);
    expect(catalogue.failures.map((f) => f.message)).toEqual([
      'again.report.json#/reportId: reportId 6 bruges også af tempo.report.json',
      'wrong.report.json#/key: key skal svare til filnavnet (genre.report.json)',
      expect.stringMatching(/^blank\.report\.json#\/title: følger ikke definitionsformatet/),
      expect.stringMatching(/^far\.report\.json#\/reportId: følger ikke definitionsformatet/),
      "nokey.report.json#/key: følger ikke definitionsformatet: mangler 'key'",
      'text.report.json#/: følger ikke definitionsformatet: skal være et objekt, men er en tekst',
    ]);
    expect(catalogue.load(7)).toBeUndefined();
  });

  it('a definition reads another report’s id by key ($reportId), as when all are loaded at once', () => {
    const link = { type: 'message', id: 'link', bind: { text: "$string($reportId('tempo'))" } };
    const catalogue = definitionCatalogue([definition('genre', 3, { blocks: [link] }), definition('tempo', 6)]);
    expect(catalogue.load(3)?.blockProblems).toEqual([]);
  });

  it('names the data sources of a file before loading it, the same as the loaded definition’s, and known names only', () => {
    const data = {
      tempo: { model: 'Tempo', section: 'parts' },
      again: { model: 'Tempo', section: 'parts' },
      legibility: { model: 'Legibility', section: 'global', optional: true },
    };
    const catalogue = definitionCatalogue([
      definition('tempo', 6, { data }),
      // Names the API refuses are left out (the whole data request would fail); the definition itself fails to load.
      definition('odd', 7, { data: { a: { model: 'Nope', section: 'global' }, b: { model: 'Tempo', section: 'x' } } }),
      definition('none', 8, { data: 'not an object' }),
    ]);
    expect(catalogue.sourcesOf(6)).toEqual([
      { model: 'Tempo', section: 'parts' },
      { model: 'Legibility', section: 'global' },
    ]);
    expect(catalogue.isLoaded(6)).toBe(false);
    expect(catalogue.load(6)?.models).toEqual(catalogue.sourcesOf(6));
    expect(catalogue.isLoaded(6)).toBe(true);
    expect(catalogue.sourcesOf(7)).toEqual([]);
    expect(catalogue.sourcesOf(8)).toEqual([]);
    expect(catalogue.sourcesOf(99)).toEqual([]);
    expect(catalogue.load(7)).toBeUndefined();
    expect(catalogue.isLoaded(7)).toBe(true);
  });
});
