import { describe, expect, test } from 'vitest';
import { pdfErrors } from '../errors.ts';
import { chromiumPath, oneRenderPerAuthor, pdfDisposition, tokenExpiry } from './pdf-render.ts';

describe('Download PDF', () => {
  test('the file name is Danish, with a plain fallback for old browsers', () => {
    expect(pdfDisposition('Vinteren ved fjorden')).toBe(
      `attachment; filename="Lektoer-rapport - Vinteren ved fjorden.pdf"; filename*=UTF-8''${encodeURIComponent('Lektør-rapport - Vinteren ved fjorden.pdf')}`,
    );
    expect(pdfDisposition('Æbler/på "Ø"\n')).toContain('filename="Lektoer-rapport - Aebler paa Oe.pdf"');
    expect(pdfDisposition('  ')).toContain('filename="Lektoer-rapport - manuskript.pdf"');
  });

  test("the headless page's sign-in expires with the token", () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1_900_000_000 })).toString('base64url');
    expect(tokenExpiry(`h.${payload}.s`)).toBe(1_900_000_000);
    expect(tokenExpiry('opaque', 1_000_000)).toBe(1_000 + 300);
  });

  test('one render per author, two on the server', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = oneRenderPerAuthor('1', () => held);
    await expect(oneRenderPerAuthor('1', async () => 'x')).rejects.toMatchObject({ statusCode: 429 });
    const second = oneRenderPerAuthor('2', () => held);
    await expect(oneRenderPerAuthor('3', async () => 'x')).rejects.toMatchObject({ statusCode: 503 });
    release();
    await Promise.all([first, second]);
    await expect(oneRenderPerAuthor('1', async () => 'igen')).resolves.toBe('igen');
  });

  test('without Chromium there is nothing to render with', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/ingen/chromium' })).toBeUndefined();
  });

  test('a print view with failed blocks is refused in Danish, the blocks kept for the log', () => {
    const one = pdfErrors.incomplete([{ reportId: '9', blockId: 'primary', problem: '/data/tense: mangler' }]);
    expect(one).toMatchObject({ code: 'PDF_INCOMPLETE', statusCode: 502 });
    expect(one.message).toBe(
      'PDF-filen blev ikke lavet, fordi én del af rapporten ikke kunne vises. Prøv igen om lidt; sker det igen, så kontakt os.',
    );
    expect(one.failed).toEqual([{ reportId: '9', blockId: 'primary', problem: '/data/tense: mangler' }]);
    const three = pdfErrors.incomplete(['a', 'b', 'c'].map((blockId) => ({ reportId: '1', blockId })));
    expect(three.message).toContain('fordi 3 dele af rapporten ikke kunne vises');
  });
});
