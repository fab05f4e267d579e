/**
 * Small .docx and .epub files with chapters, built in memory for the chapter tests and the chapter evaluation
 * (bench/eval/chapters.ts). The docx names its heading style 'Overskrift 1' (Danish Word's id 'Overskrift1') and
 * may carry a comment, a table and a footnote reference; the epub has one spine document per chapter, titled in an
 * NCX table of contents, in an EPUB 3 nav document, or by the document's own <h1>.
 */
import { zipOf } from './hostile-files.ts';

export interface SourceChapter {
  /** '' for text before the first heading. */
  title: string;
  paragraphs: string[];
}

export interface DocxOptions {
  /** A comment anchored in the first paragraph, a table after it and a footnote reference (what Word writes). */
  extras?: boolean;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function docxParagraph(text: string, style?: string): string {
  const properties = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  return `<w:p>${properties}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

const commented = (text: string) =>
  `<w:p><w:commentRangeStart w:id="0"/><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r><w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r><w:r><w:footnoteReference w:id="1"/></w:r></w:p>`;

const table =
  '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Celle et.</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Celle to.</w:t></w:r></w:p></w:tc></w:tr></w:tbl>';

export function buildChapterDocx(chapters: readonly SourceChapter[], options: DocxOptions = {}): Uint8Array {
  let first = true;
  const body = chapters
    .flatMap((chapter) => [
      ...(chapter.title ? [docxParagraph(chapter.title, 'Overskrift1')] : []),
      ...chapter.paragraphs.map((p) => {
        if (!options.extras || !first) return docxParagraph(p);
        first = false;
        return commented(p) + table;
      }),
    ])
    .join('');
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${w}"><w:style w:type="paragraph" w:styleId="Overskrift1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style></w:styles>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}"><w:body>${body}</w:body></w:document>`,
  };
  if (options.extras) {
    files['word/comments.xml'] =
      `<?xml version="1.0" encoding="UTF-8"?><w:comments xmlns:w="${w}"><w:comment w:id="0" w:author="Redaktør"><w:p><w:r><w:t>Stram op her.</w:t></w:r></w:p></w:comment></w:comments>`;
    files['word/footnotes.xml'] =
      `<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="${w}"><w:footnote w:id="1"><w:p><w:r><w:t>En fodnote.</w:t></w:r></w:p></w:footnote></w:footnotes>`;
  }
  return zipOf(files);
}

export type EpubTitles = 'ncx' | 'nav' | 'h1';

export function buildChapterEpub(chapters: readonly SourceChapter[], titles: EpubTitles = 'ncx'): Uint8Array {
  const files: Record<string, string> = {
    mimetype: 'application/epub+zip',
    'META-INF/container.xml':
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
  };
  const items: string[] = [];
  const refs: string[] = [];
  const points: string[] = [];
  const links: string[] = [];
  // A cover page without text comes first, as in most published epubs.
  const documents = [{ title: '', paragraphs: [] as string[], cover: true }, ...chapters];
  documents.forEach((chapter, index) => {
    const id = `c${index}`;
    const heading = titles === 'h1' && chapter.title ? `<h1>${escapeXml(chapter.title)}</h1>` : '';
    const paragraphs = chapter.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n');
    const image = 'cover' in chapter ? '<img src="cover.jpg" alt=""/>' : '';
    files[`OEBPS/text/${id}.xhtml`] =
      `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Bog</title></head><body>${image}${heading}\n${paragraphs}</body></html>`;
    items.push(`<item id="${id}" href="text/${id}.xhtml" media-type="application/xhtml+xml"/>`);
    refs.push(`<itemref idref="${id}"/>`);
    if (chapter.title) {
      points.push(
        `<navPoint id="n${index}"><navLabel><text>${escapeXml(chapter.title)}</text></navLabel><content src="text/${id}.xhtml"/></navPoint>`,
      );
      links.push(`<li><a href="../text/${id}.xhtml#start">${escapeXml(chapter.title)}</a></li>`);
    }
  });
  let spineToc = '';
  if (titles === 'ncx') {
    items.push('<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>');
    spineToc = ' toc="ncx"';
    files['OEBPS/toc.ncx'] =
      `<?xml version="1.0" encoding="UTF-8"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap>${points.join('')}</navMap></ncx>`;
  } else if (titles === 'nav') {
    items.push('<item id="nav" href="nav/nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>');
    files['OEBPS/nav/nav.xhtml'] =
      `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body><nav epub:type="toc"><ol>${links.join('')}</ol></nav></body></html>`;
  }
  files['OEBPS/content.opf'] =
    `<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Bog</dc:title><dc:language>da</dc:language><dc:identifier id="id">kapitler</dc:identifier></metadata><manifest>${items.join('')}</manifest><spine${spineToc}>${refs.join('')}</spine></package>`;
  return zipOf(files);
}
