import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { apiSchemas } from '../../../schemas/api/index.ts';
import { modelContentSchemas, modelNames, sectionNames } from '../../../schemas/models/index.ts';
import { registeredSchemas } from '../../../schemas/registry.ts';

/** Every place in a schema where a keyword occurs, as a path. */
function keywordPaths(node: unknown, keyword: string, path = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const here = !Array.isArray(node) && Object.hasOwn(node, keyword) ? [path || '/'] : [];
  return [
    ...here,
    ...Object.entries(node).flatMap(([key, child]) =>
      // Inside `properties` the keys are field names, not keywords.
      keywordPaths(child, keyword, `${path}/${key}`),
    ),
  ];
}

const ids = registeredSchemas.map((schema) => schema.$id);
const idPattern = new RegExp(
  `^(?:models/(?:${modelNames.join('|')})/(?:${sectionNames.join('|')})|api/[a-z0-9-]+(?:/[a-z0-9-]+)*|blocks/[a-z][A-Za-z0-9]*|[a-z-]+(?:/[a-z-]+)?)$`,
);

describe('schema registry', () => {
  it('has unique ids of the agreed form', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(idPattern);
  });

  it.each(registeredSchemas.map((schema) => [schema.$id, schema] as const))(
    '%s compiles on its own with Ajv in strict mode',
    (_id, schema) => {
      const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
      expect(() => ajv.compile(schema)).not.toThrow();
    },
  );

  it('uses no format keyword (the standalone validators cannot carry ajv-formats)', () => {
    const offenders = registeredSchemas.flatMap((schema) =>
      keywordPaths(schema, 'format')
        // A property named `format` (a block's number format) sits in `properties`: not the keyword.
        .filter((p) => !/\/properties$/.test(p))
        .map((p) => `${schema.$id}${p}`),
    );
    expect(offenders).toEqual([]);
  });

  it('gives an $id only to top-level schemas', () => {
    const nested = registeredSchemas.flatMap((schema) =>
      keywordPaths(schema, '$id')
        .filter((p) => p !== '/' && !/\/properties\/\$id$/.test(p))
        .map((p) => `${schema.$id}${p}`),
    );
    expect(nested).toEqual([]);
  });

  it('registers every API schema and every model section schema', () => {
    for (const schema of apiSchemas) expect(ids).toContain(schema.$id);
    const modelIds = Object.values(modelContentSchemas).flatMap((sections) =>
      Object.values(sections ?? {}).map((s) => s.$id),
    );
    for (const id of modelIds) expect(ids).toContain(id);
  });

  it('names each model section schema after its place in the model table', () => {
    for (const [model, sections] of Object.entries(modelContentSchemas)) {
      for (const [section, schema] of Object.entries(sections ?? {})) {
        expect(schema.$id).toBe(`models/${model}/${section}`);
      }
    }
  });
});

describe('ahead-of-time validator build', () => {
  it('compiles every registered schema into the standalone module', async () => {
    const { buildValidatorSource } = await import('../../../schemas/build-validators.ts');
    const source = buildValidatorSource();
    expect(source).not.toMatch(/\bnew Function\b|\beval\(/);
    for (const id of ids) expect(source).toContain(JSON.stringify(id));
  });
});

describe('validator groups', () => {
  it('puts every schema in exactly one group, and keeps admin, model and definition validators off the visitor pages', async () => {
    const { validatorGroups } = await import('../../../schemas/build-validators.ts');
    const groups = validatorGroups();
    const grouped = [...groups.values()].flat();
    expect(grouped.sort()).toEqual([...ids].sort());
    const visitor = groups.get('api') ?? [];
    expect(visitor).toContain('api/content/pricing');
    expect(visitor.some((id) => id.startsWith('api/admin/') || id.startsWith('models/'))).toBe(false);
    expect(visitor).not.toContain('report-definition');
    expect(groups.get('admin')?.every((id) => id.startsWith('api/admin/'))).toBe(true);
  });

  it('validates in Node with every group loaded, and refuses an unknown schema', async () => {
    const { loadValidators, validate } = await import('../../../schemas/validate.ts');
    await loadValidators('api/content/pricing', 'no/such/schema');
    expect(validate('api/ok', { ok: true }).ok).toBe(true);
    expect(() => validate('no/such/schema', {})).toThrow(/No compiled validator/);
  }, 60_000);
});
