/**
 * A named transform: a pure, typed function from its input (and its parameters) to its output, linear or
 * n·log n in the input (docs/REPORTS.md, transforms). Definitions name transforms in a pipeline; the parameters are
 * checked at load by their schema (schemas/transforms). A transform whose input breaks its contract (a row without
 * the field it sorts by, a number where a list belongs) throws a TransformError naming the field, in Danish.
 */
import type { ReportContent } from '../bind.ts';
import { kindName, transformText } from '../messages.ts';

/** What a transform may read besides its input: the data sources, the content texts and the page's context. */
export interface TransformEnv {
  /** The data sources by alias (the root of a definition's paths). */
  readonly root: Readonly<Record<string, unknown>>;
  readonly content: ReportContent;
  readonly context: Readonly<Record<string, unknown>>;
  /** Every report's id by key, for links to another report (absent when the definition was loaded alone). */
  readonly reportIds?: Readonly<Record<string, number>>;
}

/** A path a transform's parameters name, for the load-time check against the model schemas. */
export interface NamedPath {
  /** The pointer of the parameter, relative to the transform. */
  readonly at: string;
  readonly path: string;
}

export interface Transform<P> {
  readonly name: string;
  apply(input: unknown, params: P, env: TransformEnv): unknown;
  /** Paths read from the data sources whatever the input (checked at load). */
  rootPaths?(params: P): NamedPath[];
  /** Paths read from the input (checked at load when the input is the data sources: a first step without `from`). */
  inputPaths?(params: P): NamedPath[];
  /** Report keys the parameters link to (checked at load against the loaded definitions). */
  reportKeys?(params: P): { at: string; key: string }[];
}

/** The input or data broke a transform's contract: shown in the block's error panel. */
export class TransformError extends Error {
  override readonly name = 'TransformError';
}

export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
}

/** The input as rows: nothing is no rows, one object one row (as JSONata gives a single match), else a list. */
export function asRows(input: unknown, transform: string): readonly unknown[] {
  if (input === undefined || input === null) return [];
  if (Array.isArray(input)) return input;
  if (typeof input === 'object') return [input];
  throw new TransformError(transformText.notAList(transform, kindName(kindOf(input))));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
