import type { FromSchema } from 'json-schema-to-ts';
import type { roundParams } from '../../schemas/transforms/generic.ts';
import { transformText } from '../messages.ts';
import { asRows, isRecord, type Transform, TransformError } from './transform.ts';

/**
 * Rounds half to even at `decimals`, exactly as JSONata's `$round` does (so 2.5 → 2, 3.5 → 4): the decimal point is
 * shifted in the number's text, not by multiplying, and −0 is 0.
 */
export function roundHalfEven(value: number, decimals = 0): number {
  const shift = (n: number, by: number) => {
    const [digits, exponent] = n.toString().split('e');
    return Number(`${digits}e${exponent ? Number(exponent) + by : by}`);
  };
  const shifted = decimals ? shift(value, decimals) : value;
  let result = Math.round(shifted);
  if (Math.abs(result - shifted) === 0.5 && Math.abs(result % 2) === 1) result -= 1;
  if (decimals) result = shift(result, -decimals);
  return Object.is(result, -0) ? 0 : result;
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
