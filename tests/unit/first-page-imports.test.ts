/**
 * What every first page loads is the entry (app/main.tsx) and what it imports statically; the heavy libraries
 * load with the pages that use them (docs/PERFORMANCE.md, Web app: at most 150 kB gzip for a first page). One
 * static import of a value from such a module pulls its whole chunk into every first page (oidc-client-ts, 17 kB,
 * once came back through a constant), so the entry's static import graph is checked here; the sizes themselves are
 * measured by `npm run bench -- web`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Libraries no first page may load: each belongs to a page or an action that fetches it on demand. */
const onDemandPackages = [
  /^oidc-client-ts$/,
  /^vega/,
  /^jsonata$/,
  /^react-aria-components$/,
  /^codemirror$/,
  /^@codemirror\//,
  /^marked$/,
  /^filesize$/,
];

/** The specifiers a module imports statically with at least one value (type-only imports are erased). */
function staticValueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const clause = match[1]!.trim();
    if (/^type\s/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause)?.[1];
    if (named?.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()))) continue;
    found.push(match[2]!);
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  return found;
}

function resolveModule(from: string, specifier: string): string | undefined {
  const path = resolve(from, '..', specifier);
  return [path, `${path}.ts`, `${path}.tsx`].find((candidate) => existsSync(candidate) && candidate !== `${from}`);
}

/** Every package the entry reaches through static value imports, with the chain that reaches it. */
function packagesOfEntry(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticValueImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const next = resolveModule(file, specifier);
        if (next && /\.(ts|tsx)$/.test(next)) walk(next, [...chain, relative(root, next)]);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, chain);
      }
    }
  };
  walk(entry, [relative(root, entry)]);
  return packages;
}

describe('the first page', () => {
  it('the checker tells type-only imports from value imports', () => {
    expect(
      staticValueImports(
        [
          "import type { User } from 'a';",
          "import { type User, type Settings } from 'b';",
          "import { type User, UserManager } from 'c';",
          "import { RENEW } from './d.ts';",
          "export { x } from 'e';",
          "import 'f.css';",
          "const lazy = () => import('g');",
        ].join('\n'),
      ),
    ).toEqual(['c', './d.ts', 'e', 'f.css']);
  });

  it('loads none of the on-demand libraries through the entry’s static imports', () => {
    const reached = packagesOfEntry(resolve(root, 'app/main.tsx'));
    expect(reached.has('react')).toBe(true);
    const offending = [...reached]
      .filter(([name]) => onDemandPackages.some((pattern) => pattern.test(name)))
      .map(([name, chain]) => `${name} via ${chain.join(' → ')}`);
    expect(offending).toEqual([]);
  });
});
