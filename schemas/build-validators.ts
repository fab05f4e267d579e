/**
 * Compiles every registered schema ahead of time (Ajv standalone) into one ES module per schema group,
 * schemas/generated/validators-<group>.js, so that the browser validates under a Content-Security-Policy
 * without 'unsafe-eval' and the server runs the very same code. schemas/generated/validators.js names the group
 * of every schema and loads a group on demand: a page of the web app loads only the groups it validates against
 * (the API answers every visitor's page reads, those of a signed-in author's pages, the profile's account answers, the admin answers, the report pages' own texts, the model contents, the report-definition
 * format). Run: npm run gen:validators (part of build, start and test; schemas/gen-validators.ts skips the work when
 * no input changed).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { blockTypeOf } from './blocks/read.ts';
import { registeredSchemas } from './registry.ts';

function exportName(id: string): string {
  return `v_${id.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** Ajv's standalone output still `require`s its runtime helpers (e.g. ucs2length); make them ES imports. */
function importRuntimeHelpers(code: string): string {
  const modules: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_match, name: string) => {
    if (!modules.includes(name)) modules.push(name);
    return `runtime${modules.indexOf(name)}`;
  });
  // Node hands a CommonJS module's default import over as module.exports ({ default: fn }); Vite and Vitest
  // honour __esModule and hand over fn itself. Accept both.
  const imports = modules
    .map(
      (name, i) =>
        `import runtime${i}Module from ${JSON.stringify(`${name}.js`)};\n` +
        `const runtime${i} = { default: typeof runtime${i}Module === 'function' ? runtime${i}Module : runtime${i}Module.default };`,
    )
    .join('\n');
  return `${imports}\n${body.replace(/^"use strict";/, '')}`;
}

/** What only the report pages read (per page's texts, recommendations, a subject's metadata), not the session. */
const reportContentIds =
  /^api\/(content\/(tips|infos|articles|characteristics|recommendation|report-query)|revision-data-query|similar-books\/|trial-report\/)/;

/** The group a schema's validator is compiled into: what one kind of page validates against. */
export function validatorGroupOf(id: string): string {
  if (id.startsWith('api/admin/')) return 'admin';
  // The report engine's own schemas: the definition format and every block type's props.
  if (id === 'report-definition' || id.startsWith('report-definition/') || id.startsWith('blocks/')) {
    return 'report-definition';
  }
  if (id.startsWith('models/') || id.startsWith('revision-data') || id === 'api/revision-data') return 'models';
  // The profile's history, invoices and subscriptions: apart from what an author's first page reads.
  if (/^api\/author\/(history|invoice|subscription)/.test(id) || id === 'api/paging-time-query') return 'account';
  if (id.startsWith('api/author/') || id.startsWith('api/manuscripts/') || id.startsWith('api/paging')) return 'author';
  // What one screen or one action alone validates: the report pages' definitions and passages, the editors' area,
  // a checkout, the content site's WordPress answers (the server's).
  if (id.startsWith('api/reports/')) return 'report-definition';
  if (reportContentIds.test(id)) return 'report-content';
  if (id.startsWith('api/passages')) return 'passages';
  if (id.startsWith('api/editor/')) return 'editor';
  if (id.startsWith('api/payment/')) return 'payment';
  if (id.startsWith('api/wp/')) return 'wordpress';
  return 'api';
}

export function validatorGroups(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { $id } of registeredSchemas) {
    const group = validatorGroupOf($id);
    groups.set(group, [...(groups.get(group) ?? []), $id]);
  }
  return groups;
}

/** One group's validators as an ES module exporting `validatorsById` (schemas it refers to are compiled in). */
export function buildValidatorSource(ids: readonly string[] = registeredSchemas.map((schema) => schema.$id)): string {
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: true, strict: true, strictRequired: false });
  for (const schema of registeredSchemas) ajv.addSchema(schema);
  const names: Record<string, string> = {};
  for (const id of ids) names[exportName(id)] = id;
  const code = importRuntimeHelpers(standaloneCode(ajv, names));
  const table = Object.entries(names)
    .map(([name, id]) => `  ${JSON.stringify(id)}: ${name},`)
    .join('\n');
  return `${code}\nexport const validatorsById = {\n${table}\n};\n`;
}

/**
 * The block props schemas themselves, as a module of their own: the engine reads each block type's prop names and
 * required props from them at load, and the block list is checked against them (schemas/blocks/read.ts).
 */
export function buildBlockPropsSource(): string {
  const blocks = Object.fromEntries(
    registeredSchemas.filter((s) => s.$id.startsWith('blocks/')).map((s) => [blockTypeOf(s), s]),
  );
  return `export const blockPropsSchemas = ${JSON.stringify(blocks)};\n`;
}

/** The index: every schema's group, and a loader per group (a dynamic import: its own chunk in the web app). */
export function buildIndexSource(groups: Map<string, string[]>): string {
  const ids = [...groups].flatMap(([group, list]) =>
    list.map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(group)},`),
  );
  const loaders = [...groups.keys()].map(
    (group) => `  ${JSON.stringify(group)}: () => import(${JSON.stringify(`./validators-${group}.js`)}),`,
  );
  return `export const groupOfSchema = {\n${ids.join('\n')}\n};\nexport const loadGroup = {\n${loaders.join('\n')}\n};\n`;
}

const groupDeclarations = `import type { CompiledValidator } from './validators.js';
export declare const validatorsById: Record<string, CompiledValidator>;
`;

const blockPropsDeclarations = `export interface GeneratedBlockPropsSchema {
  readonly $id: string;
  readonly description: string;
  readonly type: 'object';
  readonly properties: Readonly<Record<string, unknown>>;
  readonly required: readonly string[];
}
export declare const blockPropsSchemas: Record<string, GeneratedBlockPropsSchema>;
`;

const indexDeclarations = `export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null;
}
export declare const groupOfSchema: Record<string, string>;
export declare const loadGroup: Record<string, () => Promise<{ validatorsById: Record<string, CompiledValidator> }>>;
`;

/**
 * Writes every group's validators, the index and the block props module into `outDir` (emptied first); returns
 * the files written (names within `outDir`) and the line the command prints.
 */
export function writeValidators(outDir: string): { files: string[]; summary: string } {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files: string[] = [];
  const write = (name: string, text: string) => {
    writeFileSync(join(outDir, name), text);
    files.push(name);
  };
  const groups = validatorGroups();
  for (const [group, ids] of groups) {
    write(`validators-${group}.js`, buildValidatorSource(ids));
    write(`validators-${group}.d.ts`, groupDeclarations);
  }
  write('validators.js', buildIndexSource(groups));
  write('block-props.js', buildBlockPropsSource());
  write('block-props.d.ts', blockPropsDeclarations);
  write('validators.d.ts', indexDeclarations);
  const counts = [...groups].map(([group, ids]) => `${group} ${ids.length}`).join(', ');
  return {
    files,
    summary: `validators: ${registeredSchemas.length} schemas compiled to schemas/generated/ (${counts})`,
  };
}
