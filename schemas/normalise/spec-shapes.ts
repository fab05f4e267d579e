/**
 * Content the spec words more loosely than the canonical schemas, brought to the canonical shape before
 * validation so a page does not fail on it: ShowingTelling's show_tell_value outside 0..1 (older analyses sent
 * it unbounded; a value below 0 reaches the page from other sources) is clamped to 0..1 (spec: gauge values clamp
 * to 0-1), which the pages show as an empty gauge (0 %) or a full one (100 %).
 */
import type { RevisionDataItem } from '../revision-data.ts';

/** Returns the items with the spec's looser shapes made canonical; other items are returned as they are. */
export function normaliseSpecShapes(items: readonly RevisionDataItem[]): RevisionDataItem[] {
  return items.map((item) =>
    item.model === 'ShowingTelling' ? { ...item, content: capShowTell(item.content) } : item,
  );
}

function capShowTell(content: unknown): unknown {
  if (Array.isArray(content)) return content.map(capShowTell);
  if (typeof content !== 'object' || content === null) return content;
  const value = (content as { show_tell_value?: unknown }).show_tell_value;
  if (typeof value !== 'number' || (value >= 0 && value <= 1)) return content;
  return { ...content, show_tell_value: value > 1 ? 1 : 0 };
}
