import type { BlockPropsSpec } from '../../index.ts';

/** The load-time props check of a block type, read from its props schema. */
export function specOf(schema: { properties: object; required?: readonly string[] }): BlockPropsSpec {
  return { props: Object.keys(schema.properties), required: schema.required ?? [] };
}
