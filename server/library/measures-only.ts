/**
 * What the reference library keeps of an analysed book: measures only, never its text. Every model except Chunk
 * (the parts' text); clichés without their sentences. Used for the seeded library (bench/build-library.ts) and for
 * books admins add by upload.
 */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';

export function measuresOnly(items: readonly RevisionDataItem[]): RevisionDataItem[] {
  return items
    .filter((item) => item.model !== 'Chunk')
    .map((item) => {
      if (item.model !== 'Cliches') return item;
      const content = item.content as { number_of_cliches: number; groups: { sentences: unknown[] }[] };
      return { ...item, content: { ...content, groups: content.groups.map((group) => ({ ...group, sentences: [] })) } };
    });
}
