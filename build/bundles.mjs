// Node bundles of the TypeScript entry points (esbuild, one ES module each in dist/node/), so a command starts on
// compiled JavaScript instead of transpiling every module through tsx. A bundle is built on demand and built again
// when any file it was built from changed: its stamp (NAME.inputs.json beside it) holds the SHA-256 of every input
// (the bundled sources, every file of schemas/ the validators are generated from, package-lock.json) and of the
// bundle's own bytes, so a missing, truncated or damaged bundle is rebuilt as well.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const formatVersion = 3;
export const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

/** The commands that run on a bundle, and their TypeScript entry points. */
export const bundleEntries = { analyse: 'analysis/cli.ts', server: 'server/main.ts' };

/**
 * The worker-thread entries built with a bundle, each into its own module beside it (`analysis-thread.mjs` …), so
 * that the threads a bundled server starts run compiled JavaScript too (server/jobs/thread-module.ts picks them).
 * From source each entry registers tsx first; in its bundle that registration does nothing (the code is compiled).
 */
export const bundleThreads = {
  server: [
    'server/jobs/analysis-thread.mjs',
    'server/manuscripts/upload-check-thread.mjs',
    'server/manuscripts/annotate-thread.mjs',
    'server/manuscript-view/text-thread.mjs',
    'server/print/chart-thread.mjs',
    'server/editor/screen-charts-thread.mjs',
  ],
};

/** A thread entry's module name in the bundle folder: its file name without the folder. */
const threadName = (entry) => entry.slice(entry.lastIndexOf('/') + 1, -'.mjs'.length);

/** Where bundle NAME, its threads' modules and its stamp live. */
export function bundlePaths(name, outDir = join(repositoryRoot, 'dist', 'node')) {
  const threads = (bundleThreads[name] ?? []).map((entry) => join(outDir, `${threadName(entry)}.mjs`));
  return { bundle: join(outDir, `${name}.mjs`), threads, stamp: join(outDir, `${name}.inputs.json`) };
}

const toPosix = (path) => path.split(sep).join('/');

/** Every file under schemas/ apart from the generated folder: the validators' inputs (their list, read each time). */
function schemaSources(root) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' && dir === join(root, 'schemas') ? [] : walk(path);
      return [toPosix(relative(root, path))];
    });
  return existsSync(join(root, 'schemas')) ? walk(join(root, 'schemas')) : [];
}

