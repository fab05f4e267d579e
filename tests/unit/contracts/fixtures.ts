/** Reading the contract fixtures of tests/fixtures/contracts. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const contractsDir = fileURLToPath(new URL('../../fixtures/contracts/', import.meta.url));

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** An example that must fail its schema, and the JSON pointer one of the failures must name. */
export interface InvalidExample {
  why: string;
  value: unknown;
  pointer: string;
}

export interface ApiFixture {
  examples: unknown[];
  invalid: InvalidExample[];
}

/** The fixture file of an API schema: `api/author/status` → api/author/status.json. */
export function apiFixturePath(schemaId: string): string {
  return join(contractsDir, `${schemaId}.json`);
}

export function hasApiFixture(schemaId: string): boolean {
  return existsSync(apiFixturePath(schemaId));
}

/** The schema ids the API fixture files stand for, from their paths. */
export function apiFixtureIds(): string[] {
  const root = join(contractsDir, 'api');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) =>
      relative(contractsDir, join(root, file))
        .replace(/\\/g, '/')
        .replace(/\.json$/, ''),
    );
}
