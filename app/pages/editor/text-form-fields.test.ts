import { describe, expect, it } from 'vitest';
import { editableContent } from '../../../schemas/api/editor.ts';
import { apiSchemas } from '../../../schemas/api/index.ts';
import { entryName, fieldLabels, fieldOrder, jsonOnlyFields, jsonOnlyTexts, labelOf } from './text-form-fields.ts';

type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };

/** Every property name a schema's values may have, at any depth. */
function propertyNames(schema: Schema | undefined, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    if (!jsonOnlyFields.has(name)) propertyNames(sub, into);
  }
  propertyNames(schema.items, into);
  for (const branch of schema.anyOf ?? []) propertyNames(branch, into);
  return into;
}

describe('the text forms', () => {
  it('label every field of every text offered as a form in Danish', () => {
    const missing: string[] = [];
    for (const [name, id] of Object.entries(editableContent)) {
      if (jsonOnlyTexts.has(name)) continue;
      const schema = apiSchemas.find((s) => s.$id === id) as Schema | undefined;
      expect(schema, id).toBeDefined();
      for (const field of propertyNames(schema))
        if (!jsonOnlyFields.has(field) && !Object.hasOwn(fieldLabels, field)) missing.push(`${name}: ${field}`);
    }
    expect(missing).toEqual([]);
  });

  it('name an entry by its title, question or headline, with its number and page', () => {
    expect(entryName({ id: 4, report: 3, question: 'Hvad er Lektør?' }, 0)).toBe('4, side 3: Hvad er Lektør?');
    expect(entryName({ heading: 'Sådan kommer du i gang' }, 1)).toBe('2: Sådan kommer du i gang');
    expect(entryName({ paragraph: 'x' }, 0)).toBe('1');
    expect(labelOf('answer')).toBe('Svar');
  });

  it('order an entry’s fields: what identifies it, its short texts, its long texts', () => {
    const stored = ['id', 'body', 'date', 'slug', 'title', 'report'];
    expect([...stored].sort((a, b) => fieldOrder(a) - fieldOrder(b))).toEqual([
      'id',
      'report',
      'slug',
      'date',
      'title',
      'body',
    ]);
  });
});
