import { describe, expect, it } from 'vitest';
import { testRules } from '../../app/test-support/rules.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { genreAudienceIds, metricValue, topClass } from './genre-audience.ts';

const rules = testRules();

const data = [
  {
    model: 'GenreClassification',
    section: 'global',
    content: [
      { class: 'Krimi', score: 0.3 },
      { class: 'Spaending', score: 0.7 },
    ],
  },
  { model: 'AudienceClassification', section: 'global', content: [{ class: 'Boern', score: 0.9 }] },
  { model: 'Legibility', section: 'global', content: { lix: 40, text: 'x' } },
] as unknown as RevisionDataItem[];

describe('genre and audience of the recommendations', () => {
  it('takes the top-scoring class even when the list is not sorted', () => {
    expect(topClass(data, 'GenreClassification')).toBe('Spaending');
    expect(topClass(data, 'Tense')).toBeUndefined();
  });

  it("'Angivet' uses the given names, 'Analyseret' the analysed ones, matched across spellings", () => {
    expect(genreAudienceIds('given', { genre: 'Krimi', audience: 'Voksne' }, data, rules)).toEqual({
      genreId: 1,
      audienceId: 3,
    });
    expect(genreAudienceIds('analysed', { genre: 'Krimi', audience: 'Voksne' }, data, rules)).toEqual({
      genreId: 2,
      audienceId: 1,
    });
  });

  it('gives nothing when a name is not in the rules or the analysis is missing', () => {
    expect(genreAudienceIds('given', { genre: 'Western', audience: 'Voksne' }, data, rules)).toBeUndefined();
    expect(genreAudienceIds('analysed', { genre: 'Krimi', audience: 'Voksne' }, [], rules)).toBeUndefined();
  });

  it('reads a metric value only when it is a finite number in the global section', () => {
    const lix = { modelName: 'Legibility', variableName: 'lix', uniqueName: 'lix' };
    expect(metricValue(data, lix)).toBe(40);
    expect(metricValue(data, { ...lix, variableName: 'text' })).toBeUndefined();
    expect(metricValue([], lix)).toBeUndefined();
  });

  it("reads a classification's score for the chosen class (the top class by default, 0 when it is not listed)", () => {
    const genre = { modelName: 'GenreClassification', variableName: 'score', uniqueName: 'genre_score' };
    expect(metricValue(data, genre)).toBe(0.7);
    expect(metricValue(data, genre, { genre: 'Krimi', audience: undefined })).toBe(0.3);
    expect(metricValue(data, genre, { genre: 'Western', audience: undefined })).toBe(0);
  });

  it('sends show/tell in percent, the unit of its bands', () => {
    const showTell = { modelName: 'ShowingTelling', variableName: 'show_tell_value', uniqueName: 'show_tell_value' };
    expect(
      metricValue(
        [{ model: 'ShowingTelling', section: 'global', content: { show_tell_value: 0.625 } }] as never,
        showTell,
      ),
    ).toBe(62.5);
  });
});
