/**
 * `npm run docs:blocks`: writes the block types section of docs/REPORTS.md from the block list — each type's
 * description and props from its schema (schemas/blocks/<type>.ts) and its example — between two markers.
 * `block-docs.test.ts` fails when the file and the list have drifted apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { blockTypes } from './blocks/registry.ts';
import type { BlockTypeEntry } from './registry-types.ts';

export const docsFile = 'docs/REPORTS.md';
export const startMarker =
  '<!-- block types: written by `npm run docs:blocks` from schemas/blocks and the block examples; edit those -->';
export const endMarker = '<!-- end of block types -->';

interface PropSchema {
  type?: string;
  enum?: readonly unknown[];
  items?: PropSchema;
  anyOf?: readonly PropSchema[];
  properties?: Record<string, PropSchema>;
  description?: string;
}

function typeOf(schema: PropSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' \\| ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (schema.type === 'object' && schema.properties) return `{${Object.keys(schema.properties).join(', ')}}`;
  return schema.type ?? 'any';
}

function section(entry: BlockTypeEntry): string {
  const required = new Set(entry.schema.required);
  const rows = Object.entries(entry.schema.properties as Record<string, PropSchema>).map(
    ([name, prop]) =>
      `| \`${name}\` | \`${typeOf(prop)}\` | ${required.has(name) ? 'yes' : ''} | ${prop.description ?? ''} |`,
  );
  return [
    `### ${entry.type}`,
    '',
    entry.schema.description,
    '',
    '| prop | type | required | |',
    '|---|---|---|---|',
    ...rows,
    '',
    '```json',
    JSON.stringify(entry.example, null, 2),
    '```',
    '',
  ].join('\n');
}

/** The generated section, markers included. */
export function blockDocs(): string {
  const sorted = [...blockTypes].sort((a, b) => a.type.localeCompare(b.type));
  return [startMarker, '', ...sorted.map(section), endMarker].join('\n');
}

/** The docs file with its block section replaced by `generated`. */
export function withBlockDocs(text: string, generated: string): string {
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`${docsFile} has no block types markers`);
  return text.slice(0, start) + generated + text.slice(end + endMarker.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(docsFile, withBlockDocs(readFileSync(docsFile, 'utf8'), blockDocs()));
  console.log(`${docsFile}: ${blockTypes.length} block types written`);
}
