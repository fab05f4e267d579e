/**
 * Mutations of the XML inside a docx or epub, the archive itself kept valid: deep nesting, huge spines, entity
 * expansion (billion laughs, external entities), tag soup, and XML in odd encodings.
 */
import iconv from 'iconv-lite';
import { fileNameOf, type MutatedFile, utf8 } from './mutation.ts';
import type { Random } from './random.ts';
import { rawZip } from './raw-zip.ts';
import { mainEntry, seedEntries } from './seeds.ts';

type ArchiveFormat = 'docx' | 'epub';

/** Rewrites one entry of a valid seed archive (by default its main text entry). */
function withEntry(
  random: Random,
  rewrite: (xml: string, format: ArchiveFormat, name: string) => string | Uint8Array,
  pickEntry?: (format: ArchiveFormat, names: string[]) => string,
): { fileName: string; bytes: Uint8Array; entry: string } {
  const format = random.pick(['docx', 'epub'] as const);
  const entries = seedEntries(random, format);
  const names = entries.map(([name]) => name);
  const entry = pickEntry?.(format, names) ?? mainEntry(format);
  const rewritten = entries.map(([name, data]): [string, Uint8Array] => {
    if (name !== entry) return [name, data];
    const result = rewrite(new TextDecoder().decode(data), format, name);
    return [name, typeof result === 'string' ? utf8(result) : result];
  });
  return { fileName: fileNameOf(format), bytes: rawZip(rewritten.map(([name, data]) => ({ name, data }))), entry };
}

const anyXmlEntry = (random: Random) => (_format: ArchiveFormat, names: string[]) =>
  random.pick(names.filter((name) => /\.(?:xml|xhtml|opf)$/u.test(name)));

/** Text between the root element's start tag and the rest: where markup is spliced in. */
function insideRoot(xml: string, insert: string): string {
  const body = /<(?:w:body|body)[^>]*>/u.exec(xml);
  if (body) return xml.slice(0, body.index + body[0].length) + insert + xml.slice(body.index + body[0].length);
  const root = /<[A-Za-z][^>]*>/u.exec(xml.replace(/<\?[^>]*\?>/u, (m) => ' '.repeat(m.length)));
  const at = root ? root.index + root[0].length : 0;
  return xml.slice(0, at) + insert + xml.slice(at);
}

export function deepNesting(random: Random): MutatedFile {
  const depth = random.int(1_000, random.chance(0.5) ? 20_000 : 200_000);
  const closed = random.chance(0.5);
  let tag = '';
  const file = withEntry(random, (xml, format) => {
    tag = random.pick(
      format === 'docx'
        ? ['w:p', 'w:r', 'w:t', 'w:del', 'w:tbl', 'x']
        : ['div', 'span', 'h1', 'p', 'script', 'b', 'li'],
    );
    const open = `<${tag}>`.repeat(depth);
    const close = closed ? `</${tag}>`.repeat(depth) : '';
    return insideRoot(xml, `${open}Dybt inde i dokumentet stod der en sætning.${close}`);
  });
  return { ...file, note: `${file.entry}: ${depth} × <${tag}>${closed ? '' : ' unclosed'}` };
}

export function hugeSpine(random: Random): MutatedFile {
  const variant = random.pick(['same-document', 'missing-documents', 'many-documents', 'bad-references'] as const);
  const count = variant === 'many-documents' ? random.int(500, 5_000) : random.int(10_000, 300_000);
  const entries: [string, Uint8Array][] = [
    ['mimetype', utf8('application/epub+zip')],
    ['META-INF/container.xml', utf8(container('content.opf'))],
  ];
  const items: string[] = [];
  const refs: string[] = [];
  const chapter = (i: number) =>
    `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><h1>Kapitel ${i}</h1><p>Hun gik ned til havnen, og han fulgte efter hende.</p></body></html>`;
  if (variant === 'same-document') {
    items.push('<item id="c" href="c.xhtml"/>');
    refs.push('<itemref idref="c"/>'.repeat(count));
    entries.push(['c.xhtml', utf8(chapter(1))]);
  } else {
    for (let i = 0; i < count; i++) {
      const href =
        variant === 'bad-references'
          ? random.pick(['', '#', '%', '%ZZ', '../'.repeat(50), '/', 'c.xhtml#x'])
          : `c${i}.xhtml`;
      items.push(`<item id="c${variant === 'bad-references' ? i % 7 : i}" href="${href}"/>`);
      refs.push(`<itemref idref="c${i}"/>`);
      if (variant === 'many-documents') entries.push([`c${i}.xhtml`, utf8(chapter(i))]);
    }
  }
  const opf = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest>${items.join('')}</manifest><spine>${refs.join('')}</spine></package>`;
  entries.push(['content.opf', utf8(opf)]);
  return {
    fileName: 'manuskript.epub',
    bytes: rawZip(entries.map(([name, data]) => ({ name, data }))),
    note: `${variant}, ${count}`,
  };
}

export function container(fullPath: string): string {
  return `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="${fullPath}" media-type="application/oebps-package+xml"/></rootfiles></container>`;
}

function billionLaughs(levels: number, fanOut: number): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i <= levels; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(fanOut)}">`);
  return entities.join('');
}

