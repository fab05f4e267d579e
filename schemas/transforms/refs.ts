/**
 * What a definition's transforms read and compare, as data (docs/REPORTS.md, transforms). Schemas only: the
 * engine's transforms (engine/transforms) implement them.
 */

/** A field path: names joined by '.', read from the transform's input (`$content.`/`$context.` read those). */
export const fieldPath = {
  type: 'string',
  pattern: '^(\\$content|\\$context|[^.$][^.]*)(\\.[^.]+)*$',
  maxLength: 120,
  description: "A field path: names joined by '.'.",
} as const;

/**
 * A value read from the input: a field path, a constant (`{value}`), a genre or audience class as the product names
 * it (`{className}`: Spaending → Spænding), an aggregate of the values a path gives
 * (`{mean}`, `{max}`, `{min}`, `{sum}`, `{count}`), or a ratio (`{per: [a, b], times}`: a / b × times, 0 when b is 0).
 */
export const valueRef = {
  anyOf: [
    fieldPath,
    {
      type: 'object',
      additionalProperties: false,
      required: ['field'],
      properties: { field: fieldPath },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      properties: { value: {} },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['className'],
      properties: { className: fieldPath },
    },
    ...(['mean', 'max', 'min', 'sum', 'count'] as const).map(
      (op) =>
        ({
          type: 'object',
          additionalProperties: false,
          required: [op],
          properties: { [op]: fieldPath, empty: { type: 'number' } },
        }) as const,
    ),
    {
      type: 'object',
      additionalProperties: false,
      required: ['per'],
      properties: {
        per: { type: 'array', items: fieldPath, minItems: 2, maxItems: 2 },
        times: { type: 'number' },
      },
    },
  ],
} as const;

export const comparisonOps = ['=', '!=', '<', '<=', '>', '>=', 'exists', 'missing', 'empty', 'notEmpty'] as const;

/**
 * A condition as data: the value at `field` (the whole value without it) compared by `op` with `value`. 'exists'
 * and 'missing' ask whether there is a value (null counts as none); 'empty' is no value, an empty list or an
 * object without fields.
 */
export const comparison = {
  type: 'object',
  additionalProperties: false,
  required: ['op'],
  properties: {
    field: fieldPath,
    op: { type: 'string', enum: comparisonOps },
    value: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
  },
} as const;

/** A transform's parameters: `type` naming it, the given properties, nothing else. */
export const shape = <
  const T extends string,
  const P extends Record<string, unknown>,
  const R extends readonly string[],
>(
  type: T,
  properties: P,
  required: R,
) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['type', ...required],
    properties: { type: { const: type }, ...properties },
  }) as const;
