import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ManuscriptError } from '../errors.ts';
import { decodeText, textToBlocks } from './txt.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  it('drops a UTF-8 byte order mark', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Ærø')]))).toBe('Ærø');
  });

  it('reads windows-1252 with curly quotes and dashes when the bytes are not UTF-8', () => {
    const bytes = iconv.encode('„Åh – nej“, sagde Søren.', 'windows-1252');
    expect(decodeText(bytes)).toBe('„Åh – nej“, sagde Søren.');
  });

  it('reads UTF-16 with a byte order mark', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('Blåbær', 'utf-16le')]);
    expect(decodeText(bytes)).toBe('Blåbær');
  });

  it('reads UTF-16 without a byte order mark, little- and big-endian', () => {
    const text = 'Hun gik ned til søen, og åen løb stille forbi. »Kom,« sagde Ærø-drengen.';
    expect(decodeText(iconv.encode(text, 'utf-16le'))).toBe(text);
    expect(decodeText(iconv.encode(text, 'utf-16be'))).toBe(text);
  });

  it('still rejects binary content with zero bytes in no pattern', () => {
    const binary = new Uint8Array(4000).map((_, i) => (i % 3 === 0 ? 0 : (i * 31) % 256));
    expect(() => decodeText(binary)).toThrow(ManuscriptError);
  });

  it('rejects binary content', () => {
    const junk = new Uint8Array(2000).map((_, i) => (i * 7919) % 256);
    expect(() => decodeText(junk)).toThrow(ManuscriptError);
    try {
      decodeText(junk);
    } catch (error) {
      expect((error as ManuscriptError).code).toBe('NOT_TEXT');
    }
  });
});

describe('textToBlocks', () => {
  it('joins wrapped lines but starts a new paragraph at a dash-led line', () => {
    const blocks = textToBlocks(
      'Han kom\nind ad døren.\n– Hej, sagde hun.\n\nNæste afsnit.\n\n* * *\n\nKapitel 2\n\nSlut.',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Han kom ind ad døren.' },
      { kind: 'paragraph', text: '– Hej, sagde hun.' },
      { kind: 'paragraph', text: 'Næste afsnit.' },
      { kind: 'sceneBreak', text: '' },
      { kind: 'heading', text: 'Kapitel 2' },
      { kind: 'paragraph', text: 'Slut.' },
    ]);
  });

  it('treats every line as a paragraph when the file has no blank lines', () => {
    expect(textToBlocks('Første linje.\nAnden linje.\nTredje linje.').map((b) => b.text)).toEqual([
      'Første linje.',
      'Anden linje.',
      'Tredje linje.',
    ]);
  });
});
