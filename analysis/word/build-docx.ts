/**
 * A clean .docx of an imported .txt or .epub: the chapter headings the import found as Heading 1, scene breaks as a
 * centred '* * *', every analysed paragraph as a paragraph, and the findings as comments on their words.
 */
import type { TextBlock } from '../import/manuscript-text.ts';
import { byParagraph, type Finding, placeInParagraph } from './findings.ts';
import {
  commentsContentType,
  commentsPart,
  commentsRelationshipType,
  escapeXml,
  mainNamespace,
  rangeEnd,
  rangeStart,
  type WordComment,
} from './ooxml.ts';
import { isAnalysedParagraph } from './paragraph-map.ts';
import { writeZip } from './zip-writer.ts';

const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const text = (value: string) => `<w:r><w:t xml:space="preserve">${escapeXml(value)}</w:t></w:r>`;

export function buildDocx(blocks: readonly TextBlock[], findings: readonly Finding[], date: string) {
  const wanted = byParagraph(findings);
  const comments: WordComment[] = [];
  const body: string[] = [];
  let paragraphIndex = 0;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (block.text.trim() !== '')
        body.push(`<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${text(block.text)}</w:p>`);
    } else if (block.kind === 'sceneBreak')
      body.push(`<w:p><w:pPr><w:jc w:val="center"/></w:pPr>${text('* * *')}</w:p>`);
    else if (isAnalysedParagraph(block)) {
      const found = wanted.get(paragraphIndex++) ?? [];
      body.push(`<w:p>${markedRuns(block.text, placeInParagraph(block.text, found), comments)}</w:p>`);
    } else body.push(`<w:p>${text(block.text)}</w:p>`);
  }
  const document = `${declaration}<w:document xmlns:w="${mainNamespace}"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1701" w:right="1134" w:bottom="1701" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const bytes = writeZip([
    { name: '[Content_Types].xml', data: utf8(contentTypes) },
    { name: '_rels/.rels', data: utf8(packageRels) },
    { name: 'word/document.xml', data: utf8(document) },
    { name: 'word/styles.xml', data: utf8(styles) },
    { name: 'word/comments.xml', data: utf8(commentsPart(comments, date)) },
    { name: 'word/_rels/document.xml.rels', data: utf8(documentRels) },
  ]);
  return { bytes, comments: comments.length };
}

function markedRuns(
  paragraph: string,
  marks: readonly { start: number; end: number; comment: string }[],
  comments: WordComment[],
): string {
  const points: { at: number; rank: number; xml: string }[] = [];
  for (const mark of marks) {
    const id = comments.length;
    comments.push({ id, text: mark.comment });
    points.push({ at: mark.start, rank: 1, xml: rangeStart(id) }, { at: mark.end, rank: 0, xml: rangeEnd(id) });
  }
  points.sort((a, b) => a.at - b.at || a.rank - b.rank);
  let out = '';
  let at = 0;
  for (const point of points) {
    if (point.at > at) out += text(paragraph.slice(at, point.at));
    at = Math.max(at, point.at);
    out += point.xml;
  }
  if (at < paragraph.length) out += text(paragraph.slice(at));
  return out;
}

const utf8 = (value: string) => new TextEncoder().encode(value);

const contentTypes = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/comments.xml" ContentType="${commentsContentType}"/></Types>`;

const packageRels = `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const documentRels = `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${commentsRelationshipType}" Target="comments.xml"/></Relationships>`;

const styles = `${declaration}<w:styles xmlns:w="${mainNamespace}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:sz w:val="24"/><w:lang w:val="da-DK"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="480" w:after="240"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style></w:styles>`;
