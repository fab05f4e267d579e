import type { FromSchema } from 'json-schema-to-ts';
import type { storyShapesParams } from '../../schemas/transforms/domain.ts';
import { archetypeTitle, storyShapes as shapes } from '../story-shapes.ts';
import type { Transform } from './transform.ts';

/**
 * `storyShapes`: the six story shapes as the archetype chart draws them, from the book's best shape type (the
 * input): per shape and point `{name, part, mood, best}`, named as the content's archetype texts name them.
 */
export const storyShapes: Transform<FromSchema<typeof storyShapesParams>> = {
  name: 'storyShapes',
  apply(best, _params, env) {
    return shapes.flatMap((shape) => {
      const name = archetypeTitle(env.content.archetypes, shape.type, shape.name);
      return shape.points.map((mood, i) => ({ name, part: i * 25, mood, best: shape.type === best }));
    });
  },
};
