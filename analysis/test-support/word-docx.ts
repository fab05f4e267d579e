/**
 * A Word document as an author's would be, for the annotation tests: the team-written fixture story with a
 * heading style, formatting that splits sentences over runs, an entity, a table, a footnote, a tracked insertion
 * and deletion and (optionally) a comment of the author's own.
 */
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';

const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function fixtureStory(): string {
  return readFileSync(new URL('../../tests/fixtures/manuscripts/fyrtaarnet.txt', import.meta.url), 'utf8');
}

/** Every run split after its third word, the second half bold: marks must cross run borders. */
function paragraph(text: string, index: number): string {
  const words = text.split(' ');
  const first = `${words.slice(0, 3).join(' ')} `;
  const rest = words.slice(3).join(' ');
  const runs =
    `<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">${xmlText(first)}</w:t></w:r>` +
    (rest ? `<w:r><w:rPr><w:b/></w:rPr><w:t>${xmlText(rest)}</w:t></w:r>` : '');
  return `<w:p w14:paraId="${(index + 1).toString(16).padStart(8, '0')}" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml">${runs}</w:p>`;
}

export interface AuthorDocx {
  bytes: Uint8Array;
  parts: Record<string, Uint8Array>;
}

export function authorDocx(options: { ownComment: boolean }): AuthorDocx {
  const blocks = fixtureStory()
    .split(/\n\s*\n/u)
    .map((block) => block.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
  const body: string[] = [];
  blocks.forEach((block, index) => {
    if (/^Kapitel \d+$/u.test(block)) {
      body.push(`<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${xmlText(block)}</w:t></w:r></w:p>`);
    } else if (index === 3) {
      // A paragraph in a table cell.
      body.push(
        `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tr><w:tc>${paragraph(block, index)}</w:tc></w:tr></w:tbl>`,
      );
    } else body.push(paragraph(block, index));
  });
  body.push(
    '<w:p><w:r><w:t xml:space="preserve">Tak til fyrpasseren &amp; hans kat</w:t></w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>' +
      '<w:ins w:id="90" w:author="Redaktør" w:date="2026-01-01T00:00:00Z"><w:r><w:t xml:space="preserve"> og til hende</w:t></w:r></w:ins>' +
      '<w:del w:id="91" w:author="Redaktør" w:date="2026-01-01T00:00:00Z"><w:r><w:delText> og ingen andre</w:delText></w:r></w:del>' +
      '<w:r><w:t>.</w:t></w:r></w:p>',
  );
  if (options.ownComment) {
    const first = body.findIndex((p) => p.includes('w14:paraId'));
    body[first] = body[first]!.replace(
      /(<w:p [^>]*>)(.*)(<\/w:p>)$/u,
      '$1<w:commentRangeStart w:id="0"/>$2<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>$3',
    );
  }
  const contentTypes = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/>${options.ownComment ? '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>' : ''}</Types>`;
  const rels = `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/>${options.ownComment ? '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/>' : ''}</Relationships>`;
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes),
    '_rels/.rels': strToU8(
      `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/_rels/document.xml.rels': strToU8(rels),
    'word/styles.xml': strToU8(
      `${declaration}<w:styles xmlns:w="${w}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
    ),
    'word/footnotes.xml': strToU8(
      `${declaration}<w:footnotes xmlns:w="${w}"><w:footnote w:id="1"><w:p><w:r><w:t>Fyret er opdigtet.</w:t></w:r></w:p></w:footnote></w:footnotes>`,
    ),
    'word/document.xml': strToU8(
      `${declaration}<w:document xmlns:w="${w}"><w:body>${body.join('')}</w:body></w:document>`,
    ),
  };
  if (options.ownComment) {
    parts['word/comments.xml'] = strToU8(
      `${declaration}<w:comments xmlns:w="${w}"><w:comment w:id="0" w:author="Forfatteren" w:date="2026-01-01T00:00:00Z"><w:p><w:r><w:t>Husk at tjekke færgetiderne.</w:t></w:r></w:p></w:comment></w:comments>`,
    );
  }
  return { bytes: zipSync(parts), parts };
}
