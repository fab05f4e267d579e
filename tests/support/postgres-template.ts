/**
 * One migrated PostgreSQL database per test run, the template of every test server's database on TEST_DATABASE_URL
 * (`CREATE DATABASE … TEMPLATE`), as pglite-template.ts is for PGlite: a fresh database then opens with its
 * migrations done and the seed library in it, instead of running the migrations and inserting the 226 books at
 * every server's start (docs/TESTING.md, the suite's time, thirteenth session).
 *
 * The integration project's globalSetup makes it when TEST_DATABASE_URL is set and drops it when the run ends; the
 * browser tests use PGlite only. Nothing connects to the template once it is made: PostgreSQL copies a database only
 * while no session is connected to it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';
import { seedLibrary } from '../../server/library/books.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated PostgreSQL template database on TEST_DATABASE_URL; '' when that is not set. */
    postgresTemplate: string;
  }
}

/** A database name of ours: lower-case letters, digits and underscores, so it needs no quoting. */
const NAME = /^lektor_it_[a-z0-9_]+$/u;

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's admin database (CREATE and DROP DATABASE cannot run in a transaction). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The checked name of a test database, or an error naming what is wrong with it (names go into SQL unquoted). */
export function testDatabaseName(name: string): string {
  if (!NAME.test(name)) throw new Error(`"${name}" is no test database name`);
  return name;
}

/** Makes a template database on the server of `adminUrl`: migrated, the seed library in it. Returns its name. */
export async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `lektor_it_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
    try {
      await seedLibrary(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await dropPostgresTemplate(adminUrl, name);
    throw error;
  }
  return name;
}

export async function dropPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${testDatabaseName(name)} WITH (FORCE)`);
}

/** The integration project's globalSetup: the template when TEST_DATABASE_URL is set, dropped when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', '');
    return async () => undefined;
  }
  const name = await makePostgresTemplate(adminUrl);
  project.provide('postgresTemplate', name);
  return () => dropPostgresTemplate(adminUrl, name);
}
