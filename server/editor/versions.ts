/**
 * The versions of what content editors change, report definitions and content texts alike (table
 * editorial_versions; docs/EDITOR.md). A version is never changed: saving adds one, publishing adds one in state
 * 'published', rolling back publishes an earlier payload again as a new version. The published version of a name
 * is its newest published one.
 */
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { DocumentKind } from '../../schemas/api/editor.ts';
import type { Db } from '../db/database.ts';
import { editorialVersions, users } from '../db/schema.ts';
import { editorErrors } from '../errors.ts';

export type VersionState = 'draft' | 'published';
export type VersionRow = typeof editorialVersions.$inferSelect;

/** The published version of every name of a kind (the newest in state 'published'), by name. */
export async function publishedVersions(db: Db, kind: DocumentKind): Promise<VersionRow[]> {
  return db
    .selectDistinctOn([editorialVersions.name])
    .from(editorialVersions)
    .where(and(eq(editorialVersions.kind, kind), eq(editorialVersions.state, 'published')))
    .orderBy(editorialVersions.name, desc(editorialVersions.version));
}

/** The published version of one name, if it has any. */
export async function publishedVersion(db: Db, kind: DocumentKind, name: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(editorialVersions)
    .where(
      and(eq(editorialVersions.kind, kind), eq(editorialVersions.name, name), eq(editorialVersions.state, 'published')),
    )
    .orderBy(desc(editorialVersions.version))
    .limit(1);
  return row;
}

/**
 * A number that changes whenever anything of a kind is published (the newest published row's id): what answers
 * and caches built from published versions are keyed by, so a publication takes effect in every process.
 */
export async function publicationStamp(db: Db, kind: DocumentKind): Promise<number> {
  const [row] = await db
    .select({ stamp: max(editorialVersions.id) })
    .from(editorialVersions)
    .where(and(eq(editorialVersions.kind, kind), eq(editorialVersions.state, 'published')));
  return row?.stamp ?? 0;
}

export interface VersionSummary {
  version: number;
  state: VersionState;
  author: string | null;
  createdAt: string;
  note: string | null;
}

const summaryColumns = {
  version: editorialVersions.version,
  state: editorialVersions.state,
  author: users.name,
  createdAt: editorialVersions.createdAt,
  note: editorialVersions.note,
};

function summary(row: {
  version: number;
  state: string;
  author: string | null;
  createdAt: Date;
  note: string | null;
}): VersionSummary {
  return { ...row, state: row.state as VersionState, createdAt: row.createdAt.toISOString() };
}

/** Every version of a name, newest first, with who saved it (null: seeded from the repository). */
export async function versionHistory(db: Db, kind: DocumentKind, name: string): Promise<VersionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(editorialVersions)
    .leftJoin(users, eq(users.id, editorialVersions.authorId))
    .where(and(eq(editorialVersions.kind, kind), eq(editorialVersions.name, name)))
    .orderBy(desc(editorialVersions.version));
  return rows.map(summary);
}

export async function versionWithPayload(
  db: Db,
  kind: DocumentKind,
  name: string,
  version: number,
): Promise<(VersionSummary & { payload: unknown }) | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, payload: editorialVersions.payload })
    .from(editorialVersions)
    .leftJoin(users, eq(users.id, editorialVersions.authorId))
    .where(
      and(eq(editorialVersions.kind, kind), eq(editorialVersions.name, name), eq(editorialVersions.version, version)),
    );
  return row ? { ...summary(row), payload: row.payload } : undefined;
}

export interface NewVersion {
  kind: DocumentKind;
  name: string;
  payload: unknown;
  state: VersionState;
  authorId: number | null;
  note?: string | null;
  seedHash?: string | null;
  /** For a publication: the published version the editor started from; a newer published one refuses it (409). */
  baseVersion?: number;
}

// One writer per name at a time in this process; across processes the unique (kind, name, version) index refuses
// the second of two versions numbered alike, answered as the same conflict.
const writers = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = writers.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => undefined);
  writers.set(key, settled);
  void settled.then(() => {
    if (writers.get(key) === settled) writers.delete(key);
  });
  return mine;
}

/** PostgreSQL's unique_violation (23505), also when drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Adds a version (numbered one past the newest); a publication over a newer published version is refused. */
export function addVersion(db: Db, next: NewVersion): Promise<VersionRow> {
  return oneAtATime(`${next.kind}/${next.name}`, async () => {
    if (next.state === 'published' && next.baseVersion !== undefined) {
      const current = await publishedVersion(db, next.kind, next.name);
      if (current && current.version !== next.baseVersion) throw editorErrors.changedMeanwhile();
    }
    const [newest] = await db
      .select({ version: max(editorialVersions.version) })
      .from(editorialVersions)
      .where(and(eq(editorialVersions.kind, next.kind), eq(editorialVersions.name, next.name)));
    try {
      const [row] = await db
        .insert(editorialVersions)
        .values({
          kind: next.kind,
          name: next.name,
          version: (newest?.version ?? 0) + 1,
          payload: sql`${JSON.stringify(next.payload)}::jsonb`,
          state: next.state,
          authorId: next.authorId,
          note: next.note ?? null,
          seedHash: next.seedHash ?? null,
        })
        .returning();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw editorErrors.changedMeanwhile();
      throw error;
    }
  });
}

/** The hash of the file a name was last seeded from, if it was. */
export async function lastSeedHash(db: Db, kind: DocumentKind, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ seedHash: editorialVersions.seedHash })
    .from(editorialVersions)
    .where(
      and(
        eq(editorialVersions.kind, kind),
        eq(editorialVersions.name, name),
        sql`${editorialVersions.seedHash} is not null`,
      ),
    )
    .orderBy(desc(editorialVersions.version))
    .limit(1);
  return row?.seedHash ?? undefined;
}

/** How many versions a name has (0: unknown to the store). */
export async function versionCount(db: Db, kind: DocumentKind, name: string): Promise<number> {
  const [row] = await db
    .select({ newest: max(editorialVersions.version) })
    .from(editorialVersions)
    .where(and(eq(editorialVersions.kind, kind), eq(editorialVersions.name, name)));
  return row?.newest ?? 0;
}
