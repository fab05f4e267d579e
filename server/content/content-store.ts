/**
 * Content the content endpoints serve (rules, texts, tips, articles…), kept in the database and seeded at start
 * from the versioned files in seed/: a file whose version is newer than the stored one replaces it. The articles
 * entry is seed/articles.json (its version and the report categories) with the Markdown articles and their
 * illustrations of articles/ read into it. The texts content editors may change also have their versions in
 * editorial_versions (docs/EDITOR.md): a seed that replaces one is a new published version of it, and an editor's
 * publication replaces the served payload.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { editableContent } from '../../schemas/api/editor.ts';
import { assertValid } from '../../schemas/validate.ts';
import type { Db } from '../db/database.ts';
import { contentEntries } from '../db/schema.ts';
import { addVersion, publicationStamp, versionCount } from '../editor/versions.ts';
import { type ArticlesSeed, articlesDir, assertArticles, readArticleFolder } from './article-files.ts';
import { assertBands } from './recommendation-bands.ts';

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
    const editable = Object.hasOwn(editableContent, seed.name);
    if (stored && stored.seedVersion >= seed.version) {
      // An installation from before the editors' versions: what it serves becomes version 1.
      if (editable && (await versionCount(db, 'content', seed.name)) === 0)
        await addSeededVersion(db, seed.name, stored.payload, stored.seedVersion);
      continue;
    }
    await db
      .insert(contentEntries)
      .values({ name: seed.name, seedVersion: seed.version, payload: seed.payload as object })
      .onConflictDoUpdate({
        target: contentEntries.name,
        set: { seedVersion: seed.version, payload: seed.payload as object },
      });
    if (editable) await addSeededVersion(db, seed.name, seed.payload, seed.version);
  }
}

function addSeededVersion(db: Db, name: string, payload: unknown, seedVersion: number) {
  return addVersion(db, {
    kind: 'content',
    name,
    payload,
    state: 'published',
    authorId: null,
    note: `Fra seed-filen ${name}.json, version ${seedVersion}`,
    seedHash: `seed-v${seedVersion}`,
  });
}

/** An editor's publication of a content text: what the content endpoints serve from now on. */
export async function replaceContent(db: Db, name: string, payload: unknown): Promise<void> {
  await db
    .update(contentEntries)
    .set({ payload: payload as object })
    .where(eq(contentEntries.name, name));
  cache.delete(db);
}

/**
 * Each process keeps what it has read until something is published: every read first asks for the publication
 * stamp (one small indexed query), so an editor's publication takes effect in every process at once.
 */
interface CachedContent {
  stamp: number;
  entries: Map<string, { payload: unknown; json: string }>;
}
const cache = new WeakMap<Db, CachedContent>();

async function cachedEntry(db: Db, name: string) {
  const stamp = await publicationStamp(db, 'content');
  let cached = cache.get(db);
  if (!cached || cached.stamp !== stamp) {
    cached = { stamp, entries: new Map() };
    cache.set(db, cached);
  }
  const hit = cached.entries.get(name);
  if (hit) return hit;
  const [entry] = await db.select().from(contentEntries).where(eq(contentEntries.name, name));
  if (!entry) return undefined;
  const fresh = { payload: entry.payload, json: JSON.stringify(entry.payload) };
  cached.entries.set(name, fresh);
  return fresh;
}

export async function getContent<T>(db: Db, name: string): Promise<T | undefined> {
  return (await cachedEntry(db, name))?.payload as T | undefined;
}

/** The content serialised once, for answering it as is. */
export async function getContentJson(db: Db, name: string): Promise<string | undefined> {
  return (await cachedEntry(db, name))?.json;
}
