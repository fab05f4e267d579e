import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSchemaId,
  type ModelName,
  modelContentSchemas,
  modelNames,
  type SectionName,
} from '../../../schemas/models/index.ts';
import type { RevisionData } from '../../../schemas/revision-data.ts';
import { validate } from '../../../schemas/validate.ts';
import { contractsDir, readJson } from './fixtures.ts';

/** A whole manuscript's revision data: one entry per registered model section. */
const manuscript = readJson<RevisionData>(join(contractsDir, 'revision-data', 'manuscript.json'));

interface InvalidModelExample {
  model: ModelName;
  section: SectionName;
  why: string;
  content: unknown;
  pointer: string;
}
const invalidExamples = readJson<InvalidModelExample[]>(join(contractsDir, 'invalid-models.json'));

const registeredSections = Object.entries(modelContentSchemas).flatMap(([model, sections]) =>
  Object.keys(sections ?? {}).map((section) => `${model}/${section}`),
);
const registeredModels = Object.keys(modelContentSchemas);

describe('the whole-manuscript revision data fixture', () => {
  it('is valid revision data', () => {
    expect(validate('revision-data', manuscript)).toEqual({ ok: true, value: manuscript });
  });

  it('holds exactly one entry for every registered model section', () => {
    const present = manuscript.map((item) => `${item.model}/${item.section}`);
    expect(new Set(present).size).toBe(present.length);
    expect([...present].sort()).toEqual([...registeredSections].sort());
  });

  it.each(manuscript.map((item) => [`${item.model}/${item.section}`, item] as const))(
    '%s validates against its model schema',
    (_name, item) => {
      const result = validate(contentSchemaId(item.model, item.section), item.content);
      expect(result.ok ? [] : result.issues).toEqual([]);
    },
  );

  it('is consistent where the units tie fields together', () => {
    const legibility = manuscript.find((i) => i.model === 'Legibility' && i.section === 'global')?.content as Record<
      string,
      number
    >;
    const { number_of_words: words, number_of_sentences: sentences, number_of_complex_words: complex } = legibility;
    expect(legibility.lix).toBeCloseTo(words! / sentences! + (100 * complex!) / words!, 1);
    for (const model of ['GenreClassification', 'AudienceClassification'] as const) {
      const classes = manuscript.find((i) => i.model === model)?.content as { score: number }[];
      const total = classes.reduce((sum, c) => sum + c.score, 0);
      expect(total).toBeCloseTo(1, 5);
      expect(classes.map((c) => c.score)).toEqual([...classes.map((c) => c.score)].sort((a, b) => b - a));
    }
  });

  it('cuts every parts section at the same chunks, so parts join on chunk_id', () => {
    const cuts = manuscript
      .filter((item) => item.section === 'parts')
      .map((item) => ({
        name: item.model,
        cut: (item.content as { part: number; chunk_id: number }[]).map((p) => `${p.chunk_id}@${p.part}`).join(' '),
      }));
    expect(cuts.length).toBeGreaterThan(5);
    for (const { name, cut } of cuts) expect(cut, name).toBe(cuts[0]?.cut);
  });
});

describe('invalid model payloads', () => {
  it('cover every registered model with at least three examples', () => {
    for (const model of registeredModels) {
      const examples = invalidExamples.filter((e) => e.model === model);
      expect(examples.length, model).toBeGreaterThanOrEqual(3);
    }
  });

  it('name only models of spec §3', () => {
    for (const example of invalidExamples) expect(modelNames).toContain(example.model);
  });

  it.each(invalidExamples.map((e) => [`${e.model}/${e.section}: ${e.why}`, e] as const))(
    '%s fails at the expected pointer',
    (_name, example) => {
      const result = validate(contentSchemaId(example.model, example.section), example.content);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues.map((issue) => issue.pointer)).toContain(example.pointer);
    },
  );
});
