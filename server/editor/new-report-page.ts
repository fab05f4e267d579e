/**
 * A new report page made in the editor (docs/EDITOR.md, 'New report pages'): the request's problems in Danish,
 * and the definition it starts as, from a template: the page's heading, a text saying what the page is about,
 * and one data source per model it needs. It is stored as a draft like any other version; authors see it once
 * an editor publishes it.
 */
import type { NewReportPage } from '../../schemas/api/editor.ts';
import { type ModelName, modelContentSchemas, modelNames, type SectionName } from '../../schemas/models/index.ts';
import { reportIconIds } from '../../schemas/report-definition.ts';

export const maxTitleLength = 80;
const keyPattern = /^[a-z][a-z0-9-]*$/;
const maxKeyLength = 60;
/** Report ids above the spec's pages (1-21 are taken by the repository's pages; 0 is the dashboard). */
const firstFreeReportId = 22;
const lastReportId = 99;

export type Problem = { pointer: string; message: string };

/** What is wrong with a new page's request, before anything is stored; `taken` are the keys that have versions. */
export function newPageProblems(page: NewReportPage, taken: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const key = page.key.trim();
  if (!keyPattern.test(key) || key.length > maxKeyLength) {
    problems.push({
      pointer: '/key',
      message:
        'Nøglen må kun have små bogstaver a-z, tal og bindestreg, skal begynde med et bogstav og højst være ' +
        `${maxKeyLength} tegn (fx 'dialog-tempo').`,
    });
  } else if (taken.has(key)) {
    problems.push({ pointer: '/key', message: `Der findes allerede en side med nøglen '${key}'. Vælg en anden.` });
  }
  const title = page.title.trim();
  if (!title) problems.push({ pointer: '/title', message: 'Siden skal have en titel.' });
  else if (title.length > maxTitleLength) {
    problems.push({
      pointer: '/title',
      message: `Titlen er ${title.length} tegn; den må højst være ${maxTitleLength} tegn.`,
    });
  }
  if (!(reportIconIds as readonly string[]).includes(page.icon)) {
    problems.push({ pointer: '/icon', message: `Ukendt ikon '${page.icon}'.` });
  }
  if (page.models.length === 0) {
    problems.push({ pointer: '/models', message: 'Vælg mindst én model, siden skal vise data fra.' });
  }
  page.models.forEach((model, i) => {
    if (!(modelNames as readonly string[]).includes(model) || !modelContentSchemas[model as ModelName]) {
      problems.push({ pointer: `/models/${i}`, message: `Ukendt model '${model}'.` });
    }
  });
  if (page.after !== null && page.after !== undefined && !taken.has(page.after)) {
    problems.push({ pointer: '/after', message: `Der er ingen side med nøglen '${page.after}' at placere den efter.` });
  }
  return problems;
}

/** The smallest report id no page uses, or undefined when all are taken. */
export function freeReportId(used: ReadonlySet<number>): number | undefined {
  for (let id = firstFreeReportId; id <= lastReportId; id += 1) if (!used.has(id)) return id;
  return undefined;
}

/**
 * The menu place right after the page `after` (midway to the next one), or first (null). `orders` are the
 * menu places of the pages in the menu, ascending.
 */
export function menuOrderAfter(after: number | null, orders: readonly number[]): number {
  if (after === null) return Math.max(0, (orders[0] ?? 1) / 2);
  const next = orders.find((order) => order > after);
  return next === undefined ? Math.min(100, after + 1) : (after + next) / 2;
}

/** A data source's name for a model: `Legibility` → `legibility`, `GlobalAnalyzed` → `globalAnalyzed`. */
function sourceName(model: ModelName): string {
  return model[0]!.toLowerCase() + model.slice(1);
}

/** The definition a new page starts as. */
export function templateDefinition(page: NewReportPage, reportId: number, menuOrder: number): Record<string, unknown> {
  const data: Record<string, { model: ModelName; section: SectionName }> = {};
  for (const model of page.models as ModelName[]) {
    const sections = Object.keys(modelContentSchemas[model] ?? {}) as SectionName[];
    data[sourceName(model)] = { model, section: sections.includes('global') ? 'global' : sections[0]! };
  }
  return {
    key: page.key.trim(),
    reportId,
    title: page.title.trim(),
    icon: page.icon,
    menuOrder,
    data,
    blocks: [
      { type: 'header', id: 'header' },
      {
        type: 'message',
        id: 'intro',
        props: { text: 'Skriv her, hvad siden viser, og tilføj diagrammer og tabeller fra feltlisten.' },
      },
    ],
  };
}

/** The stored state the new page is fitted into: every report name with a version, their ids and menu places. */
export interface ReportPagesNow {
  /** Every report key with any version (published or only drafted). */
  keys: ReadonlySet<string>;
  /** The report ids the newest version of each name holds. */
  reportIds: ReadonlySet<number>;
  /** Menu places of the published pages by key (their `menuOrder`, else their reportId). */
  menuOrders: ReadonlyMap<string, number>;
}

/** Where a page's definition places it in the menu. */
export function menuOrderOf(json: unknown): number | undefined {
  const { menuOrder, reportId } = (json ?? {}) as { menuOrder?: unknown; reportId?: unknown };
  if (typeof menuOrder === 'number') return menuOrder;
  return typeof reportId === 'number' ? reportId : undefined;
}

/** The new page's definition in `now`, or its problems. */
export function newPageDefinition(
  page: NewReportPage,
  now: ReportPagesNow,
): { definition: Record<string, unknown>; reportId: number } | { problems: Problem[] } {
  const problems = newPageProblems(page, now.keys);
  if (problems.length > 0) return { problems };
  const reportId = freeReportId(now.reportIds);
  if (reportId === undefined) {
    return { problems: [{ pointer: '', message: 'Der er ikke flere ledige rapportnumre (højst 99 sider).' }] };
  }
  const orders = [...now.menuOrders.values()].filter((order) => order > 0).sort((a, b) => a - b);
  const after = page.after ? (now.menuOrders.get(page.after) ?? null) : null;
  return { definition: templateDefinition(page, reportId, menuOrderAfter(after, orders)), reportId };
}
