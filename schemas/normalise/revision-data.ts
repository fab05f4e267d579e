/**
 * Normalisation of stored revision data to the one canonical shape, by the revision's modelVersion (1..4).
 * Runs once where revision data leaves storage (the server, before validating and serving it); everything after
 * sees only canonical content. Pure: the input is never changed.
 */
import type { RevisionDataItem } from '../revision-data.ts';
import { dialogueKeyRenames } from './dialogue-keys.ts';
import { normaliseSpecShapes } from './spec-shapes.ts';

export class NormalisationError extends Error {
  override name = 'NormalisationError';
}

/** Returns the revision data of a revision of `modelVersion` in the canonical shape. */
export function normaliseRevisionData(items: readonly RevisionDataItem[], modelVersion: number): RevisionDataItem[] {
  if (!Number.isInteger(modelVersion) || modelVersion < 1) {
    throw new NormalisationError(`modelVersion must be a positive integer, got ${String(modelVersion)}`);
  }
  const renames = dialogueKeyRenames(modelVersion);
  if (renames.size === 0) return normaliseSpecShapes(items.map((item) => ({ ...item })));
  const renamed = items.map((item) =>
    item.model === 'Dialogue'
      ? { ...item, content: renameContentKeys(item.content, renames, item.section) }
      : { ...item },
  );
  return normaliseSpecShapes(renamed);
}

/** Renames keys of an object content, or of each object of an array content (a parts section). */
function renameContentKeys(content: unknown, renames: ReadonlyMap<string, string>, section: string): unknown {
  if (Array.isArray(content)) return content.map((entry) => renameContentKeys(entry, renames, section));
  if (typeof content !== 'object' || content === null) return content;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) {
    const target = renames.get(key) ?? key;
    if (Object.hasOwn(result, target)) {
      throw new NormalisationError(`Dialogue/${section}: both '${key}' and '${target}' are present`);
    }
    result[target] = value;
  }
  return result;
}
