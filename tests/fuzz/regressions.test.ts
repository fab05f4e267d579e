/**
 * One test per defect the fuzz suite found in the import, on the generated case that found it (rebuilt from its
 * name by the same generator), and on the rule the fix added.
 */
import { describe, expect, it } from 'vitest';
import { ManuscriptError } from '../../analysis/errors.ts';
import { documentXmlToBlocks } from '../../analysis/import/docx.ts';
import { htmlToBlocks } from '../../analysis/import/html.ts';
import { importManuscript } from '../../analysis/import/index.ts';
import { MAX_MARKUP_DEPTH } from '../../analysis/import/markup.ts';
import { TextBudget } from '../../analysis/import/text-budget.ts';
import { decodeText } from '../../analysis/import/txt.ts';
import { buildCase, parseCaseName } from './cases.ts';

const fuzzCase = (name: string) => {
  const { kind, seed } = parseCaseName(name);
  return buildCase(kind, seed);
};

async function importError(name: string): Promise<ManuscriptError> {
  const file = fuzzCase(name);
  const error = await importManuscript(file.bytes, file.fileName).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ManuscriptError);
  return error as ManuscriptError;
}

describe('markup nested thousands of elements deep (the parser spent minutes on it: a hang)', () => {
  it.each([
    'deep-nesting/2417026766', // word/document.xml: 187,035 nested <w:t>
    'deep-nesting/847812121', // word/document.xml: 122,046 unclosed <w:p>
    'deep-nesting/2839433582', // an epub chapter: 145,633 unclosed <div>
  ])(
    '%s is refused as a damaged file',
    async (name) => {
      const error = await importError(name);
      expect(error.code).toBe('CORRUPT_FILE');
      expect(error.detail).toContain(`deeper than ${MAX_MARKUP_DEPTH}`);
    },
    30_000,
  );

  it('still reads markup nested just under the cap', () => {
    const depth = MAX_MARKUP_DEPTH - 5;
    const html = `<html><body>${'<div>'.repeat(depth)}<p>Hun kom hjem.</p>${'</div>'.repeat(depth)}</body></html>`;
    expect(htmlToBlocks(html)).toEqual([{ kind: 'paragraph', text: 'Hun kom hjem.' }]);
  });
});

describe('a zip bomb of text under the archive caps (the whole document was parsed before the text cap)', () => {
  it.each([
    'zip-bomb/2882894866', // docx, word/document.xml of 20 MB of paragraphs
    'zip-bomb/1387384702', // epub, a chapter of 20 MB of paragraphs
  ])(
    '%s is refused as too long',
    async (name) => {
      expect((await importError(name)).code).toBe('TEXT_TOO_LONG');
    },
    60_000,
  );

  it('the text budget stops a document as soon as its text passes the cap', () => {
    const paragraph = '<w:p><w:r><w:t>Tyve tegn i teksten.</w:t></w:r></w:p>';
    const xml = `<w:document><w:body>${paragraph.repeat(10)}</w:body></w:document>`;
    expect(documentXmlToBlocks(xml, new Set(), new TextBudget(200))).toHaveLength(10);
    expect(() => documentXmlToBlocks(xml, new Set(), new TextBudget(199))).toThrow(ManuscriptError);
    expect(() => htmlToBlocks(`<p>${'ord '.repeat(60)}</p>`, new TextBudget(200))).toThrow(/for lang/u);
  });
});

describe('UTF-8 text whose characters contain bytes windows-1252 leaves undefined (was refused as NOT_TEXT)', () => {
  it('text-shape/1549864011 (combining accents) is read', async () => {
    const file = fuzzCase('text-shape/1549864011');
    expect(file.note).toBe('combining-marks');
    const blocks = await importManuscript(file.bytes, file.fileName);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('dialogue in ”…” quotes (” is E2 80 9D) is read', () => {
    const text = '”Kom nu,” sagde hun. ”Nej,” svarede han.\n\n'.repeat(20);
    expect(decodeText(new TextEncoder().encode(text))).toBe(text);
  });

  it('windows-1252 bytes full of undefined positions are still refused', () => {
    const bytes = new Uint8Array(400).map((_, i) => (i % 10 === 0 ? 0x81 : 0x61));
    expect(() => decodeText(bytes)).toThrow(ManuscriptError);
  });
});
