import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { bundlePaths, bundleState, bundleThreads, ensureBundle } from '../../build/bundles.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A small repository: the entry `analysis/cli.ts` imports a module and reads a file beside itself. */
function makeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'lektor-bundle-'));
  mkdirSync(join(root, 'analysis'));
  mkdirSync(join(root, 'schemas'));
  writeFileSync(
    join(root, 'analysis', 'cli.ts'),
    [
      "import { readFileSync } from 'node:fs';",
      "import { word } from './word.ts';",
      "const beside: string = readFileSync(new URL('./beside.txt', import.meta.url), 'utf8').trim();",
      "console.log(word + ' ' + beside);",
    ].join('\n'),
  );
  writeFileSync(join(root, 'analysis', 'word.ts'), "export const word = 'hej';\n");
  writeFileSync(join(root, 'analysis', 'beside.txt'), 'fra filen\n');
  writeFileSync(join(root, 'schemas', 'thing.ts'), 'export const thing = {} as const;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  return root;
}

const run = (bundle: string) => spawnSync(process.execPath, [bundle], { encoding: 'utf8' }).stdout.trim();

describe('the compiled bundles (build/bundles.mjs)', () => {
  let root: string;
  beforeEach(() => {
    root = makeRoot();
  });

  it('builds a missing bundle that runs and finds the files beside its sources', async () => {
    expect(bundleState('analyse', { root })).toEqual({ usable: false, reason: 'det er ikke bygget' });
    const bundle = await ensureBundle('analyse', { root });
    expect(bundle).toBe(bundlePaths('analyse', join(root, 'dist', 'node')).bundle);
    expect(run(bundle)).toBe('hej fra filen');
    expect(bundleState('analyse', { root })).toEqual({ usable: true });
  });

  it('is stale when a bundled source, a schema file or the lock file changes, and is then rebuilt', async () => {
    const bundle = await ensureBundle('analyse', { root });
    writeFileSync(join(root, 'analysis', 'word.ts'), "export const word = 'farvel';\n");
    expect(bundleState('analyse', { root })).toEqual({
      usable: false,
      reason: 'kildefilerne er ændret siden det blev bygget',
    });
    await ensureBundle('analyse', { root });
    expect(run(bundle)).toBe('farvel fra filen');

    writeFileSync(join(root, 'schemas', 'new-block.ts'), 'export const block = {} as const;\n');
    expect(bundleState('analyse', { root }).usable).toBe(false);
    await ensureBundle('analyse', { root });
    expect(bundleState('analyse', { root }).usable).toBe(true);

    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n');
    expect(bundleState('analyse', { root }).usable).toBe(false);
  });

  it('rebuilds a truncated bundle and an unreadable stamp', async () => {
    const bundle = await ensureBundle('analyse', { root });
    const { stamp } = bundlePaths('analyse', join(root, 'dist', 'node'));
    writeFileSync(bundle, readFileSync(bundle).subarray(0, 20));
    expect(bundleState('analyse', { root })).toEqual({ usable: false, reason: 'filen er beskadiget eller afkortet' });
    await ensureBundle('analyse', { root });
    expect(run(bundle)).toBe('hej fra filen');

    writeFileSync(stamp, '{not json');
    expect(bundleState('analyse', { root })).toEqual({ usable: false, reason: 'dets stempel kan ikke læses' });
    writeFileSync(stamp, '{"format": 0}');
    expect(bundleState('analyse', { root })).toEqual({ usable: false, reason: 'dets stempel har et andet format' });
    await ensureBundle('analyse', { root });
    expect(bundleState('analyse', { root }).usable).toBe(true);
  });

  it('refuses an unknown bundle, also from the launcher, with a Danish message and exit code 1', async () => {
    expect(() => bundleState('nope', { root })).toThrow("Ukendt bundt 'nope'");
    const launched = spawnSync(process.execPath, ['build/run.mjs', 'nope'], { cwd: repoRoot, encoding: 'utf8' });
    expect(launched.status).toBe(1);
    expect(launched.stdout).toBe('');
    expect(launched.stderr).toContain("Ukendt bundt 'nope' (kendte: analyse");
  });

  it('builds the server with its threads, each thread compiled (no tsx) and found by the bundled server', async () => {
    // The server entry prints where its pools' threads are; each thread entry registers tsx and imports its task.
    mkdirSync(join(root, 'server', 'jobs'), { recursive: true });
    copyFileSync(join(repoRoot, 'server/jobs/thread-module.ts'), join(root, 'server/jobs/thread-module.ts'));
    writeFileSync(
      join(root, 'server', 'main.ts'),
      [
        "import { threadModule } from './jobs/thread-module.ts';",
        "console.log(threadModule(new URL('./jobs/analysis-thread.mjs', import.meta.url)));",
      ].join('\n'),
    );
    for (const entry of bundleThreads.server!) {
      const name = basename(entry, '.mjs');
      mkdirSync(join(root, dirname(entry)), { recursive: true });
      writeFileSync(join(root, dirname(entry), `${name}-task.ts`), `export const answer = (): string => '${name}';\n`);
      writeFileSync(
        join(root, entry),
        [
          "import { register } from 'tsx/esm/api';",
          'register();',
          `const task = await import('./${name}-task.ts');`,
          'export default task.answer;',
        ].join('\n'),
      );
    }
    const server = await ensureBundle('server', { root });
    const { threads } = bundlePaths('server', join(root, 'dist', 'node'));
    expect(threads.map((path) => basename(path))).toEqual(bundleThreads.server!.map((entry) => basename(entry)));
    expect(run(server)).toBe(pathToFileURL(threads[0]!).href);
    for (const thread of threads) {
      // Run where no tsx can be found: the thread's bundle needs none.
      const script = `const m = await import(${JSON.stringify(pathToFileURL(thread).href)}); console.log(m.default());`;
      const ran = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
      expect(ran.stdout.trim(), ran.stderr).toBe(basename(thread, '.mjs'));
    }
    expect(bundleState('server', { root })).toEqual({ usable: true });
    writeFileSync(threads[1]!, readFileSync(threads[1]!).subarray(0, 10));
    expect(bundleState('server', { root })).toEqual({ usable: false, reason: 'filen er beskadiget eller afkortet' });
    writeFileSync(
      join(root, dirname(bundleThreads.server![0]!), 'analysis-thread-task.ts'),
      'export const answer = () => 1;\n',
    );
    await ensureBundle('server', { root });
    expect(bundleState('server', { root })).toEqual({ usable: true });
  });

  it('refuses a thread entry whose task it cannot make a static import, naming the file', async () => {
    mkdirSync(join(root, 'server', 'jobs'), { recursive: true });
    writeFileSync(join(root, 'server', 'main.ts'), "console.log('server');\n");
    for (const entry of bundleThreads.server!) {
      mkdirSync(join(root, dirname(entry)), { recursive: true });
      writeFileSync(join(root, entry), "const task = await import('./elsewhere.ts');\nexport default task.answer;\n");
      writeFileSync(join(root, dirname(entry), 'elsewhere.ts'), 'export const answer = () => 1;\n');
    }
    writeFileSync(join(root, bundleThreads.server![2]!), "export default () => 'no task';\n");
    await expect(ensureBundle('server', { root })).rejects.toThrow(bundleThreads.server![2]!);
  });
});

