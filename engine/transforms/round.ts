import type { FromSchema } from 'json-schema-to-ts';
import type { roundParams } from '../../schemas/transforms/generic.ts';
import { transformText } from '../messages.ts';
import { asRows, isRecord, type Transform, TransformError } from './transform.ts';

/** Rounds half to even at `decimals`, as JSONata's `$round` does (so 2.5 → 2, 3.5 → 4). */
export function roundHalfEven(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(15));
  const floor = Math.floor(scaled);
  const rest = scaled - floor;
  const rounded = rest > 0.5 ? floor + 1 : rest < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  return rounded / factor;
}

/**
 * `round`: a number (or each row's `field`, written back or under `as`) rounded half to even at `decimals`
 * (default 0). Nothing stays nothing; a row whose field is not a number breaks the contract.
 */
export const round: Transform<FromSchema<typeof roundParams>> = {
  name: 'round',
  apply(input, { field, decimals, as }) {
    if (field === undefined) {
      if (input === undefined) return undefined;
      if (typeof input !== 'number') throw new TransformError(transformText.notANumber('round', '', 0));
      return roundHalfEven(input, decimals);
    }
    return asRows(input, 'round').map((row, index) => {
      const value = isRecord(row) ? row[field] : undefined;
      if (value === undefined) return row;
      if (typeof value !== 'number') throw new TransformError(transformText.notANumber('round', field, index));
      return { ...(row as object), [as ?? field]: roundHalfEven(value, decimals) };
    });
  },
};
