/**
 * What a content text may hold (app/components/RichText.tsx): plain text with **bold** and links to a page in the
 * app (`[tekst](/sti)`) or an e-mail address (`[tekst](mailto:…)`). HTML, a script, an image (from any host) and a
 * link anywhere else (`javascript:`, `https:`, `//…`) would be shown as bare characters to every reader: the
 * editor is told so in Danish at the string's pointer, and the server refuses it.
 */
import { escapePointer } from './block-props.ts';
import type { DefinitionIssue } from './errors.ts';

const htmlTag = /<\/?[a-zA-Z!][^>]*>?/;
const image = /!\[[^\]]*\]\(([^)]*)\)/;
const link = /\[[^\]]*\]\(([^)\s]*)[^)]*\)/g;
const bareScheme = /(?:^|[\s(])(javascript|data|vbscript):/i;

const markupText = {
  html: (tag: string) =>
    `HTML er ikke tilladt i en tekst (det vises som tegn, ikke som opmærkning): '${tag.slice(0, 40)}'`,
  image: (href: string) => `billeder kan ikke vises i en tekst ('${href.slice(0, 60)}'); brug en artikel`,
  link: (href: string) =>
    `linket '${href.slice(0, 60)}' er ikke tilladt: et link skal gå til en side i Lektør (/…) eller være en e-mailadresse (mailto:…)`,
  scheme: (scheme: string) => `'${scheme}:' er ikke tilladt i en tekst`,
} as const;

function stringProblem(text: string): string | undefined {
  const tag = htmlTag.exec(text);
  if (tag) return markupText.html(tag[0]);
  const picture = image.exec(text);
  if (picture) return markupText.image(picture[1] ?? '');
  for (const match of text.matchAll(link)) {
    const href = match[1] ?? '';
    const inApp = href.startsWith('/') && !href.startsWith('//');
    if (!inApp && !href.startsWith('mailto:')) return markupText.link(href);
  }
  const scheme = bareScheme.exec(text);
  if (scheme) return markupText.scheme(scheme[1]!.toLowerCase());
  return undefined;
}

/** Every string of a content text's payload that holds markup the app does not show, at its pointer. */
export function contentMarkupProblems(payload: unknown, pointer = ''): DefinitionIssue[] {
  if (typeof payload === 'string') {
    const message = stringProblem(payload);
    return message ? [{ pointer, message }] : [];
  }
  if (Array.isArray(payload)) return payload.flatMap((item, i) => contentMarkupProblems(item, `${pointer}/${i}`));
  if (payload && typeof payload === 'object')
    return Object.entries(payload).flatMap(([key, value]) =>
      contentMarkupProblems(value, `${pointer}/${escapePointer(key)}`),
    );
  return [];
}
