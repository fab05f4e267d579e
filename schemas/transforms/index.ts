/**
 * Every named transform a definition may use, by name, with the schema of its parameters (docs/REPORTS.md).
 * The definition format (schemas/report-definition.ts) checks a pipeline's transforms against these; the engine
 * implements each in engine/transforms/<name>.ts.
 */
import * as domain from './domain.ts';
import * as generic from './generic.ts';

type ParamsSchema = { readonly properties: { readonly type: { readonly const: string } } };

const all = [...Object.values(generic), ...Object.values(domain)] as readonly ParamsSchema[];

export const transformParamsSchemas = Object.fromEntries(
  all.map((schema) => [schema.properties.type.const, schema]),
) as Readonly<Record<string, ParamsSchema>>;

export const transformNames = Object.keys(transformParamsSchemas).sort();