export function entityExpansion(random: Random): MutatedFile {
  const variant = random.pick(['billion-laughs', 'quadratic', 'external', 'parameter', 'char-refs'] as const);
  const file = withEntry(
    random,
    (xml, format) => {
      const root = format === 'docx' ? 'w:document' : 'html';
      let subset = '';
      let reference = '';
      if (variant === 'billion-laughs') {
        subset = billionLaughs(random.int(5, 12), 10);
        reference = '&lol5;';
      } else if (variant === 'quadratic') {
        subset = `<!ENTITY a "${'a'.repeat(random.int(10_000, 100_000))}">`;
        reference = '&a;'.repeat(random.int(1_000, 50_000));
      } else if (variant === 'external') {
        subset = '<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY web SYSTEM "http://127.0.0.1:9/x">';
        reference = '&xxe;&web;';
      } else if (variant === 'parameter') {
        subset = '<!ENTITY % p "<!ENTITY q \'&#37;p;\'>"> %p; %p;';
        reference = '&q;';
      } else {
        reference = random
          .pick(['&#0;', '&#xD800;', '&#x110000;', '&#99999999999;', '&#x;', '&#;', '&amp', '&;', '&#65'])
          .repeat(random.int(1, 20_000));
      }
      const withDoctype = xml.replace(
        /^(<\?xml[^>]*\?>)?/u,
        (declaration) => `${declaration}<!DOCTYPE ${root} [${subset}]>`,
      );
      const paragraph = format === 'docx' ? `<w:p><w:r><w:t>${reference}</w:t></w:r></w:p>` : `<p>${reference}</p>`;
      return insideRoot(withDoctype, paragraph);
    },
    random.chance(0.7) ? undefined : anyXmlEntry(random),
  );
  return { ...file, note: `${file.entry}: ${variant}` };
}

const soupTokens = [
  '<',
  '>',
  '&',
  '&amp',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  '<?',
  '?>',
  '<!DOCTYPE',
  '</w:p>',
  '<w:p>',
  '<w:t>',
  '</p>',
  '<p>',
  '</',
  '"',
  "'",
  '=',
  '\u0000',
  '\uFFFE',
  '\uD800',
  ' a="',
  '<h1>',
  '<br/>',
  '<hr>',
  '<script>',
  '</body>',
  '<w:pStyle w:val="Heading1"/>',
];

export function tagSoup(random: Random): MutatedFile {
  const edits = random.int(1, 40);
  const file = withEntry(
    random,
    (xml) => {
      let text = xml;
      for (let i = 0; i < edits; i++) {
        const at = random.int(0, text.length);
        const operation = random.int(0, 3);
        if (operation === 0) text = text.slice(0, at) + random.pick(soupTokens) + text.slice(at);
        else if (operation === 1) text = text.slice(0, at) + text.slice(at + random.int(1, 40));
        else if (operation === 2)
          text =
            text.slice(0, at) +
            text.slice(random.int(0, text.length - 1)).slice(0, random.int(1, 400)) +
            text.slice(at);
        else text = text.slice(0, at);
      }
      return text;
    },
    random.chance(0.7) ? undefined : anyXmlEntry(random),
  );
  return { ...file, note: `${file.entry}: ${edits} edits` };
}

export function xmlEncoding(random: Random): MutatedFile {
  const variant = random.pick([
    'utf-16le-bom',
    'utf-16be-bom',
    'utf-16le',
    'utf-16be',
    'windows-1252',
    'invalid-utf8',
    'nul-bytes',
    'declared-latin1',
  ] as const);
  const file = withEntry(
    random,
    (xml) => {
      if (variant === 'declared-latin1') return xml.replace(/encoding="[^"]*"/u, 'encoding="ISO-8859-1"');
      if (variant === 'windows-1252')
        return iconv.encode(xml.replace(/encoding="[^"]*"/u, 'encoding="windows-1252"'), 'windows-1252');
      if (variant.startsWith('utf-16')) {
        const encoded = iconv.encode(
          xml.replace(/encoding="[^"]*"/u, 'encoding="UTF-16"'),
          variant.startsWith('utf-16le') ? 'utf-16le' : 'utf-16be',
        );
        const bom = variant === 'utf-16le-bom' ? [0xff, 0xfe] : variant === 'utf-16be-bom' ? [0xfe, 0xff] : [];
        return new Uint8Array([...bom, ...encoded]);
      }
      const bytes = Array.from(utf8(xml));
      const junk =
        variant === 'nul-bytes'
          ? [[0]]
          : [[0xc3, 0x28], [0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]];
      for (let i = random.int(1, 200); i > 0; i--) bytes.splice(random.int(0, bytes.length), 0, ...random.pick(junk));
      return new Uint8Array(bytes);
    },
    random.chance(0.7) ? undefined : anyXmlEntry(random),
  );
  return { ...file, note: `${file.entry}: ${variant}` };
}
