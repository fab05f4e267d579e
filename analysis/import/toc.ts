/**
 * An epub's table of contents as chapter titles: the EPUB 3 nav document (`<nav epub:type="toc">`, its `<a href>`
 * links) or the EPUB 2 NCX (`navPoint`: `navLabel/text` and `content src`). The first title that names a document
 * is its title; links into a document (`#fragment`) count for the document. A missing or broken table of contents
 * gives no titles, never an error: the documents' own headings still mark the chapters.
 */
import { posix } from 'node:path';
import { parseMarkup } from './markup.ts';

/** Longest title kept: a table of contents that lists a paragraph is not naming a chapter. */
const maxTitleCharacters = 200;

export function tableOfContents(
  tocHrefs: readonly string[],
  entries: ReadonlyMap<string, Uint8Array>,
  entryPath: (href: string) => string,
): Map<string, string> {
  const titles = new Map<string, string>();
  for (const href of tocHrefs) {
    const tocPath = entryPath(href);
    const toc = entries.get(tocPath);
    if (!toc) continue;
    // Links in the table of contents are relative to it, not to the package.
    const resolve = (link: string) => posix.normalize(posix.join(posix.dirname(tocPath), link.split('#')[0]!));
    for (const { link, title } of tocLinks(toc)) {
      const path = safeDecode(resolve(link));
      const clean = title.replace(/\s+/gu, ' ').trim();
      if (clean !== '' && clean.length <= maxTitleCharacters && !titles.has(path)) titles.set(path, clean);
    }
    if (titles.size > 0) break;
  }
  return titles;
}

interface TocLink {
  link: string;
  title: string;
}

function tocLinks(xml: Uint8Array): TocLink[] {
  const links: TocLink[] = [];
  let inToc = 0;
  let navDepth = 0;
  let anchor: TocLink | undefined;
  let label: string | undefined;
  let inLabelText = false;
  parseMarkup(
    xml,
    {
      onopentag(name, attributes) {
        const local = name.replace(/^.*:/u, '');
        if (local === 'nav') {
          navDepth++;
          if (attributes['epub:type']?.split(/\s+/u).includes('toc') || inToc > 0) inToc++;
        } else if (local === 'a' && (inToc > 0 || navDepth > 0) && attributes.href) {
          anchor = { link: attributes.href, title: '' };
        } else if (local === 'navPoint') label = '';
        else if (local === 'text' && label !== undefined) inLabelText = true;
        else if (local === 'content' && label !== undefined && attributes.src) {
          links.push({ link: attributes.src, title: label });
          label = undefined;
        }
      },
      ontext(text) {
        if (anchor) anchor.title += text;
        else if (inLabelText) label += text;
      },
      onclosetag(name) {
        const local = name.replace(/^.*:/u, '');
        if (local === 'nav') {
          navDepth = Math.max(0, navDepth - 1);
          inToc = Math.max(0, inToc - 1);
        } else if (local === 'a' && anchor) {
          links.push(anchor);
          anchor = undefined;
        } else if (local === 'text') inLabelText = false;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  return links;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
