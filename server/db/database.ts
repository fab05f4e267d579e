/**
 * Opens the database: embedded PGlite in a data folder (default, one process) or PostgreSQL (DATABASE_URL),
 * applies the migrations, and offers the drizzle handle plus a raw SQL executor for pg-boss.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fileFolder } from './file-folder.ts';
import { lockDataDir } from './lock.ts';
import { pgliteFolder, pgliteStartParams } from './pglite-folder.ts';
import { keepRevisionFilesIn, removeUnreferencedFiles } from './revision-files.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Raw SQL for pg-boss and maintenance: parameterised when values are given, else a plain (multi-)statement;
   * `prepareAs` names a statement PostgreSQL keeps prepared per connection.
   */
  executeSql(text: string, values?: unknown[], options?: { prepareAs?: string }): Promise<SqlResult>;
  /**
   * LISTEN on a channel of this process's own database (PGlite only: a notification reaches the listener before
   * the statement that sent it returns). Resolves to the function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL connection string, when on PostgreSQL (pg-boss opens its own pool there). */
  connectionString?: string;
  close(): Promise<void>;
}

const migrationsFolder = join(fileURLToPath(new URL('.', import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_364_501;

export async function openDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir) throw new Error('openDatabase needs a dataDir or a databaseUrl');
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(pgliteFolder(dataDir), { startParams: [...pgliteStartParams] });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    // Uploaded files live beside the database, not in it (server/db/revision-files.ts).
    keepRevisionFilesIn(db, fileFolder(join(dataDir, 'files')));
    await removeUnreferencedFiles(db);
    return {
      kind: 'pglite',
      db,
      async executeSql(text, values) {
        if (values && values.length > 0) {
          const result = await client.query<Record<string, unknown>>(text, values);
          return { rows: result.rows };
        }
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover) is replaced by the pool; without a listener the
  // error would end the process.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // Several processes may start at once: one migrates, the others wait on an advisory lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  return {
    kind: 'postgres',
    db,
    connectionString,
    async executeSql(text, values, options) {
      // A named statement is parsed and planned once per connection (for queries run on every request).
      const result = options?.prepareAs
        ? await pool.query({ name: options.prepareAs, text, values })
        : await pool.query(text, values);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
}
