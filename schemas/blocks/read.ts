/**
 * Every block type's props schema, found by reading this folder: each `<type>.ts` exports one schema with
 * `$id: 'blocks/<type>'` (common.ts holds shared pieces). No list to keep in step: a new block type's schema is
 * registered, compiled ahead of time and handed to the engine by being here. Node only (the validator build and
 * tests); the browser gets the schemas from the generated validators module.
 */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BlockPropsSchema {
  readonly $id: string;
  readonly description: string;
  readonly type: 'object';
  readonly properties: Readonly<Record<string, unknown>>;
  readonly required: readonly string[];
}

const folder = dirname(fileURLToPath(import.meta.url));
const notSchemas = new Set(['common.ts', 'read.ts']);

function isBlockPropsSchema(value: unknown): value is BlockPropsSchema {
  return typeof value === 'object' && value !== null && String((value as { $id?: unknown }).$id).startsWith('blocks/');
}

export async function readBlockPropsSchemas(): Promise<BlockPropsSchema[]> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !notSchemas.has(name))
    .sort();
  const schemas: BlockPropsSchema[] = [];
  for (const name of files) {
    const module = (await import(pathToFileURL(`${folder}/${name}`).href)) as Record<string, unknown>;
    const found = Object.values(module).filter(isBlockPropsSchema);
    const expected = `blocks/${name.replace(/\.ts$/, '')}`;
    if (found.length !== 1 || found[0]!.$id !== expected)
      throw new Error(`schemas/blocks/${name} must export exactly one schema with $id '${expected}'`);
    schemas.push(found[0]!);
  }
  return schemas;
}

/** The block type a props schema belongs to ('blocks/table' → 'table'). */
export function blockTypeOf(schema: { $id: string }): string {
  return schema.$id.slice('blocks/'.length);
}
