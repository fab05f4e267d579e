/**
 * Uploading a manuscript through the app's upload dialog and waiting for its analysis, as the author does it:
 * the dialog from 'Upload manuskript' on the overview, then the manuscripts list, whose row shows the analysis's
 * progress until it has ended.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface TextUpload {
  title: string;
  fileName: string;
  text: string;
  genre?: string;
  audience?: string;
}

/** Fills the upload dialog with a .txt file and sends it; resolves on the manuscripts list. */
export async function uploadText(page: Page, baseUrl: string, upload: TextUpload): Promise<void> {
  await page.getByRole('button', { name: 'Upload manuskript' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload manuskript' });
  await dialog.waitFor();
  await dialog.getByLabel('Titel').fill(upload.title);
  await dialog.getByLabel('Genre').selectOption({ label: upload.genre ?? 'Samtidsroman' });
  await dialog.getByLabel('Målgruppe').selectOption({ label: upload.audience ?? 'Voksne' });
  await dialog.getByLabel('Fil').setInputFiles({
    name: upload.fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from(upload.text, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(`${baseUrl}/overview/manuscripts`);
}

/** The manuscripts-list row of a title (on the page shown: the author's list or the admin's). */
export function manuscriptRow(page: Page, title: string): Locator {
  return page.locator('tr[data-manuscript-id]').filter({ hasText: title });
}

/**
 * Waits until the title's analysis has ended (done or failed) and expects it done. The author's list follows every
 * running analysis through its progress stream and shows the end by itself (app/stores/LiveManuscriptsStore.ts), so
 * its row is watched as the author watches it, with no reload; a reload a second cost the browser and the product
 * a whole page load each time, beside the analysis it waited for. The admin's list is not live: it is read again.
 */
export async function analysisDone(page: Page, title: string, timeoutMs: number): Promise<Locator> {
  const row = manuscriptRow(page, title);
  await row.waitFor();
  const live = !new URL(page.url()).pathname.startsWith('/admin/');
  await expect
    .poll(
      async () => {
        if (!live) {
          await page.reload();
          await row.waitFor();
        }
        return row.getAttribute('data-status');
      },
      { timeout: timeoutMs, interval: live ? 250 : 1_000 },
    )
    .toMatch(/^(done|failed)$/u);
  expect(await row.getAttribute('data-status')).toBe('done');
  return row;
}

/** Uploads the text through the dialog, waits for its analysis to be done and gives the manuscript's path. */
export async function uploadAnalysed(
  page: Page,
  baseUrl: string,
  upload: TextUpload,
  timeoutMs: number,
): Promise<string> {
  await uploadText(page, baseUrl, upload);
  const row = await analysisDone(page, upload.title, timeoutMs);
  return `/manuscripts/${await row.getAttribute('data-manuscript-id')}`;
}
