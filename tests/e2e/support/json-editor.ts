/** The editor's JSON field (CodeMirror) in browser tests. */
import type { Page } from 'playwright-core';

/** Replaces the JSON editor's whole text, as an editor pasting it over everything would. */
export async function replaceJson(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.locator('.cm-content').evaluate((content, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
