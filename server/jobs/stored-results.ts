/**
 * An analysis' results as the database stores them: each model's content and each model's passages as JSON text,
 * checked against their schemas. Made in the analysis thread: the server's event loop then receives a few strings
 * instead of the object graph of every result (reading it from the thread held the loop for 0.1 s after a
 * 10,000,000-byte upload, and writing it out as JSON again once more; issue 32 point 3).
 */
import type { RevisionPassages } from '../../analysis/index.ts';
import { contentSchemaId } from '../../schemas/models/index.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { validate } from '../../schemas/validate.ts';

export interface StoredResults {
  /** One row per model and section: its content as JSON text. */
  items: { model: RevisionDataItem['model']; section: RevisionDataItem['section']; json: string }[];
  /** One row per model: its passages as JSON text. */
  passages: { model: string; json: string }[];
}

/** Every result that fails its model's schema, as `Model/section/pointer: message`. */
export function invalidItems(items: readonly RevisionDataItem[]): string[] {
  return items.flatMap((item) => {
    const result = validate(contentSchemaId(item.model, item.section), item.content);
    return result.ok
      ? []
      : [`${item.model}/${item.section}${result.issues[0]?.pointer ?? ''}: ${result.issues[0]?.message}`];
  });
}

export function storedResults(items: readonly RevisionDataItem[], passages: RevisionPassages = {}): StoredResults {
  return {
    items: items.map(({ model, section, content }) => ({ model, section, json: JSON.stringify(content) })),
    passages: Object.entries(passages).map(([model, content]) => ({ model, json: JSON.stringify(content) })),
  };
}
