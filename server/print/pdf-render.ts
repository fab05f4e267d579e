/**
 * 'Download PDF': the server prints the app's own print route (/manuscripts/{id}/print) in headless Chromium
 * (playwright-core, Debian's chromium at CHROMIUM_PATH or /usr/bin/chromium) and returns the PDF.
 *
 * Authorization: the headless page acts as the author who asked, with the access token of that very request.
 * The token never leaves the server: it is written into the local storage of a fresh, throw-away browser
 * profile (where the app's sign-in keeps its user) before the app starts, the browser may reach only this
 * server's own address (every other request is aborted), and the profile is deleted when the PDF is done. The
 * print route then calls the API as the author would, under the same access rules. The token is short-lived
 * (10 minutes) and the render is bounded by RENDER_TIMEOUT_MS.
 *
 * Bounds: one render per author at a time, at most MAX_RENDERS at once on the server, each stopped after 60 s.
 *
 * Complete or nothing: the PDF is printed only when the print view has settled (its `data-report-state`, set by the
 * engine when no block or chart is loading). A view with a failed block (an error panel, a chart not drawn) is
 * loaded once more; if a block fails again the author gets a Danish error instead of a document with error panels
 * (502 PDF_INCOMPLETE), and the failed blocks go to the log. A PDF spends no upload, delivered or not.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { settledAttributes } from '../../engine/settled-state.ts';
import { ApiError, type FailedBlock, pdfErrors } from '../errors.ts';
import { attachmentDisposition, fileNamePart } from '../http/disposition.ts';
import { HEADLESS_CHROMIUM_ARGS } from './chromium.ts';

export const RENDER_TIMEOUT_MS = 60_000;
const MAX_RENDERS = 2;

/** The Chromium to print with, or undefined when none is installed. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

export interface PrintRequest {
  /** This server's own address, e.g. http://127.0.0.1:8080. */
  origin: string;
  manuscriptId: number;
  /** The author's access token (the bearer token of the request). */
  accessToken: string;
  /** Where the app's sign-in keeps its user: oidc-client-ts' key `oidc.user:{issuer}:{clientId}`. */
  issuer: string;
  clientId: string;
  executablePath: string;
  timeoutMs?: number;
  /** Told when the first rendering had failed blocks and the print view is loaded again. */
  onRetry?: (failed: readonly FailedBlock[]) => void;
}

/** The print view's root once it has settled: its state is no longer 'loading'. */
const settledPrintView = `.print-page[${settledAttributes.state}]:not([${settledAttributes.state}="loading"])`;

/** Waits until the print view has settled; the blocks that failed in it (none: ready to print). */
async function settledPrintViewFailures(page: Page, timeout: number): Promise<FailedBlock[]> {
  await page.locator(settledPrintView).waitFor({ timeout });
  return page
    .locator('.print-page [data-block-state="failed"], .print-page [data-chart-state="error"]')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const block = element.closest('[data-block-id]');
        const problem = block?.getAttribute('data-block-problem');
        return {
          reportId: element.closest('[data-report-id]')?.getAttribute('data-report-id') ?? '',
          blockId: block?.getAttribute('data-block-id') ?? '',
          ...(problem ? { problem } : {}),
        };
      }),
    );
}

/** Seconds since 1970 when the access token expires (its `exp`), or five minutes from now when unreadable. */
export function tokenExpiry(token: string, now = Date.now()): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return payload.exp;
  } catch {
    // Not a JWT: fall through.
  }
  return Math.floor(now / 1000) + 300;
}

const rendering = new Set<string>();

/** Runs `render` for `author` unless the author or the server is already at its bound. */
export async function oneRenderPerAuthor<T>(author: string, render: () => Promise<T>): Promise<T> {
  if (rendering.has(author)) throw pdfErrors.busyForAuthor();
  if (rendering.size >= MAX_RENDERS) throw pdfErrors.busy();
  rendering.add(author);
  try {
    return await render();
  } finally {
    rendering.delete(author);
  }
}

export async function renderPrintPdf(request: PrintRequest): Promise<Buffer> {
  const timeout = request.timeoutMs ?? RENDER_TIMEOUT_MS;
  const deadline = Date.now() + timeout;
  const left = () => Math.max(1, deadline - Date.now());
  // Loaded on the first PDF, not at start: playwright-core's modules would stay in the idle server's heap.
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'lektor-pdf-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: request.executablePath,
    headless: true,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
  const timer = setTimeout(() => void browser.close(), timeout);
  try {
    // Only this server: the token can go nowhere else, and nothing outside can slow the print.
    await browser.route('**/*', (route) =>
      new URL(route.request().url()).origin === request.origin ? route.continue() : route.abort(),
    );
    const user = {
      access_token: request.accessToken,
      token_type: 'Bearer',
      scope: 'openid profile email',
      profile: {},
      expires_at: tokenExpiry(request.accessToken),
    };
    await browser.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
      },
      [`oidc.user:${request.issuer}:${request.clientId}`, JSON.stringify(user)] as const,
    );
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${request.origin}/manuscripts/${request.manuscriptId}/print`, { timeout: left() });
    let failed = await settledPrintViewFailures(page, left());
    if (failed.length > 0) {
      request.onRetry?.(failed);
      await page.reload({ timeout: left() });
      failed = await settledPrintViewFailures(page, left());
      if (failed.length > 0) throw pdfErrors.incomplete(failed);
    }
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (Date.now() >= deadline || (error instanceof Error && error.name === 'TimeoutError')) throw pdfErrors.timedOut();
    throw error;
  } finally {
    clearTimeout(timer);
    await browser.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The PDF's Danish file name, e.g. 'Lektør-rapport - Vinteren ved fjorden.pdf', as a Content-Disposition. */
export function pdfDisposition(title: string): string {
  return attachmentDisposition(`Lektør-rapport - ${fileNamePart(title, 'manuskript')}.pdf`);
}
