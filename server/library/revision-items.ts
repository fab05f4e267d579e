/** Checks and filters stored revision data lists (library books, the trial report). */

import { contentSchemaId, type ModelName, type SectionName } from '../../schemas/models/index.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { assertValid } from '../../schemas/validate.ts';

export function assertItems(items: RevisionDataItem[], where: string): void {
  for (const item of items) {
    try {
      assertValid('revision-data/item', item);
      assertValid(contentSchemaId(item.model as ModelName, item.section as SectionName), item.content);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
  }
}

/** The items of the asked models and sections (absent: all), ordered by model and section. */
export function selectItems(items: RevisionDataItem[], models?: string[], sections?: string[]): RevisionDataItem[] {
  return items
    .filter((i) => (!models || models.includes(i.model)) && (!sections || sections.includes(i.section)))
    .sort((a, b) => a.model.localeCompare(b.model) || a.section.localeCompare(b.section));
}
