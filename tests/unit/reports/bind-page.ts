import { readFileSync } from 'node:fs';
import {
  type BoundBlock,
  bindBlock,
  type CompiledBlock,
  collectingLogger,
  loadReportDefinitions,
  prepareSources,
  type ReportContext,
} from '../../../engine/index.ts';
import { fullCheckOptions } from '../../../engine/react/check-options.ts';
import { readReportFiles } from '../../../engine/report-files.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';

export const fixtureData: RevisionDataItem[] = JSON.parse(
  readFileSync('tests/fixtures/reports/revision-data.json', 'utf8'),
);
export const fixtureContent: Record<string, unknown> = JSON.parse(
  readFileSync('tests/fixtures/reports/content.json', 'utf8'),
);

let loaded: ReturnType<typeof loadReportDefinitions> | undefined;

/** A page of reports/, loaded with every other (so `$reportId` knows them all) and every check. */
export function loadPage(key: string) {
  loaded ??= loadReportDefinitions(readReportFiles(), fullCheckOptions);
  const definition = loaded.definitions.find((d) => d.key === key);
  if (!definition) throw new Error(`${key}: ${loaded.failures.map((f) => f.message).join('\n') || 'no such page'}`);
  return definition;
}

function findBlock(blocks: readonly CompiledBlock[], id: string): CompiledBlock | undefined {
  for (const block of blocks) {
    if (block.id === id) return block;
    const inner = findBlock([...block.blocks, ...block.tabs.flatMap((t) => t.blocks)], id);
    if (inner) return inner;
  }
  return undefined;
}

/** Replaces the content of one model section in the fixture data. */
export function withSection(model: string, section: string, content: unknown): RevisionDataItem[] {
  return fixtureData.map((item) => (item.model === model && item.section === section ? { ...item, content } : item));
}

export function sectionOf<T>(model: string, section: string): T {
  const item = fixtureData.find((d) => d.model === model && d.section === section);
  if (!item) throw new Error(`no fixture for ${model}/${section}`);
  return structuredClone(item.content) as T;
}

/** Runs the bind stage of one block of a page (found at any depth) and returns its result. */
export async function bindPageBlock(
  key: string,
  blockId: string,
  options: { data?: RevisionDataItem[]; content?: Record<string, unknown>; context?: Partial<ReportContext> } = {},
): Promise<BoundBlock> {
  const definition = loadPage(key);
  const block = findBlock(definition.blocks, blockId);
  if (!block) throw new Error(`no block ${blockId} in ${key}`);
  const logger = collectingLogger();
  const sources = prepareSources(definition, options.data ?? fixtureData, logger);
  const context: ReportContext = {
    reportId: definition.reportId,
    isAdmin: false,
    isTrial: false,
    isSimilarBook: false,
    revisionId: 'rev-1',
    ...options.context,
  };
  return bindBlock(block, { sources, content: options.content ?? fixtureContent, context, logger, source: key });
}

/** The bound props of a block that must be ready. */
export async function propsOf(key: string, blockId: string, options: Parameters<typeof bindPageBlock>[2] = {}) {
  const bound = await bindPageBlock(key, blockId, options);
  if (bound.state !== 'ready') throw new Error(`${key}/${blockId} is ${bound.state}: ${JSON.stringify(bound)}`);
  return bound.props as Record<string, unknown>;
}
