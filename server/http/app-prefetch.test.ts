import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  CALLBACK_DOCUMENT_SOURCES,
  CALLBACK_PAGE_SOURCES,
  callbackDocumentFiles,
  callbackPageFiles,
  prefetchFiles,
} from './app-prefetch.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_a-2.js', '_b-3.js'], css: ['assets/index-4.css'] },
  '_a-2.js': { file: 'assets/a-2.js', imports: ['_b-3.js', 'index.html'] },
  '_b-3.js': { file: 'assets/b-3.js', css: ['assets/index-4.css'] },
  'pages/Report.tsx': { file: 'assets/Report-5.js', imports: ['_a-2.js', '_c-6.js'] },
  '_c-6.js': { file: 'assets/c-6.js' },
};

describe('prefetchFiles', () => {
  it("gives each source's file, stylesheets and static imports, each once, in the order met", () => {
    expect(prefetchFiles(manifest, ['index.html', 'pages/Report.tsx'])).toEqual([
      '/assets/index-1.js',
      '/assets/index-4.css',
      '/assets/a-2.js',
      '/assets/b-3.js',
      '/assets/Report-5.js',
      '/assets/c-6.js',
    ]);
  });

  it('leaves out sources the manifest does not know, and files that are not hashed assets', () => {
    expect(prefetchFiles(manifest, ['pages/Gone.tsx'])).toEqual([]);
    const odd: BuildManifest = {
      'index.html': { file: 'assets/x.js', imports: ['_y', '_z'] },
      _y: { file: '../secret.js' },
      _z: { file: 'assets/"><script>.js' },
    };
    expect(prefetchFiles(odd, ['index.html'])).toEqual(['/assets/x.js']);
  });
});

describe('callbackPageFiles', () => {
  it('prefetches nothing without a build folder or its manifest', () => {
    expect(callbackPageFiles(undefined)).toEqual([]);
    expect(callbackPageFiles(join(import.meta.dirname, 'no-such-build'))).toEqual([]);
  });

  it.each([
    ['not JSON', '{"index.html": '],
    ['a list', '[]'],
    ['null', 'null'],
    ['an entry without a file', '{"index.html": {"imports": ["x"]}}'],
    ['a file outside assets/', '{"index.html": {"file": "../../etc/passwd"}}'],
  ])('bad input: a manifest that is %s prefetches nothing', (_case, text) => {
    const dir = mkdtempSync(join(tmpdir(), 'lektor-manifest-'));
    try {
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), text);
      expect(callbackPageFiles(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the manifest of a build folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lektor-manifest-'));
    try {
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect(callbackPageFiles(dir)).toEqual([
        '/assets/index-1.js',
        '/assets/index-4.css',
        '/assets/a-2.js',
        '/assets/b-3.js',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names sources that exist (a renamed page would silently leave the prefetch)', () => {
    const app = join(import.meta.dirname, '..', '..', 'app');
    for (const source of [...CALLBACK_PAGE_SOURCES, ...CALLBACK_DOCUMENT_SOURCES])
      expect(existsSync(join(app, source)), source).toBe(true);
  });

  it("the callback document's script, and the scripts it and the sign-in's code import as preloads, no stylesheet", () => {
    const dir = mkdtempSync(join(tmpdir(), 'lektor-manifest-'));
    const write = (entries: BuildManifest) =>
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ ...manifest, ...entries }));
    const oidc = { file: 'assets/oidc-7.js', imports: ['_b-3.js'], css: ['assets/o-8.css'] };
    try {
      mkdirSync(join(dir, '.vite'));
      write({
        'callback-main.ts': { file: 'assets/callback-9.js', imports: ['_c-6.js'] },
        'auth/oidc-auth-service.ts': oidc,
      });
      expect(callbackDocumentFiles(dir)).toEqual({
        script: '/assets/callback-9.js',
        preloads: ['/assets/c-6.js', '/assets/oidc-7.js', '/assets/b-3.js'],
      });
      // An older build without the script: the sign-in's code is still preloaded.
      write({ 'auth/oidc-auth-service.ts': oidc });
      expect(callbackDocumentFiles(dir)).toEqual({
        script: undefined,
        preloads: ['/assets/oidc-7.js', '/assets/b-3.js'],
      });
      expect(callbackDocumentFiles(undefined)).toEqual({ preloads: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
