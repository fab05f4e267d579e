/**
 * Request validation: path parameters and query strings arrive as text and are coerced to the schema's types
 * (page=2 → 2); JSON bodies are not coerced, so a wrong type in a body is refused rather than converted.
 * Unknown fields are refused everywhere (removeAdditional false; every request schema has additionalProperties
 * false), and defaults (page 1, pageSize 20) are filled in.
 */
import { Ajv, type Options } from 'ajv';
import type { FastifyInstance, FastifySchema } from 'fastify';

const common: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

export function installValidation(app: FastifyInstance): void {
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  const exact = new Ajv({ ...common, coerceTypes: false });
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? exact : coercing).compile(schema as object),
  );
}
