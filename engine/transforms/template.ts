import type { FromSchema } from 'json-schema-to-ts';
import type { templateParams } from '../../schemas/transforms/generic.ts';
import { readPath } from './path.ts';
import type { Transform } from './transform.ts';

/** A value as JSONata's `$string` writes it (numbers to 15 significant digits). */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A value as a reader reads it: numbers with the Danish decimal comma and no grouping ('15,03', '2026'). */
export function asDanishText(value: unknown): string {
  if (typeof value !== 'number') return asText(value);
  return Number(value.toPrecision(15)).toLocaleString('da-DK', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * `text` with each `{path}` replaced by that field of `value` (`{}` by the value itself); none gives ''. A
 * template is text a reader sees, so numbers are written the Danish way ('15,03 %').
 */
export function fillTemplate(text: string, value: unknown): string {
  return text.replace(/\{([^{}]*)\}/g, (_, path: string) => asDanishText(path === '' ? value : readPath(value, path)));
}

/** `template`: the input written into a text, e.g. 'Hovedperspektiv: {}'; nothing stays nothing. */
export const template: Transform<FromSchema<typeof templateParams>> = {
  name: 'template',
  apply(input, { text }) {
    return input === undefined ? undefined : fillTemplate(text, input);
  },
};
