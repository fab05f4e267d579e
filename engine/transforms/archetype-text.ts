import type { FromSchema } from 'json-schema-to-ts';
import type { archetypeTextParams } from '../../schemas/transforms/domain.ts';
import { readPath } from './path.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/**
 * `archetypeText`: the editors' text for the book's best story shape (the input: its type) at the level of the
 * recommendation named `recommendation`, else the shape's first text.
 */
export const archetypeText: Transform<FromSchema<typeof archetypeTextParams>> = {
  name: 'archetypeText',
  apply(type, { recommendation }, env) {
    const texts = asRows(env.content.archetypes, 'archetypeText').filter((t) => isRecord(t) && t.type === type);
    const advice = asRows(env.content.recommendations, 'archetypeText').find(
      (r) => isRecord(r) && r.name === recommendation,
    );
    const level = readPath(advice, 'RAGLevel');
    const atLevel = level === undefined ? undefined : texts.find((t) => isRecord(t) && t.RAGLevel === level);
    return readPath(atLevel ?? texts[0], 'text');
  },
};
