/** The layer rules of docs/ARCHITECTURE.md, checked over every source file. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  const full = join(root, dir);
  return readdirSync(full).flatMap((name) => {
    const path = join(full, name);
    if (name === 'node_modules' || name === 'generated') return [];
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

/** Every module specifier a file imports (static, dynamic and re-exports). */
function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    found.push((match[1] ?? match[2])!);
  }
  return found;
}

function resolvedFolder(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return relative(root, resolve(root, file, '..', specifier));
}

interface Rule {
  folder: string;
  forbiddenFolders: string[];
  forbiddenPackages: RegExp[];
}

const rules: Rule[] = [
  {
    folder: 'schemas',
    forbiddenFolders: ['engine', 'app', 'server', 'analysis', 'reports'],
    forbiddenPackages: [/^react/, /^mobx/, /^fastify/],
  },
  { folder: 'engine', forbiddenFolders: ['app', 'server', 'analysis'], forbiddenPackages: [/^mobx/, /^fastify/] },
  {
    folder: 'analysis',
    forbiddenFolders: ['server', 'app', 'engine'],
    forbiddenPackages: [/fastify/, /^pg$/, /pglite/, /drizzle/, /pg-boss/, /^react/],
  },
  {
    folder: 'app',
    forbiddenFolders: ['server', 'analysis'],
    forbiddenPackages: [/fastify/, /^pg$/, /pglite/, /drizzle/, /^node:/],
  },
];

/** The one server file that renders React: the print document, in the print thread (docs/ARCHITECTURE.md). */
const PRINT_RENDERER = 'server/print/print-document.tsx';
const PRINT_THREAD_TASK = 'server/print/chart-task.ts';

describe('layer import rules', () => {
  it('the checker sees static, dynamic and re-exported imports', () => {
    expect(importsOf("import a from './x.ts';\nexport { b } from \"../y.ts\";\nconst c = import('./z.ts');")).toEqual([
      './x.ts',
      '../y.ts',
      './z.ts',
    ]);
  });

  for (const rule of rules) {
    it(`${rule.folder}/ imports none of ${rule.forbiddenFolders.join(', ')}`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(rule.folder)) {
        // engine/ proper (not engine/react/) must not import React either.
        const packages =
          file.startsWith('engine/') && !file.startsWith('engine/react/')
            ? [...rule.forbiddenPackages, /^react/, /^react-dom/]
            : rule.forbiddenPackages;
        for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
          const folder = resolvedFolder(file, specifier);
          if (folder && rule.forbiddenFolders.some((f) => folder === f || folder.startsWith(`${f}/`))) {
            violations.push(`${file} → ${specifier}`);
          }
          if (!folder && packages.some((p) => p.test(specifier))) violations.push(`${file} → ${specifier}`);
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('no product folder imports tests/ (test files, test harnesses and test-support folders may)', () => {
    const violations: string[] = [];
    for (const folder of ['app', 'engine', 'server', 'analysis', 'schemas']) {
      for (const file of sourceFiles(folder)) {
        if (/(^|\/)test-support\//.test(file) || /(^|\/)test-harness\.tsx?$/.test(file)) continue;
        for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
          const target = resolvedFolder(file, specifier);
          if (target && (target === 'tests' || target.startsWith('tests/'))) violations.push(`${file} → ${specifier}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('engine/ proper imports nothing of engine/react/ (the React layer sits on the engine, not under it)', () => {
    const violations: string[] = [];
    for (const file of sourceFiles('engine')) {
      if (file.startsWith('engine/react/')) continue;
      for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
        const target = resolvedFolder(file, specifier);
        if (target?.startsWith('engine/react/')) violations.push(`${file} → ${specifier}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("server/ imports no React and no app (but the print thread's document renderer); of engine/react only the block contracts, which reach no React", () => {
    const violations: string[] = [];
    for (const file of sourceFiles('server')) {
      for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
        const folder = resolvedFolder(file, specifier);
        // The print document's renderer (run in the print thread only, see below) renders the engine's own blocks.
        if (file === PRINT_RENDERER && (specifier === 'react-dom/server' || folder?.startsWith('engine/react/')))
          continue;
        if (folder === PRINT_RENDERER && file !== PRINT_THREAD_TASK)
          violations.push(`${file} → ${specifier} (only the print thread's task renders)`);
        if (!folder && /^react/.test(specifier)) violations.push(`${file} → ${specifier}`);
        if (folder && (folder === 'app' || folder.startsWith('app/'))) violations.push(`${file} → ${specifier}`);
        if (folder?.startsWith('engine/react/') && folder !== 'engine/react/blocks/contracts.ts')
          violations.push(`${file} → ${specifier}`);
      }
    }
    // Everything the block contracts import, followed through: no .tsx, no React package.
    const seen = new Set<string>();
    const stack = ['engine/react/blocks/contracts.ts'];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (file.endsWith('.tsx')) violations.push(`reached from the contracts: ${file}`);
      for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
        const target = resolvedFolder(file, specifier);
        if (!target && /^react/.test(specifier)) violations.push(`${file} → ${specifier}`);
        if (target && /\.tsx?$/.test(target) && !target.includes('/generated/')) stack.push(target);
      }
    }
    expect(seen.size, 'files reached from the contracts').toBeGreaterThan(10);
    expect(violations).toEqual([]);
  });
});
