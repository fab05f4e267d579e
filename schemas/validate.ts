/**
 * Validation through the ahead-of-time compiled validators (no `new Function` at run time).
 * A failure names the JSON pointer of each offending value.
 */
import { validatorsById } from './generated/validators.js';

export interface ValidationIssue {
  /** JSON pointer into the validated value, '' for the value itself. */
  pointer: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

export class SchemaValidationError extends Error {
  constructor(
    readonly schemaId: string,
    readonly issues: ValidationIssue[],
  ) {
    super(`${schemaId}: ${issues.map((i) => `${i.pointer || '/'} ${i.message}`).join('; ')}`);
    this.name = 'SchemaValidationError';
  }
}

export function hasSchema(schemaId: string): boolean {
  return schemaId in validatorsById;
}

/** Validates `data` against the registered schema `schemaId`. Unknown ids are a programming error. */
export function validate<T = unknown>(schemaId: string, data: unknown): ValidationResult<T> {
  const validator = validatorsById[schemaId];
  if (!validator) throw new Error(`No compiled validator for schema '${schemaId}'. Run npm run gen:validators.`);
  if (validator(data)) return { ok: true, value: data as T };
  const issues = (validator.errors ?? []).map((e) => ({
    pointer: e.instancePath,
    message: describe(e.keyword, e.params, e.message),
  }));
  return { ok: false, issues };
}

/** Like validate(), but throws a SchemaValidationError naming the pointers. */
export function assertValid<T = unknown>(schemaId: string, data: unknown): T {
  const result = validate<T>(schemaId, data);
  if (!result.ok) throw new SchemaValidationError(schemaId, result.issues);
  return result.value;
}

function describe(keyword: string, params: Record<string, unknown>, message?: string): string {
  if (keyword === 'additionalProperties') return `has unknown property '${String(params.additionalProperty)}'`;
  if (keyword === 'required') return `is missing required property '${String(params.missingProperty)}'`;
  return message ?? keyword;
}
