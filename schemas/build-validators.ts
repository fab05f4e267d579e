/**
 * Compiles every registered schema ahead of time (Ajv standalone) into one ES module,
 * schemas/generated/validators.js, so that the browser validates under a Content-Security-Policy
 * without 'unsafe-eval' and the server runs the very same code.
 * Run: npm run gen:validators (part of build, start and test).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { registeredSchemas } from './registry.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), 'generated');

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

export function buildValidatorSource(): string {
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: true, strict: true, strictRequired: false });
  for (const schema of registeredSchemas) ajv.addSchema(schema);
  const names: Record<string, string> = {};
  for (const schema of registeredSchemas) names[exportName(schema.$id)] = schema.$id;
  const code = importRuntimeHelpers(standaloneCode(ajv, names));
  const table = Object.entries(names)
    .map(([name, id]) => `  ${JSON.stringify(id)}: ${name},`)
    .join('\n');
  return `${code}\nexport const validatorsById = {\n${table}\n};\n`;
}

const declarations = `export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null;
}
export declare const validatorsById: Record<string, CompiledValidator>;
`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'validators.js'), buildValidatorSource());
  writeFileSync(join(outDir, 'validators.d.ts'), declarations);
  console.log(`validators: ${registeredSchemas.length} schemas compiled to schemas/generated/validators.js`);
}
