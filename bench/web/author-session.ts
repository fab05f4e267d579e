/**
 * What the web benches do as the subscribed demo author: sign in through the login form, read the access token the
 * app keeps, upload a file through the API and wait until its analysis is done.
 */
import type { Page } from 'playwright-core';
import { openBrowser } from '../../tests/e2e/support/browser.ts';
import { danishNovel } from '../../tests/support/danish-novel.ts';
import { uploadForm } from '../../tests/support/multipart.ts';

export const BENCH_AUTHOR = 'forfatter@lektor.dk';
export const BENCH_PASSWORD = 'lektor-demo';

export async function logIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(BENCH_AUTHOR);
  await page.getByLabel('Adgangskode').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/callback'), {
    timeout: 60_000,
  });
}

export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    throw new Error('no stored sign-in');
  });
}

/** Signs in in a browser of its own, closed again, and gives the access token for the API. */
export async function signedInToken(baseUrl: string): Promise<string> {
  const setup = await openBrowser();
  try {
    await logIn(setup.page, baseUrl);
    return await accessToken(setup.page);
  } finally {
    await setup.close();
  }
}

export interface BenchUpload {
  fileName: string;
  bytes: Uint8Array;
  title: string;
}

/** Uploads through the API and polls the revisions until one is done; the manuscript's id. */
export async function uploadAndWait(
  baseUrl: string,
  token: string,
  upload: BenchUpload,
  timeoutMs = 300_000,
): Promise<number> {
  const form = uploadForm(upload.fileName, upload.bytes, { manuscriptTitle: upload.title });
  const uploaded = await fetch(`${baseUrl}/api/manuscripts/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    body: form.payload,
  });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const { id } = (await uploaded.json()) as { id: number };
  const deadline = Date.now() + timeoutMs;
  let bearer = token;
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseUrl}/api/manuscripts/${id}/revisions/`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    // A long analysis (a 10 MB text on a busy machine) outlives the access token: sign in again and go on polling.
    if (answer.status === 401) {
      bearer = await signedInToken(baseUrl);
      continue;
    }
    if (!answer.ok) throw new Error(`revisions: ${answer.status} ${await answer.text()}`);
    const revisions = (await answer.json()) as { status: string }[];
    if (revisions.some((r) => r.status === 'done')) return id;
    if (revisions.some((r) => r.status === 'failed')) throw new Error('analysis failed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('analysis did not finish');
}

/** Signs in in a browser of its own, uploads a generated Danish novel of `words` words and waits for its analysis. */
export async function uploadGeneratedNovel(baseUrl: string, words: number, fileName: string, title: string) {
  const setup = await openBrowser();
  try {
    await logIn(setup.page, baseUrl);
    const novel = danishNovel(words);
    return await uploadAndWait(baseUrl, await accessToken(setup.page), {
      fileName,
      bytes: new TextEncoder().encode(novel.text),
      title,
    });
  } finally {
    await setup.close();
  }
}
