/**
 * The app's files the callback page will need, for the built-in provider's login form to prefetch while the author
 * types (issue 33 point 4): '/login' is a small page of its own (app/login-main.ts) that loads none of the app, so
 * without this the callback page would fetch the app's entry and then a report page's thirty files one after the
 * other, on the browser's six connections, beside the token exchange.
 *
 * Vite's manifest (dist/web/.vite/manifest.json, written by the build, never served: @fastify/static leaves dot
 * folders out) names each source's file, its static imports and its stylesheets; the files are the closure of
 * the sources below. A build without a manifest (an older build served with WEB_DIR) prefetches nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the callback page loads on its way to a manuscript's first report page (the dashboard, where a signed-out
 * author who opened a report is sent after signing in): the app's entry, the sign-in code, the report pages'
 * layout and screen, the dashboard, the validators and normalisation of the definitions and the revision data,
 * and the charts (vega). Paths as the manifest names them (relative to app/). Measured from the callback document's
 * requests (`BENCH_VERBOSE=1 BENCH_WEB=login npm run bench -- web`).
 */
export const CALLBACK_PAGE_SOURCES = [
  'index.html',
  'callback-main.ts',
  'auth/oidc-auth-service.ts',
  '../schemas/generated/validators-api.js',
  '../schemas/generated/validators-author.js',
  '../schemas/generated/validators-report-definition.js',
  'pages/ReportLayout.tsx',
  'pages/ReportScreen.tsx',
  'pages/DashboardPage.tsx',
  '../schemas/generated/validators-models.js',
  '../schemas/generated/validators-report-content.js',
  '../schemas/normalise/index.ts',
  '../engine/react/blocks/chart/VegaChart.tsx',
] as const;

/** One entry of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files (as '/assets/…' paths) of `sources` and of everything they import statically, each once, in the
 * order met (a source's own file before its imports, the sources in the order given). Sources the manifest does
 * not know are left out.
 */
export function prefetchFiles(manifest: BuildManifest, sources: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || typeof chunk.file !== 'string') return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].filter((file) => /^\/assets\/[\w.-]+\.(?:js|css)$/.test(file));
}

/**
 * What the callback document itself runs and asks for at once, beside the app's entry (server/http/web-app.ts): its
 * small script (app/callback-main.ts, which begins the code exchange before the entry has run) and the sign-in's
 * code (oidc-client-ts), which it imports, preloaded (`<link rel="modulepreload">`).
 */
export const CALLBACK_DOCUMENT_SCRIPT = 'callback-main.ts';
export const CALLBACK_DOCUMENT_SOURCES = [CALLBACK_DOCUMENT_SCRIPT, 'auth/oidc-auth-service.ts'] as const;

/** The callback document's script and the other scripts it preloads; nothing without a readable manifest. */
export interface CallbackDocumentFiles {
  script?: string;
  preloads: string[];
}

function readManifest(webDir: string | undefined): BuildManifest | undefined {
  if (!webDir) return undefined;
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return undefined;
  return manifest as BuildManifest;
}

/** The files to prefetch for the callback page, from the build in `webDir`; none without a readable manifest. */
export function callbackPageFiles(webDir: string | undefined): string[] {
  const manifest = readManifest(webDir);
  return manifest ? prefetchFiles(manifest, CALLBACK_PAGE_SOURCES) : [];
}

/** The callback document's script and preloads (CALLBACK_DOCUMENT_SOURCES); none without a readable manifest. */
export function callbackDocumentFiles(webDir: string | undefined): CallbackDocumentFiles {
  const manifest = readManifest(webDir);
  if (!manifest) return { preloads: [] };
  const [script] = prefetchFiles(manifest, [CALLBACK_DOCUMENT_SCRIPT]);
  // Without the script (an older build) the sign-in's code is still preloaded for the entry's own import.
  const scripts = prefetchFiles(manifest, CALLBACK_DOCUMENT_SOURCES).filter((file) => file.endsWith('.js'));
  return { script, preloads: scripts.filter((file) => file !== script) };
}
