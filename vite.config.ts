import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/support/longest-first.ts';

/** Text files worth compressing; source maps are fetched only by developer tools and stay plain. */
const PRECOMPRESSED = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes NAME.br (brotli, quality 11) and NAME.gz (gzip, level 9) beside every text file of the build over 1 kB,
 * so the server sends the smallest encoding the browser accepts without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lektor-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => PRECOMPRESSED.test(path))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// One config: the web app build (app/ → dist/web) and the three test projects.
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // The app, '/login' as a page of its own (app/login-main.ts) and the callback document's small script
    // (app/callback-main.ts). The manifest (.vite/manifest.json, not served) tells the server which files the
    // callback page needs, for the provider's form to prefetch them, and which script the callback's document runs.
    manifest: true,
    rollupOptions: { input: { index: 'app/index.html', login: 'app/login.html', callback: 'app/callback-main.ts' } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/oidc': 'http://127.0.0.1:8080' } },
  test: {
    root: '.',
    // Three files at a time on CI's two cores: the integration files spend much of their time waiting on their
    // servers, analysis threads and databases (docs/TESTING.md, how long the suite takes).
    maxWorkers: 3,
    // The longest files start first, on a fresh clone too (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['{schemas,engine,reports,app,analysis,server,tests/unit,tests/fuzz}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/dom-timeouts.ts', 'tests/unit/setup-definitions.ts'],
          // The unit files share each worker's modules instead of loading their own (the dictionary, the validators,
          // the definitions): the project took half the CPU and wall time (docs/TESTING.md, the suite's time).
          isolate: false,
          // The first test of a file that reads the Danish dictionary pays for loading it (about a second on a quiet
          // machine, far more when CI's two cores are busy).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each worker loads the server's modules once for all its files instead of once per file (2.3 s a file):
          // the project's CPU fell by a fifth (docs/TESTING.md, sixteenth session). Every file starts its own servers
          // on its own storage, and none mocks a module or changes the environment (test-server.ts sets one variable,
          // the same for every file); a shuffled order passes too.
          isolate: false,
          // One migrated PGlite database per run, copied for each test's server (tests/support/pglite-template.ts), and
          // one PostgreSQL template database when TEST_DATABASE_URL is set (tests/support/postgres-template.ts); the
          // servers' worker threads start from the server bundle's compiled modules (tests/support/thread-bundles.ts).
          globalSetup: [
            'tests/support/pglite-template.ts',
            'tests/support/postgres-template.ts',
            'tests/support/thread-bundles.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // As for the integration files: each worker loads Playwright and the helpers once (1.4 s a file before).
          isolate: false,
          // The run's PGlite template, one shared product and one Chromium (tests/e2e/support/shared-product.ts).
          globalSetup: ['tests/e2e/support/shared-product.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A browser test waits for the state it expects (expect.poll), not for a time: 1 s, Vitest's default, is less
          // than a server's answer takes on a busy machine (a publish, a grant), so it waits up to 30 s.
          expect: { poll: { timeout: 30_000 } },
          // Two files at a time (`npm run test:e2e` sets --maxWorkers=2), on the shared product and Chromium; the files
          // that change what every user sees start a product of their own (tests/e2e/support/app-fixture.ts).
        },
      },
    ],
  },
});
