// Types of bundles.mjs (plain JavaScript, so the launcher starts without a TypeScript loader).
export declare const repositoryRoot: string;
export declare const bundleEntries: Record<string, string>;
export declare const bundleThreads: Record<string, string[]>;
export interface BundleOptions {
  root?: string;
  outDir?: string;
}
export declare function bundlePaths(
  name: string,
  outDir?: string,
): { bundle: string; threads: string[]; stamp: string };
export declare function bundleState(
  name: string,
  options?: BundleOptions,
): { usable: true } | { usable: false; reason: string };
export declare function buildBundle(name: string, options?: BundleOptions): Promise<string>;
export declare function ensureBundle(name: string, options?: BundleOptions): Promise<string>;
