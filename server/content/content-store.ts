/**
 * Content the content endpoints serve (rules, texts, tips, articles…), kept in the database and seeded at start
 * from the versioned files in seed/: a file whose version is newer than the stored one replaces it. The articles
 * entry is seed/articles.json (its version and the report categories) with the Markdown articles and their
 * illustrations of articles/ read into it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { assertValid } from '../../schemas/validate.ts';
import type { Db } from '../db/database.ts';
import { contentEntries } from '../db/schema.ts';
import { articlesDir, readArticleFolder } from './article-files.ts';
import { type ArticlesSeed, assertArticles } from './articles.ts';
import { assertBands } from './recommendations.ts';

const seedDir = fileURLToPath(new URL('./seed/', import.meta.url));

export interface ContentSeed {
  name: string;
  version: number;
  /** The `$id` of the API schema the payload must satisfy; null for internal content with its own check. */
  schema: string | null;
  payload: unknown;
}

const internalChecks: Record<string, (payload: unknown) => void> = {
  'recommendations.json': assertBands,
  'articles.json': assertArticles,
};

function checkInternal(file: string, payload: unknown): void {
  const check = internalChecks[file];
  if (!check) throw new Error(`Content seed ${file} names no schema and has no check`);
  check(payload);
}

/** The articles seed: the categories of articles.json with the articles of the folder. */
function withArticles(payload: unknown, folder: string): ArticlesSeed {
  const { reportCategories } = payload as Pick<ArticlesSeed, 'reportCategories'>;
  return { reportCategories, posts: readArticleFolder(folder, reportCategories ?? {}) };
}

export function readContentSeeds(dir = seedDir, articleFolder = articlesDir): ContentSeed[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const seed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ContentSeed;
      if (file === 'articles.json') seed.payload = withArticles(seed.payload, articleFolder);
      if (seed.schema) assertValid(seed.schema, seed.payload);
      else checkInternal(file, seed.payload);
      return { ...seed, name: file.replace(/\.json$/, '') };
    });
}

export async function seedContent(db: Db, seeds = readContentSeeds()): Promise<void> {
  cache.delete(db);
  for (const seed of seeds) {
    const [stored] = await db.select().from(contentEntries).where(eq(contentEntries.name, seed.name));
    if (stored && stored.seedVersion >= seed.version) continue;
    await db
      .insert(contentEntries)
      .values({ name: seed.name, seedVersion: seed.version, payload: seed.payload as object })
      .onConflictDoUpdate({
        target: contentEntries.name,
        set: { seedVersion: seed.version, payload: seed.payload as object },
      });
  }
}

/**
 * Content is written only by the seeding at start, so each process keeps what it has read. (During a rolling
 * deployment an old process keeps serving the content of its own version, which is what its code expects.)
 */
const cache = new WeakMap<Db, Map<string, { payload: unknown; json: string }>>();

async function cachedEntry(db: Db, name: string) {
  const entries = cache.get(db) ?? new Map<string, { payload: unknown; json: string }>();
  cache.set(db, entries);
  const cached = entries.get(name);
  if (cached) return cached;
  const [entry] = await db.select().from(contentEntries).where(eq(contentEntries.name, name));
  if (!entry) return undefined;
  const fresh = { payload: entry.payload, json: JSON.stringify(entry.payload) };
  entries.set(name, fresh);
  return fresh;
}

export async function getContent<T>(db: Db, name: string): Promise<T | undefined> {
  return (await cachedEntry(db, name))?.payload as T | undefined;
}

/** The content serialised once, for answering it as is. */
export async function getContentJson(db: Db, name: string): Promise<string | undefined> {
  return (await cachedEntry(db, name))?.json;
}
