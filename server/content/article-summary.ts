/**
 * Text of a content site's rendered HTML (WordPress' title.rendered and excerpt.rendered): tags stripped, every
 * named and numeric entity decoded (htmlparser2 knows the whole HTML entity table), script and style content
 * dropped. The result is plain text, shown as text wherever it goes.
 */
import { Parser } from 'htmlparser2';

const BLOCK = new Set(['p', 'br', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr']);
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

export function plainText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden += 1;
        if (BLOCK.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (BLOCK.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/gu, ' ').trim();
}

/** Drops a last incomplete sentence (an excerpt cut off with '…' or '[…]'); a text of one unfinished sentence stays. */
export function wholeSentences(text: string): string {
  const trimmed = text.replace(/\s*(?:\[\s*…\s*\]|\[\.\.\.\]|…|\.\.\.)\s*$/u, '').trim();
  if (/[.!?]["”»)]?$/u.test(trimmed)) return trimmed;
  let lastEnd = -1;
  for (const match of trimmed.matchAll(/[.!?]["”»)]?(?=\s)/gu)) lastEnd = match.index + match[0].length;
  return lastEnd > 0 ? trimmed.slice(0, lastEnd) : trimmed;
}

/** The summary of an article card: the excerpt's whole sentences as plain text. */
export function articleSummary(excerptHtml: string): string {
  return wholeSentences(plainText(excerptHtml));
}
