/**
 * The one set-up of the browser tests: a product and browsers, each signed in as its user through the login form,
 * closed after the file. It registers the file's beforeAll and afterAll; the server and browsers it returns stand
 * for the started ones once beforeAll has run (reading them before that throws).
 *
 * By default a file uses the run's shared product (shared-product.ts) and signs in as its own copies of the demo
 * accounts (file-accounts.ts: `account()` names them). A file that changes what every user sees (published
 * definitions, the admin's lists of all authors, another sign-in provider) or restarts the product asks for its own
 * (`ownProduct`, or `env` / `server` options), started beside its browsers. Browsers are contexts in the run's
 * shared Chromium (browser.ts).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { newDataDir } from '../../support/data-dir.ts';
import { type BrowserSession, openBrowser, signIn } from './browser.ts';
import { fileAccount, fileKey } from './file-accounts.ts';
import { type RunningServer, type StartServerOptions, startServer } from './server-process.ts';

export interface AppFixtureOptions<Users extends readonly string[]> {
  /** Who signs in (demo accounts), one browser each, in this order; without it one browser, signed out. */
  signIn?: Users;
  /** A product of the file's own; implied by `env` and `server`. */
  ownProduct?: boolean;
  /** Environment for the file's own product, as for startServer. */
  env?: Record<string, string>;
  server?: StartServerOptions;
}

/** The product a file uses: the shared one cannot be stopped or restarted by a file. */
export interface AppServer extends RunningServer {
  /**
   * The file's own product stopped, `meanwhile` run, and started again on the same data folder and port (the
   * browsers' stored sign-in names the address); its output then continues.
   */
  restart(meanwhile?: () => Promise<void>): Promise<void>;
}

export interface AppFixture<Users extends readonly string[]> {
  server: AppServer;
  /** The first browser. */
  browser: BrowserSession;
  /** One browser for each user signed in, in the order given. */
  browsers: { [K in keyof Users]: BrowserSession };
  /** The address this file signs in with for a demo account: its own copy on the shared product, else itself. */
  account(email: string): string;
}

/** The shared product, as a running server that a file does not stop. */
function sharedServer(): RunningServer {
  const url = inject('sharedProductUrl');
  if (!url) throw new Error('no shared product: run the e2e project (its globalSetup starts it)');
  return {
    url,
    dataDir: '',
    output: () => '(the shared product: its output stays with the run)',
    stop: async () => undefined,
  };
}

export function appFixture<const Users extends readonly string[] = []>({
  signIn: users,
  ownProduct = false,
  env,
  server: serverOptions,
}: AppFixtureOptions<Users> = {}): AppFixture<Users> {
  const own = ownProduct || env !== undefined || serverOptions !== undefined;
  const count = Math.max(1, users?.length ?? 0);
  let key: string | undefined;
  /** The own product's data folder when the fixture made it (removed after the file; kept across a restart). */
  let madeDataDir: string | undefined;
  let started: { server: RunningServer; browsers: BrowserSession[] } | undefined;
  const current = () => {
    if (!started) throw new Error('the product is not started: its beforeAll has not run or failed');
    return started;
  };
  const account = (email: string) => {
    if (!own && !key) throw new Error('the file is not known yet: its beforeAll has not run');
    return own ? email : fileAccount(email, key!);
  };

  beforeAll(async () => {
    const testPath = expect.getState().testPath;
    if (!testPath) throw new Error('the test file is not known');
    key = fileKey(testPath);
    const startOwn = () => {
      if (!serverOptions?.dataDir) madeDataDir = newDataDir('lektor-e2e-', { empty: serverOptions?.emptyDataDir });
      const dataDir = serverOptions?.dataDir ?? madeDataDir!;
      return startServer(env, { ...serverOptions, dataDir });
    };
    const [[serverStart], browserOpens] = await Promise.all([
      Promise.allSettled([own ? startOwn() : sharedServer()]),
      Promise.allSettled(Array.from({ length: count }, () => openBrowser())),
    ]);
    const browsers = browserOpens.flatMap((open) => (open.status === 'fulfilled' ? [open.value] : []));
    const failed = [serverStart!, ...browserOpens].find((result) => result.status === 'rejected');
    if (failed || serverStart?.status !== 'fulfilled') {
      // What did open is closed here: afterAll knows only a set-up that succeeded.
      await Promise.all(browsers.map((browser) => browser.close()));
      if (serverStart?.status === 'fulfilled') await serverStart.value.stop();
      throw failed?.status === 'rejected' ? failed.reason : new Error('the product did not start');
    }
    const server = serverStart.value;
    started = { server, browsers };
    await Promise.all((users ?? []).map((email, i) => signIn(browsers[i]!.page, server.url, account(email))));
  });

  afterAll(async () => {
    await Promise.all((started?.browsers ?? []).map((browser) => browser.close()));
    await started?.server.stop();
    if (madeDataDir) rmSync(madeDataDir, { recursive: true, force: true });
  });

  const server: AppServer = {
    get url() {
      return current().server.url;
    },
    get dataDir() {
      return current().server.dataDir;
    },
    output: () => current().server.output(),
    stop: () => current().server.stop(),
    async restart(meanwhile) {
      if (!own) throw new Error('the shared product is not restarted by a file: ask for ownProduct');
      const { url, dataDir, output } = current().server;
      await current().server.stop();
      await meanwhile?.();
      const before = output();
      const again = await startServer(env, { dataDir, port: Number(new URL(url).port) });
      current().server = { ...again, output: () => before + again.output() };
    },
  };
  const browsers = Array.from(
    { length: count },
    (_, i): BrowserSession => ({
      get context() {
        return current().browsers[i]!.context;
      },
      get page() {
        return current().browsers[i]!.page;
      },
      get errors() {
        return current().browsers[i]!.errors;
      },
      close: () => current().browsers[i]!.close(),
    }),
  );
  return { server, browser: browsers[0]!, browsers: browsers as AppFixture<Users>['browsers'], account };
}
