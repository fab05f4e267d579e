import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { segmentManuscript } from '../text/document.ts';
import { documentXmlToBlocks, headingStyleIds, importDocx } from './docx.ts';

const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const body = (paragraphs: string) => `<w:document ${w}><w:body>${paragraphs}</w:body></w:document>`;

describe('documentXmlToBlocks', () => {
  it('keeps soft line breaks and tabs as spaces between words, never gluing them', () => {
    const xml = body(
      '<w:p><w:r><w:t>Han kom</w:t></w:r><w:r><w:br/></w:r><w:r><w:t>ind.</w:t><w:tab/><w:t>Hun sov.</w:t></w:r></w:p>',
    );
    expect(documentXmlToBlocks(xml, new Set())).toEqual([{ kind: 'paragraph', text: 'Han kom ind. Hun sov.' }]);
  });

  it('starts a new paragraph at a soft break before a dialogue line', () => {
    const xml = body('<w:p><w:r><w:t>Han kom.</w:t><w:br/><w:t>– Hej, sagde hun.</w:t></w:r></w:p>');
    expect(documentXmlToBlocks(xml, new Set()).map((b) => b.text)).toEqual(['Han kom.', '– Hej, sagde hun.']);
  });

  it('skips deleted text and field codes, and decodes entities', () => {
    const xml = body(
      '<w:p><w:r><w:t>Rød &amp; hvid</w:t></w:r><w:del><w:r><w:delText>slettet</w:delText></w:r></w:del><w:r><w:instrText>PAGE</w:instrText></w:r></w:p>',
    );
    expect(documentXmlToBlocks(xml, new Set())).toEqual([{ kind: 'paragraph', text: 'Rød & hvid' }]);
  });

  it('reads paragraphs in heading styles as chapter marks, by style name', () => {
    const styles = `<w:styles ${w}><w:style w:styleId="Overskrift1"><w:name w:val="heading 1"/></w:style><w:style w:styleId="Brd"><w:name w:val="Body Text"/></w:style><w:style w:styleId="X7"><w:name w:val="Overskrift 2"/></w:style></w:styles>`;
    const ids = headingStyleIds(styles);
    expect([...ids].sort()).toEqual(['Overskrift1', 'X7']);
    const xml = body(
      '<w:p><w:pPr><w:pStyle w:val="X7"/></w:pPr><w:r><w:t>Første kapitel</w:t></w:r></w:p><w:p><w:pPr><w:pStyle w:val="Brd"/></w:pPr><w:r><w:t>Tekst.</w:t></w:r></w:p>',
    );
    expect(documentXmlToBlocks(xml, ids)).toEqual([
      { kind: 'heading', text: 'Første kapitel' },
      { kind: 'paragraph', text: 'Tekst.' },
    ]);
  });
});

describe('importDocx', () => {
  it('reads the generated fixture into two chapters with the same words as the text file', async () => {
    const docx = readFileSync(new URL('../../tests/fixtures/manuscripts/fyrtaarnet.docx', import.meta.url));
    const text = segmentManuscript(await importDocx(new Uint8Array(docx)));
    expect(text.chapters).toBe(2);
    expect(text.paragraphs[0]!.text.startsWith('Det regnede, da Marie kom til øen. Færgen lagde til')).toBe(true);
  });
});
