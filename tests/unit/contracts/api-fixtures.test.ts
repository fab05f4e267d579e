import { describe, expect, it } from 'vitest';
import { apiSchemas } from '../../../schemas/api/index.ts';
import { validate } from '../../../schemas/validate.ts';
import { type ApiFixture, apiFixtureIds, apiFixturePath, hasApiFixture, readJson } from './fixtures.ts';

const ids = apiSchemas.map((schema) => schema.$id);

describe('API payload fixtures', () => {
  it('exist for every API schema, and only for API schemas', () => {
    expect(ids.filter((id) => !hasApiFixture(id))).toEqual([]);
    expect(apiFixtureIds().filter((id) => !ids.includes(id))).toEqual([]);
  });

  // A schema without its fixture fails the test above; reading it here would stop the whole file from loading.
  describe.each(ids.filter(hasApiFixture))('%s', (id) => {
    const fixture = readJson<ApiFixture>(apiFixturePath(id));

    it('has at least one example, and every example is valid', () => {
      expect(fixture.examples.length).toBeGreaterThan(0);
      for (const example of fixture.examples) {
        const result = validate(id, example);
        expect(result.ok ? [] : result.issues).toEqual([]);
      }
    });

    it.each(fixture.invalid.map((bad) => [bad.why, bad] as const))('rejects: %s', (_why, bad) => {
      const result = validate(id, bad.value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues.map((issue) => issue.pointer)).toContain(bad.pointer);
    });
  });

  it('has invalid examples for at least two thirds of the API schemas', () => {
    const withInvalid = ids
      .filter(hasApiFixture)
      .filter((id) => readJson<ApiFixture>(apiFixturePath(id)).invalid.length > 0);
    expect(withInvalid.length).toBeGreaterThanOrEqual((ids.length * 2) / 3);
  });
});
