import type { FromSchema } from 'json-schema-to-ts';
import type { templateParams } from '../../schemas/transforms/generic.ts';
import { readerText } from '../format.ts';
import { readPath } from './path.ts';
import type { Transform } from './transform.ts';

/** A value as JSONata's `$string` writes it (numbers to 15 significant digits). */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * `text` with each `{path}` replaced by that field of `value` (`{}` by the value itself); none gives ''. A
 * template is text a reader sees, so numbers are written the Danish way ('15,03 %').
 */
export function fillTemplate(text: string, value: unknown): string {
  return text.replace(/\{([^{}]*)\}/g, (_, path: string) => readerText(path === '' ? value : readPath(value, path)));
}

/** `template`: the input written into a text, e.g. 'Hovedperspektiv: {}'; nothing stays nothing. */
export const template: Transform<FromSchema<typeof templateParams>> = {
  name: 'template',
  apply(input, { text }) {
    return input === undefined ? undefined : fillTemplate(text, input);
  },
};