/** SHA-256 over the entry, the format and every input's path and bytes (a missing input hashes as missing). */
function inputsHash(root, entry, inputs) {
  const hash = createHash('sha256').update(`lektor bundle ${formatVersion} ${entry}\0`);
  for (const input of [...new Set([...inputs, ...schemaSources(root), 'package-lock.json'])].sort()) {
    hash.update(`${input}\0`);
    try {
      hash.update(readFileSync(join(root, input)));
    } catch {
      hash.update('(missing)');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Whether bundle NAME can be run as it is: `{ usable: true }`, or `{ usable: false, reason }` with the reason in
 * Danish (missing, built from other sources, damaged).
 */
export function bundleState(name, { root = repositoryRoot, outDir } = {}) {
  const entry = bundleEntries[name];
  if (!entry) throw new Error(`Ukendt bundt '${name}' (kendte: ${Object.keys(bundleEntries).join(', ')}).`);
  const paths = bundlePaths(name, outDir ?? join(root, 'dist', 'node'));
  const outputs = [paths.bundle, ...paths.threads];
  if (!outputs.every((path) => existsSync(path)) || !existsSync(paths.stamp)) {
    return { usable: false, reason: 'det er ikke bygget' };
  }
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(paths.stamp, 'utf8'));
  } catch {
    return { usable: false, reason: 'dets stempel kan ikke læses' };
  }
  if (stamp?.format !== formatVersion || !Array.isArray(stamp.inputs) || typeof stamp.hash !== 'string') {
    return { usable: false, reason: 'dets stempel har et andet format' };
  }
  if (
    !Array.isArray(stamp.outputsSha256) ||
    stamp.outputsSha256.length !== outputs.length ||
    outputs.some((path, index) => sha256(readFileSync(path)) !== stamp.outputsSha256[index])
  ) {
    return { usable: false, reason: 'filen er beskadiget eller afkortet' };
  }
  if (inputsHash(root, entry, stamp.inputs) !== stamp.hash) {
    return { usable: false, reason: 'kildefilerne er ændret siden det blev bygget' };
  }
  return { usable: true };
}

/**
 * Replaces `import.meta.url` in our own modules by the URL of the module's source file, reckoned from the bundle's
 * place, so the modules that read files beside themselves (lexicons, migrations, content) find them from the bundle.
 */
function sourceUrlPlugin(outDir) {
  return {
    name: 'lektor-source-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const contents = readFileSync(args.path, 'utf8');
        if (!contents.includes('import.meta.url')) return undefined;
        const fromBundle = JSON.stringify(toPosix(relative(outDir, args.path)));
        const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.ts$/.test(args.path) ? 'ts' : 'js';
        return {
          contents: contents.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`),
          loader,
        };
      });
    },
  };
}

/** In a thread's bundle, tsx's `register()` does nothing: the TypeScript is compiled already. */
const compiledTsxPlugin = {
  name: 'lektor-compiled-tsx',
  setup(build) {
    build.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: 'tsx-register', namespace: 'lektor-compiled' }));
    build.onLoad({ filter: /.*/, namespace: 'lektor-compiled' }, () => ({
      contents: 'export function register() {}',
      loader: 'js',
    }));
  },
};

/**
 * In a thread's bundle, the entry's `const task = await import('./….ts')` (which from source must follow tsx's
 * registration) becomes a static `import * as task`. A dynamic import makes esbuild wrap every module under it in a
 * lazy initialiser; a module with a top-level await (schemas/validate.ts) makes those initialisers asynchronous, and
 * two of them importing each other then wait for each other for ever: the print thread's module never finished
 * loading, and every print drawing ran out of its time (docs/PERFORMANCE.md, ninth session). Statically imported,
 * the modules are laid out flat in order, as node itself evaluates them.
 */
function staticThreadTaskPlugin(root, threads) {
  const entries = new Set(threads.map((thread) => join(root, thread)));
  const dynamicTask = /const task = await import\((['"])(\.\/[^'"]+)\1\);/;
  return {
    name: 'lektor-static-thread-task',
    setup(build) {
      build.onLoad({ filter: /-thread\.mjs$/ }, (args) => {
        if (!entries.has(args.path)) return undefined;
        const contents = readFileSync(args.path, 'utf8');
        const found = contents.match(dynamicTask);
        if (!found) {
          throw new Error(
            `${toPosix(relative(root, args.path))}: ingen "const task = await import('./….ts')" at gøre statisk`,
          );
        }
        const rewritten = `import * as task from ${JSON.stringify(found[2])};\n${contents.replace(dynamicTask, '')}`;
        return { contents: rewritten, loader: 'js' };
      });
    },
  };
}

/** Writes `bytes` to `path` through a temporary file renamed into place (a reader never sees half a file). */
function writeAtomically(path, bytes) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

/**
 * Builds bundle NAME: the validators first (`gen:validators`, which does nothing when they are up to date), then the
 * bundle and its stamp. Progress goes to stderr, so a command's stdout stays its own.
 */
export async function buildBundle(name, { root = repositoryRoot, outDir } = {}) {
  const entry = bundleEntries[name];
  if (!entry) throw new Error(`Ukendt bundt '${name}' (kendte: ${Object.keys(bundleEntries).join(', ')}).`);
  const out = outDir ?? join(root, 'dist', 'node');
  const paths = bundlePaths(name, out);
  if (existsSync(join(root, 'schemas', 'gen-validators.ts'))) {
    const validators = spawnSync(process.execPath, ['--import', 'tsx', 'schemas/gen-validators.ts'], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (validators.status !== 0) throw new Error('Validatorerne kunne ikke bygges (npm run gen:validators).');
  }
  const { build } = await import('esbuild');
  mkdirSync(out, { recursive: true });
  const threads = bundleThreads[name] ?? [];
  const result = await build({
    absWorkingDir: root,
    entryPoints: [
      { in: join(root, entry), out: name },
      ...threads.map((thread) => ({ in: join(root, thread), out: threadName(thread) })),
    ],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: out,
    outExtension: { '.js': '.mjs' },
    // The bundle's own code asks this to find its threads' modules (server/jobs/thread-module.ts).
    define: threads.length > 0 ? { LEKTOR_THREAD_BUNDLES: 'true' } : {},
    write: false,
    metafile: true,
    logLevel: 'error',
    plugins: [staticThreadTaskPlugin(root, threads), sourceUrlPlugin(out), compiledTsxPlugin],
  });
  const outputs = [paths.bundle, ...paths.threads];
  const bytesOf = (path) => {
    const file = result.outputFiles.find((output) => output.path === path);
    if (!file) throw new Error(`esbuild skrev ikke ${path}`);
    return file.contents;
  };
  for (const path of outputs) writeAtomically(path, bytesOf(path));
  const inputs = Object.keys(result.metafile.inputs).filter(
    (input) => !input.includes('node_modules/') && !input.startsWith('lektor-compiled:'),
  );
  const stamp = {
    format: formatVersion,
    entry,
    hash: inputsHash(root, entry, inputs),
    outputsSha256: outputs.map((path) => sha256(bytesOf(path))),
    inputs,
  };
  writeAtomically(paths.stamp, `${JSON.stringify(stamp)}\n`);
  return paths.bundle;
}

/** The path of bundle NAME, built first when it is missing, stale or damaged (the reason is said on stderr). */
export async function ensureBundle(name, options = {}) {
  const state = bundleState(name, options);
  if (state.usable)
    return bundlePaths(name, options.outDir ?? join(options.root ?? repositoryRoot, 'dist', 'node')).bundle;
  process.stderr.write(`Det kompilerede bundt '${name}' kan ikke bruges (${state.reason}); det bygges nu.\n`);
  return buildBundle(name, options);
}
