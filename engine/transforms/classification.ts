/** The genre and audience classes shown, as named transforms over engine/rules/shown-classes.ts (one reading). */
import type { FromSchema } from 'json-schema-to-ts';
import type { classesShownParams, secondaryClassParams } from '../../schemas/transforms/domain.ts';
import { secondaryClassText, shownClasses } from '../rules/shown-classes.ts';
import type { Transform } from './transform.ts';

/** `classesShown`: the top class, and the second when the top does not stand out (under 50 % and 1.2 × the second). */
export const classesShown: Transform<FromSchema<typeof classesShownParams>> = {
  name: 'classesShown',
  apply: (input) => shownClasses(input),
};

/** `secondaryClass`: 'Sekundær {kind}: Gys (30 %)' for the second class shown, or nothing. */
export const secondaryClass: Transform<FromSchema<typeof secondaryClassParams>> = {
  name: 'secondaryClass',
  apply: (input, { kind }) => secondaryClassText(input, kind),
};
