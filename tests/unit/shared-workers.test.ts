/**
 * The integration and browser projects run their files without isolation (vite.config.ts), as the unit project does:
 * a worker loads the server's modules once and runs file after file in them. Their files start servers, databases and
 * browser pages of their own, so that is sound while none changes what the next one finds: a mocked module, a stubbed
 * variable of the environment or global, fake timers. (The unit files that mock are undone by Vitest after each
 * file; an integration file's mock would reach the servers the next file starts from the same modules.) This test
 * reads every integration and browser file and their helpers, and names any that does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config.ts';

/** What a file may not do when the next file in its worker would see it. */
const sharedStateChanges = [
  /\bvi\.(?:mock|doMock|stubEnv|stubGlobal|useFakeTimers|setSystemTime)\s*\(/u,
  /\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)/u,
  /\bdelete\s+process\.env\b/u,
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/u.test(name))
    .map((name) => join(folder, name));
}

/** The lines of `source` that change state the next file would find. */
function sharedStateLines(source: string): string[] {
  return source.split('\n').filter((line) => sharedStateChanges.some((pattern) => pattern.test(line)));
}

describe('files that share a worker', () => {
  it('finds a mock, a stubbed variable and an assignment to the environment', () => {
    expect(sharedStateLines("vi.mock('../x.ts');\nconst a = 1;")).toEqual(["vi.mock('../x.ts');"]);
    expect(sharedStateLines("vi.stubEnv('DEMO', '0')")).toHaveLength(1);
    expect(sharedStateLines("process.env.DEMO = '0';")).toHaveLength(1);
    expect(sharedStateLines("process.env['DEMO'] = '0';")).toHaveLength(1);
    expect(sharedStateLines("if (process.env.DEMO === '0') run();")).toEqual([]);
  });

  it('the integration and browser projects share their workers', () => {
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; isolate?: boolean } }[];
    const isolated = Object.fromEntries(projects.map((project) => [project.test?.name, project.test?.isolate]));
    expect(isolated).toMatchObject({ unit: false, integration: false, e2e: false });
  });

  it('no integration or browser file, nor their helpers, changes what the next file finds', () => {
    const changes = ['tests/integration', 'tests/e2e', 'tests/support']
      .flatMap(filesUnder)
      .flatMap((file) => sharedStateLines(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`));
    // The one exception: every file sets the same folder of compiled thread modules (test-server.ts).
    expect(changes).toEqual([
      `${join('tests/support', 'test-server.ts')}: if (folder) process.env[THREAD_MODULES_ENV] = folder;`,
    ]);
  });
});
