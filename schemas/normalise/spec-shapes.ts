/**
 * Content the spec words more loosely than the canonical schemas, brought to the canonical shape before
 * validation so a page does not fail on it: ShowingTelling's show_tell_value above 1 (older analyses sent
 * it unbounded) is capped to 1, which the pages show as 100 %.
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
  return typeof value === 'number' && value > 1 ? { ...content, show_tell_value: 1 } : content;
}
