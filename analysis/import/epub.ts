/**
 * .epub import: the archive is first streamed with caps (zip.ts), keeping only its XML and XHTML entries;
 * META-INF/container.xml names the OPF package, whose spine gives the reading order of the XHTML documents.
 * Each spine document starts a chapter, titled by the book's table of contents (the EPUB 3 nav document or the
 * EPUB 2 NCX, toc.ts) where it names the document; its headings are chapter marks too.
 */
import { posix } from 'node:path';
import { ManuscriptError } from '../errors.ts';
import { htmlToBlocks } from './html.ts';
import type { TextBlock } from './manuscript-text.ts';
import { parseMarkup } from './markup.ts';
import { TextBudget } from './text-budget.ts';
import { tableOfContents } from './toc.ts';
import { readZip } from './zip.ts';

export const epubContainerEntry = 'META-INF/container.xml';
const textEntry = /\.(?:opf|xml|xhtml|html|htm|ncx)$/iu;

interface Package {
  manifest: Map<string, string>;
  spine: string[];
  /** Manifest ids of the table of contents: the nav document (EPUB 3) and the NCX (EPUB 2). */
  tocIds: string[];
}

export async function checkEpub(bytes: Uint8Array): Promise<void> {
  const { names } = await readZip(bytes);
  if (!names.includes(epubContainerEntry)) throw new ManuscriptError('MISSING_CONTENT', 'epub without container.xml');
}

export async function importEpub(bytes: Uint8Array): Promise<TextBlock[]> {
  const { kept } = await readZip(bytes, (name) => textEntry.test(name));
  const container = kept.get(epubContainerEntry);
  if (!container) throw new ManuscriptError('MISSING_CONTENT', 'epub without container.xml');
  const opfPath = firstAttribute(container, 'rootfile', 'full-path');
  const opf = opfPath ? kept.get(opfPath) : undefined;
  if (!opfPath || !opf) throw new ManuscriptError('MISSING_CONTENT', `epub package not found: ${opfPath ?? '-'}`);
  const pkg = readPackage(opf);
  const base = posix.dirname(opfPath);
  const entryPath = (href: string) => posix.normalize(posix.join(base, safeDecode(href.split('#')[0]!)));
  const titles = tableOfContents(pkg.tocIds.map((id) => pkg.manifest.get(id)).filter(isDefined), kept, entryPath);
  const blocks: TextBlock[] = [];
  const budget = new TextBudget();
  let documents = 0;
  // Each document is read once: a spine that lists a chapter thousands of times is not a book that long.
  const read = new Set<string>();
  for (const idref of pkg.spine) {
    const href = pkg.manifest.get(idref);
    if (!href) continue;
    const path = entryPath(href);
    const document = kept.get(path);
    if (!document || read.has(path)) continue;
    read.add(path);
    documents++;
    blocks.push({ kind: 'heading', text: titles.get(path) ?? '', documentStart: true });
    blocks.push(...htmlToBlocks(document, budget));
  }
  if (documents === 0) throw new ManuscriptError('MISSING_CONTENT', 'epub spine points to no document');
  return blocks;
}

function readPackage(xml: Uint8Array): Package {
  const pkg: Package = { manifest: new Map(), spine: [], tocIds: [] };
  parseMarkup(
    xml,
    {
      onopentag(name, attributes) {
        const local = name.replace(/^.*:/u, '');
        if (local === 'item' && attributes.id && attributes.href) {
          pkg.manifest.set(attributes.id, attributes.href);
          const nav = /(?:^|\s)nav(?:\s|$)/u.test(attributes.properties ?? '');
          if (nav || attributes['media-type'] === 'application/x-dtbncx+xml') pkg.tocIds.push(attributes.id);
        }
        if (local === 'spine' && attributes.toc && !pkg.tocIds.includes(attributes.toc))
          pkg.tocIds.push(attributes.toc);
        if (local === 'itemref' && attributes.idref && attributes.linear !== 'no') pkg.spine.push(attributes.idref);
      },
    },
    { xmlMode: true },
  );
  return pkg;
}

function firstAttribute(xml: Uint8Array, tag: string, attribute: string): string | undefined {
  let found: string | undefined;
  parseMarkup(
    xml,
    {
      onopentag(name, attributes) {
        if (found === undefined && name.replace(/^.*:/u, '') === tag) found = attributes[attribute];
      },
    },
    { xmlMode: true },
  );
  return found;
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function safeDecode(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}
