import { describe, expect, it } from 'vitest';
import { fileNameOf } from './save-download.ts';

describe('fileNameOf (the name a download is saved under)', () => {
  it('takes the UTF-8 name, else the plain one, else the fallback; a malformed UTF-8 name falls back', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''Lekt%C3%B8r-rapport.pdf`, 'x')).toBe(
      'Lektør-rapport.pdf',
    );
    expect(fileNameOf('attachment; filename="fyret (kommenteret).docx"', 'x')).toBe('fyret (kommenteret).docx');
    expect(fileNameOf(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4%A`, 'x')).toBe('plain.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%FF`, 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameOf(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});
