/** Every report page of a report (Global Score to Udsagnsord) carries the editorial blocks, and the seeded content has them. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const reportsDir = new URL('../../../reports/', import.meta.url);
const seed = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../server/content/seed/${name}.json`, import.meta.url), 'utf8')).payload;

const pages = readdirSync(reportsDir)
  .filter((file) => file.endsWith('.report.json'))
  .map(
    (file) =>
      JSON.parse(readFileSync(new URL(file, reportsDir), 'utf8')) as {
        key: string;
        reportId: number;
        blocks: { type: string }[];
      },
  )
  // Pages after 20 (21 Kapitler) have no editorial texts yet: the content API serves report ids 1-20.
  .filter((page) => page.reportId >= 2 && page.reportId <= 20 && page.reportId !== 10);

describe('editorial content on every report page', () => {
  it.each(pages.map((page) => [page.key, page] as const))(
    '%s has tips, info buttons, what-is and articles',
    (_key, page) => {
      const types = new Set(page.blocks.map((block) => block.type));
      for (const type of ['tips', 'infoButtons', 'whatIs', 'articles']) expect(types, type).toContain(type);
      const id = page.reportId;
      expect(seed('tips').some((tip: { report: number }) => tip.report === id)).toBe(true);
      expect(seed('infos').some((info: { report: number }) => info.report === id)).toBe(true);
      expect(seed('whatIs').some((entry: { report: number }) => entry.report === id)).toBe(true);
      expect(seed('articles').reportCategories[String(id)]).toBeTypeOf('number');
    },
  );
});
