import { describe, expect, it } from 'vitest';
import { fileProblem, formatFileSize, MAX_UPLOAD_BYTES, uploadMessages } from './file-checks.ts';
import { fileTypeOf } from './file-types.ts';

describe('formatFileSize: B to YB with 2 decimals, Danish decimal comma', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1_500, '1,50 KB'],
    [1_500_000, '1,50 MB'],
    [10_000_000, '10,00 MB'],
    [1_234_567, '1,23 MB'],
    [2.5e9, '2,50 GB'],
    [1e24, '1,00 YB'],
    [3.456e24, '3,46 YB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('rounds to exactly 2 decimals from KB up', () => {
    const decimals = formatFileSize(1_239_999).split(',')[1]?.split(/\s/)[0] ?? '';
    expect(decimals).toBe('24');
  });
});

describe('fileProblem: the messages of spec §8', () => {
  const txt = (size: number, type = 'text/plain') => ({ name: 'roman.txt', size, type });

  it('accepts .txt, .docx and .epub up to 10,000,000 bytes', () => {
    expect(fileProblem(txt(MAX_UPLOAD_BYTES))).toBeUndefined();
    expect(
      fileProblem({
        name: 'Bog.DOCX',
        size: 10,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBeUndefined();
    expect(fileProblem({ name: 'bog.epub', size: 10, type: 'application/epub+zip' })).toBeUndefined();
    expect(fileProblem({ name: 'bog.epub', size: 10, type: '' })).toBeUndefined();
  });

  it('refuses one byte over the limit with the size message naming the file and 10 MB', () => {
    expect(fileProblem(txt(MAX_UPLOAD_BYTES + 1))?.replace(/\u00a0/g, ' ')).toBe(
      'roman.txt: Ugyldig filstørrelse, filstørrelsen skal være mindre end 10,00 MB',
    );
  });

  it('refuses a file of another type (a .pdf) with the invalid-type message listing the accepted types', () => {
    expect(fileProblem({ name: 'roman.pdf', size: 10, type: 'application/pdf' })).toBe(
      'roman.pdf: Er ikke en gyldig fil type. Følgende fil typer er godkendt: .epub, .docx, .txt',
    );
  });

  it('refuses an unknown extension without a type with the fixed message', () => {
    expect(fileProblem({ name: 'roman', size: 10, type: '' })).toBe(
      'Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.',
    );
    expect(fileProblem({ name: 'roman.odt', size: 10, type: '' })).toBe(uploadMessages.otherExtension);
  });

  it('refuses an accepted extension whose type says otherwise, listing the accepted types', () => {
    expect(fileProblem({ name: 'roman.docx', size: 10, type: 'application/pdf' })).toBe(
      'roman.docx: Er ikke en gyldig fil type. Følgende fil typer er godkendt: .epub, .docx, .txt',
    );
  });

  it('maps extensions to the upload file types', () => {
    expect(fileTypeOf('a.TXT')).toBe('TEXT');
    expect(fileTypeOf('a.docx')).toBe('DOCX');
    expect(fileTypeOf('a.epub')).toBe('EPUB');
    expect(fileTypeOf('a.pdf')).toBeUndefined();
  });
});
