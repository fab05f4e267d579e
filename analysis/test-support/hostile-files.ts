/** Hostile uploads built in the tests themselves (nothing of this kind is committed as a file). */
import { crc32, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

export function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/**
 * A zip with one deflated entry of `megabytes` MB of zeros (about a thousandth of that on disk). With
 * `declaredBytes` the headers lie and claim that small size instead of the real one.
 */
export function zipBomb(entryName: string, megabytes: number, declaredBytes?: number): Uint8Array {
  const content = Buffer.alloc(megabytes * 1024 * 1024);
  const compressed = deflateRawSync(content, { level: 1 });
  const size = declaredBytes ?? content.length;
  return assembleZip(entryName, compressed, crc32(content), size);
}

function assembleZip(name: string, data: Buffer, crc: number, uncompressedSize: number): Uint8Array {
  const fileName = Buffer.from(name, 'utf8');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(uncompressedSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(uncompressedSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + fileName.length + data.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, fileName, data, central, fileName, end]));
}

const container =
  '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';

/** An epub whose spine points to a document that is not in the archive. */
export function epubWithDanglingSpine(): Uint8Array {
  return zipOf({
    mimetype: 'application/epub+zip',
    'META-INF/container.xml': container,
    'content.opf':
      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest><item id="c1" href="mangler.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/><itemref idref="ukendt"/></spine></package>',
  });
}

/** An epub whose spine lists its one chapter `times` times (a 34 kB file that reads as a huge book). */
export function epubWithRepeatedSpine(times: number, paragraph: string): Uint8Array {
  const itemrefs = '<itemref idref="c1"/>'.repeat(times);
  return zipOf({
    mimetype: 'application/epub+zip',
    'META-INF/container.xml': container,
    'content.opf': `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest><spine>${itemrefs}</spine></package>`,
    'c1.xhtml': `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p>${paragraph}</p></body></html>`,
  });
}

/** A .docx whose one document holds `paragraphs` copies of a paragraph (compresses to almost nothing). */
export function docxWithParagraphs(paragraphs: number, paragraph: string): Uint8Array {
  const body = `<w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p>`.repeat(paragraphs);
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}
