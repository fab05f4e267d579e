import { describe, expect, it } from 'vitest';
import { fieldDescriptionDa } from './field-descriptions-da.ts';
import { modelContentSchemas } from './index.ts';

type Schema = { type?: unknown; items?: Schema; properties?: Record<string, Schema> };

const itemOf = (schema: Schema | undefined): Schema | undefined => {
  let s = schema;
  while (s?.type === 'array') s = s.items;
  return s;
};

/** Every field of every model section in the registry, as `Model/section.field`. */
const fields = Object.entries(modelContentSchemas).flatMap(([model, sections]) =>
  Object.entries(sections ?? {}).flatMap(([section, schema]) =>
    Object.keys(itemOf(schema as Schema)?.properties ?? {}).map((field) => ({ model, section, field })),
  ),
);

describe('the Danish field descriptions', () => {
  it('describe every field of every model section', () => {
    expect(fields.length).toBeGreaterThan(150);
    const missing = fields
      .filter(({ model, field }) => !fieldDescriptionDa(model, field))
      .map(({ model, section, field }) => `${model}/${section}.${field}`);
    expect(missing).toEqual([]);
  });

  it('are Danish sentences, not the schemas’ English ones', () => {
    for (const { model, field } of fields) {
      const text = fieldDescriptionDa(model, field)!;
      expect(text, `${model}.${field}`).toMatch(/\.$/);
      expect(text, `${model}.${field}`).not.toMatch(/\b(the|of|and|per chunk|words)\b/);
    }
  });

  it('tell a model-specific meaning apart from the common one', () => {
    expect(fieldDescriptionDa('GenreClassification', 'score')).toContain('klassen');
    expect(fieldDescriptionDa('GlobalUser', 'score')).toContain('forfatteren valgte');
    expect(fieldDescriptionDa('Legibility', 'nope')).toBeUndefined();
    expect(fieldDescriptionDa('Legibility', 'constructor')).toBeUndefined();
  });
});
