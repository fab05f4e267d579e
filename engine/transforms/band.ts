import type { FromSchema } from 'json-schema-to-ts';
import type { bandParams } from '../../schemas/transforms/generic.ts';
import { transformText } from '../messages.ts';
import { isRecord, type Transform, TransformError } from './transform.ts';

interface Band {
  min: number;
  max: number;
  [field: string]: unknown;
}

/**
 * `band` (look up a band): the first band whose min ≤ value ≤ max, from the content text `content` (e.g. 'lix')
 * when the editors gave one, else from `fallback`. With `floor`, the value is rounded down first; with `openTop`,
 * the band with the largest max also takes every value above it. Nothing in gives nothing out.
 */
export const band: Transform<FromSchema<typeof bandParams>> = {
  name: 'band',
  apply(input, { content, fallback, openTop, floor }, env) {
    if (input === undefined || input === null) return undefined;
    if (typeof input !== 'number') throw new TransformError(transformText.notANumber('band', '', 0));
    const value = floor ? Math.floor(input) : input;
    const given = content === undefined ? undefined : env.content[content];
    const bands = (Array.isArray(given) && given.length > 0 ? given : fallback).filter(
      (b): b is Band => isRecord(b) && typeof b.min === 'number' && typeof b.max === 'number',
    );
    const highest = bands.reduce<Band | undefined>((top, b) => (!top || b.max > top.max ? b : top), undefined);
    return bands.find((b) => value >= b.min && (value <= b.max || (openTop && b === highest)));
  },
};
