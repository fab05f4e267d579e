/**
 * Normalisation of stored revision data to the one canonical shape, by the revision's modelVersion. Each version
 * is read by its own key names only (spec §3: 1-2 'verbs in dialog count', 3 hyphenated, 4 space-separated,
 * otherwise hyphenated): a modelVersion of 5, none or a malformed one is 'otherwise', never a failed report, and
 * a key of another version beside the version's own is not read. Runs once where revision data is read; everything
 * after sees only canonical content. Pure: the input is never changed.
 */
import type { RevisionDataItem } from '../revision-data.ts';
import { dialogueKeyRenames } from './dialogue-keys.ts';
import { normaliseSpecShapes } from './spec-shapes.ts';

/** Returns the revision data of a revision of `modelVersion` in the canonical shape. */
export function normaliseRevisionData(
  items: readonly RevisionDataItem[],
  modelVersion: number | null | undefined,
): RevisionDataItem[] {
  const known = typeof modelVersion === 'number' && Number.isInteger(modelVersion) && modelVersion >= 1;
  const renames = known ? dialogueKeyRenames(modelVersion) : new Map<string, string>();
  if (renames.size === 0) return normaliseSpecShapes(items.map((item) => ({ ...item })));
  const renamed = items.map((item) =>
    item.model === 'Dialogue' ? { ...item, content: renameContentKeys(item.content, renames) } : { ...item },
  );
  return normaliseSpecShapes(renamed);
}

/**
 * Renames keys of an object content, or of each object of an array content (a parts section). The version's own
 * key wins over a canonical key of the same meaning that stands beside it (that one is of another version).
 */
function renameContentKeys(content: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(content)) return content.map((entry) => renameContentKeys(entry, renames));
  if (typeof content !== 'object' || content === null) return content;
  const replaced = new Set(renames.values());
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) {
    if (replaced.has(key)) continue;
    result[renames.get(key) ?? key] = value;
  }
  return result;
}