describe("the product's own server bundle", () => {
  // A thread module that never finishes loading starts no task: every print drawing once ran out of its time in
  // the bundled product alone (two lazily initialised modules with a top-level await waited for each other).
  it('builds, and every thread module in it loads and gives functions', async () => {
    // Inside the repository, where the bundle's packages (left out of it) are found.
    mkdirSync(join(repoRoot, 'dist'), { recursive: true });
    const outDir = mkdtempSync(join(repoRoot, 'dist', 'bundle-test-'));
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }));
    await ensureBundle('server', { outDir });
    const { threads } = bundlePaths('server', outDir);
    for (const thread of threads) {
      const script = [
        `const m = await import(${JSON.stringify(pathToFileURL(thread).href)});`,
        "console.log(Object.entries(m).map(([name, value]) => name + ':' + typeof value).sort().join(','));",
      ].join('\n');
      const ran = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
      });
      // A module whose loading never settles ends node with an empty event loop: no output, exit code 13.
      expect(ran.status, `${basename(thread)}: ${ran.stderr}`).toBe(0);
      const exported = ran.stdout.trim().split(',');
      expect(exported, basename(thread)).toContain('default:function');
      expect(
        exported.every((entry) => entry.endsWith(':function')),
        basename(thread),
      ).toBe(true);
    }
  }, 180_000);
});
