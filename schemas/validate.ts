/**
 * Validation through the ahead-of-time compiled validators (no `new Function` at run time).
 * A failure names the JSON pointer of each offending value.
 * The validators are compiled in groups (build-validators.ts). In Node (the server, the tests, the scripts) every
 * group is loaded when this module is, so validate() works at once; the web app loads a group when it first
 * needs it (`await loadValidators(schemaId)`), so a page carries only the validators it uses.
 */
import { type CompiledValidator, groupOfSchema, loadGroup } from './generated/validators.js';

type GroupLoaders = Record<string, () => Promise<{ validatorsById: Record<string, CompiledValidator> }>>;

/**
 * Loads a group of validators into `into` once for all callers at the same time and after; a group that did not load
 * (a chunk the network lost, started ahead by app/main.tsx) is asked for again by the next caller.
 */
export function validatorGroupLoader(
  loaders: GroupLoaders,
  into: Record<string, CompiledValidator>,
): (group: string) => Promise<void> {
  const loadedGroups = new Map<string, Promise<void>>();
  return (group) => {
    let loading = loadedGroups.get(group);
    if (!loading) {
      loading = loaders[group]!().then(
        (module) => {
          Object.assign(into, module.validatorsById);
        },
        (error: unknown) => {
          loadedGroups.delete(group);
          throw error;
        },
      );
      loadedGroups.set(group, loading);
    }
    return loading;
  };
}

const validatorsById: Record<string, CompiledValidator> = {};
const loadValidatorGroup = validatorGroupLoader(loadGroup, validatorsById);

/** Loads the validators of the groups these schemas belong to (once; later calls return at once). */
export async function loadValidators(...schemaIds: string[]): Promise<void> {
  const groups = new Set(schemaIds.map((id) => groupOfSchema[id]).filter((group) => group !== undefined));
  await Promise.all([...groups].map(loadValidatorGroup));
}

if (typeof process !== 'undefined' && process.versions?.node) {
  await Promise.all(Object.keys(loadGroup).map(loadValidatorGroup));
}

export interface ValidationIssue {
  /** JSON pointer into the validated value, '' for the value itself. */
  pointer: string;
  message: string;
  /** The JSON Schema keyword that failed and its parameters (Ajv's), for callers that word their own messages. */
  keyword?: string;
  params?: Record<string, unknown>;
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
  return schemaId in groupOfSchema;
}

/** Validates `data` against the registered schema `schemaId`. Unknown ids are a programming error. */
export function validate<T = unknown>(schemaId: string, data: unknown): ValidationResult<T> {
  const validator = validatorsById[schemaId];
  if (!validator && hasSchema(schemaId)) {
    throw new Error(`The validators of '${schemaId}' are not loaded yet: await loadValidators('${schemaId}') first.`);
  }
  if (!validator) throw new Error(`No compiled validator for schema '${schemaId}'. Run npm run gen:validators.`);
  if (validator(data)) return { ok: true, value: data as T };
  const issues = (validator.errors ?? []).map((e) => ({
    pointer: e.instancePath,
    message: describe(e.keyword, e.params, e.message),
    keyword: e.keyword,
    params: e.params,
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
