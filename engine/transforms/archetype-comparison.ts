import type { FromSchema } from 'json-schema-to-ts';
import type { archetypeComparisonParams } from '../../schemas/transforms/domain.ts';
import { archetypeTitle, storyShapes } from '../story-shapes.ts';
import { readPath } from './path.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/**
 * `archetypeComparison`: the book's score for each story shape (the input: `archetype_scores`, series 'Din bog'),
 * then for each shape the share of the similar books (at `similar`) whose best shape it is ('Lignende bøger'; 0
 * without similar books). Linear: the similar books are counted once.
 */
export const archetypeComparison: Transform<FromSchema<typeof archetypeComparisonParams>> = {
  name: 'archetypeComparison',
  apply(input, { similar }, env) {
    const texts = env.content.archetypes;
    const book = asRows(input, 'archetypeComparison').map((row) => {
      const score = isRecord(row) ? row : {};
      const point: Record<string, unknown> = { series: 'Din bog' };
      const axis = archetypeTitle(texts, score.type as number | undefined, score.name as string | undefined);
      return {
        ...(axis === undefined ? {} : { axis }),
        ...point,
        ...(score.score === undefined ? {} : { value: score.score }),
      };
    });
    const books = asRows(readPath(env.root, similar, env), 'archetypeComparison');
    const best = new Map<unknown, number>();
    for (const other of books) {
      const name = readPath(other, 'data.best_archetype_name');
      best.set(name, (best.get(name) ?? 0) + 1);
    }
    const others = storyShapes.map((shape) => ({
      axis: archetypeTitle(texts, shape.type, shape.name),
      series: 'Lignende bøger',
      value: books.length === 0 ? 0 : (best.get(shape.name) ?? 0) / books.length,
    }));
    return [...book, ...others];
  },
  rootPaths: ({ similar }) => [{ at: '/similar', path: similar }],
};
