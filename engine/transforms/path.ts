/**
 * Field paths and value references of transform parameters: 'a.b.c' read as JSONata reads a path (a list on the
 * way is mapped over and flattened), `$content.x` and `$context.x` from those. Only own properties are read.
 */
import { displayClassName } from '../class-names.ts';
import { transformText } from '../messages.ts';
import { isRecord, type TransformEnv, TransformError } from './transform.ts';

export function readPath(value: unknown, path: string, env?: TransformEnv): unknown {
  // One name on a row: the common case, read directly.
  if (!path.includes('.') && path[0] !== '$' && !Array.isArray(value))
    return isRecord(value) && Object.hasOwn(value, path) ? value[path] : undefined;
  const names = path.split('.');
  let current: unknown = value;
  if (names[0] === '$content' || names[0] === '$context') {
    current = names[0] === '$content' ? env?.content : env?.context;
    names.shift();
  }
  for (const name of names) {
    if (Array.isArray(current)) {
      const next: unknown[] = [];
      for (const item of current) {
        const field = isRecord(item) && Object.hasOwn(item, name) ? item[name] : undefined;
        if (Array.isArray(field)) for (const inner of field) next.push(inner);
        else if (field !== undefined) next.push(field);
      }
      current = next;
    } else current = isRecord(current) && Object.hasOwn(current, name) ? current[name] : undefined;
  }
  return current;
}

/** A row's field; a row without it breaks the transform's contract. */
export function requiredField(row: unknown, field: string, index: number, transform: string): unknown {
  const value = readPath(row, field);
  if (value === undefined || value === null)
    throw new TransformError(transformText.missingField(transform, field, index));
  return value;
}

/** The path as a JSONata path (each name quoted), for the load-time field check. */
export function pathAsFormula(path: string): string {
  return path
    .split('.')
    .map((name) => (name.startsWith('$') ? name : `\`${name.replace(/`/g, '')}\``))
    .join('.');
}

export type ValueRef =
  | string
  | { field: string }
  | { className: string }
  | { value: unknown }
  | { mean: string; empty?: number }
  | { max: string; empty?: number }
  | { min: string; empty?: number }
  | { sum: string; empty?: number }
  | { count: string; empty?: number }
  | { per: readonly string[]; times?: number };

const aggregates = ['mean', 'max', 'min', 'sum', 'count'] as const;
const referenceKeys = new Set<string>(['field', 'className', 'value', 'per', 'times', 'empty', ...aggregates]);

/** Whether an object of a `rows` row is a reference (only reference keys) rather than a constant. */
export function isValueRef(value: unknown): value is ValueRef {
  if (typeof value === 'string') return false;
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => referenceKeys.has(key));
}

function numbers(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/** The value a reference names in `input`. */
export function resolveRef(ref: ValueRef, input: unknown, env: TransformEnv): unknown {
  if (typeof ref === 'string') return readPath(input, ref, env);
  if ('field' in ref) return readPath(input, ref.field, env);
  if ('value' in ref) return ref.value;
  if ('className' in ref) {
    const name = readPath(input, ref.className, env);
    return typeof name === 'string' ? displayClassName(name) : name;
  }
  if ('per' in ref) {
    const [a, b] = ref.per.map((path) => readPath(input, path, env));
    if (typeof a !== 'number' || typeof b !== 'number') return undefined;
    return b === 0 ? 0 : (a / b) * (ref.times ?? 1);
  }
  for (const op of aggregates) {
    if (!(op in ref)) continue;
    const path = (ref as unknown as Record<string, string>)[op] as string;
    const raw = readPath(input, path, env);
    if (op === 'count') return Array.isArray(raw) ? raw.length : raw === undefined ? 0 : 1;
    const values = numbers(raw);
    if (values.length === 0) return (ref as { empty?: number }).empty;
    if (op === 'sum') return values.reduce((a, b) => a + b, 0);
    if (op === 'mean') return values.reduce((a, b) => a + b, 0) / values.length;
    return op === 'max' ? values.reduce((a, b) => Math.max(a, b)) : values.reduce((a, b) => Math.min(a, b));
  }
  return undefined;
}

/** The paths a reference reads (for the load-time check). */
export function refPaths(ref: ValueRef, at: string): { at: string; path: string }[] {
  if (typeof ref === 'string') return [{ at, path: ref }];
  if ('value' in ref) return [];
  if ('per' in ref) return ref.per.map((path, i) => ({ at: `${at}/per/${i}`, path }));
  for (const key of ['field', 'className', ...aggregates] as const)
    if (key in ref) return [{ at: `${at}/${key}`, path: (ref as unknown as Record<string, string>)[key] as string }];
  return [];
}
