/**
 * The set-up the browser tests share: the real product started (server-process.ts) beside fresh Chromium profiles
 * (browser.ts), each signed in as its user through the login form, all stopped after the file. It registers the
 * file's beforeAll and afterAll; the server and browsers it returns stand for the started ones once beforeAll has
 * run (reading them before that throws).
 */
import { afterAll, beforeAll } from 'vitest';
import { type BrowserSession, openBrowser, signIn } from './browser.ts';
import { type RunningServer, type StartServerOptions, startServer } from './server-process.ts';

export interface AppFixtureOptions<Users extends readonly string[]> {
  /** Who signs in, one browser each, in this order; without it one browser, signed out. */
  signIn?: Users;
  /** Environment for the product, as for startServer. */
  env?: Record<string, string>;
  server?: StartServerOptions;
}

export interface AppFixture<Users extends readonly string[]> {
  server: RunningServer;
  /** The first browser. */
  browser: BrowserSession;
  /** One browser for each user signed in, in the order given. */
  browsers: { [K in keyof Users]: BrowserSession };
}

export function appFixture<const Users extends readonly string[] = []>({
  signIn: users,
  env = {},
  server: serverOptions,
}: AppFixtureOptions<Users> = {}): AppFixture<Users> {
  const count = Math.max(1, users?.length ?? 0);
  let started: { server: RunningServer; browsers: BrowserSession[] } | undefined;
  const current = () => {
    if (!started) throw new Error('the product is not started: its beforeAll has not run or failed');
    return started;
  };

  beforeAll(async () => {
    const [server, ...browsers] = await Promise.all([
      startServer(env, serverOptions),
      ...Array.from({ length: count }, () => openBrowser()),
    ]);
    started = { server: server as RunningServer, browsers: browsers as BrowserSession[] };
    await Promise.all(
      (users ?? []).map((email, i) => signIn(current().browsers[i]!.page, current().server.url, email)),
    );
  });

  afterAll(async () => {
    for (const browser of started?.browsers ?? []) await browser.close();
    await started?.server.stop();
  });

  const server: RunningServer = {
    get url() {
      return current().server.url;
    },
    get dataDir() {
      return current().server.dataDir;
    },
    output: () => current().server.output(),
    stop: () => current().server.stop(),
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
  return { server, browser: browsers[0]!, browsers: browsers as AppFixture<Users>['browsers'] };
}
