/**
 * The Kapitler page in the browser: an author uploads a .txt with four chapters ('Kapitel 1' …), one of them
 * without dialogue in a book that is mostly talk; the page lists the chapters in its table, names the odd one out
 * in Danish, draws its charts, is reached from the report menu and has no accessibility violations.
 * CHAPTERS_SCREENSHOT=file keeps a screenshot of the page to look at.
 */
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility.ts';
import { appFixture } from './support/app-fixture.ts';
import { reportSettled } from './support/app-walk.ts';
import { analysisDone, uploadText } from './support/uploads.ts';

const { server, browser } = appFixture({ signIn: ['forfatter@lektor.dk'] });
const title = 'Fyret på øen';

const talk = [
  '– Kommer du med ud på molen i aften? spurgte Marie og så på ham.',
  '– Ja, sagde Jens, hvis du venter på mig ved havnen.',
  'Marie nikkede og gik ned ad stien, mens vinden rev i hendes frakke.',
];
const quiet =
  'Havet lå gråt og stille under skyerne, og mågerne kredsede over klipperne, hvor bølgerne brød mod stenene i lange, langsomme rækker.';

function story(): string {
  const chapter = (n: number, paragraphs: string[]) => [`Kapitel ${n}`, ...paragraphs].join('\n\n');
  const repeat = (lines: string[], times: number) => Array.from({ length: times }, () => lines).flat();
  return [
    chapter(1, repeat(talk, 12)),
    chapter(2, repeat(talk, 12)),
    chapter(3, repeat([quiet], 24)),
    chapter(4, repeat(talk, 12)),
  ].join('\n\n');
}

describe('the Kapitler page', () => {
  it('shows the chapters of an uploaded text, the one without dialogue flagged in Danish', async () => {
    const { page } = browser;
    await uploadText(page, server.url, { title, fileName: 'fyret.txt', text: story() });
    const row = await analysisDone(page, title, 150_000);
    const manuscriptId = (await row.getAttribute('data-manuscript-id')) ?? '';
    await page.goto(`${server.url}/manuscripts/${manuscriptId}/dashboard`);
    await reportSettled(page);
    await page.getByRole('navigation', { name: 'Rapporter' }).getByRole('link', { name: 'Kapitler' }).click();
    await reportSettled(page);
    expect(page.url()).toMatch(/\/analysis\/21$/u);
    const screenshot = process.env.CHAPTERS_SCREENSHOT;
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    const table = page.getByRole('table', { name: 'Kapitel for kapitel' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(3).textContent()).toContain('Kapitel 3');
    const flagged = page.locator('[data-block-id="flagged"]');
    expect(await flagged.textContent()).toContain('Kapitlet har næsten ingen dialog');
    expect(await flagged.textContent()).toContain('Nr. 3: Kapitel 3');
    expect(await page.locator('[data-block-id$="-per-chapter"] [data-chart-state="ready"]').count()).toBe(4);
    expect(await page.locator('[data-block-state="failed"]').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  }, 240_000);
});
