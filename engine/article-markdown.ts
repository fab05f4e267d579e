/**
 * The restricted Markdown of the built-in content site's articles (server/content/articles/): paragraphs,
 * subheadings, lists, bold and italic. Anything else is made harmless when rendered: raw HTML is shown as text,
 * a link keeps only its text, an image only its alternative text, and a top-level heading becomes a subheading
 * (the page's own heading is the title). The server renders the article pages with it, the editors' form its
 * preview, so the preview is what the visitor will read.
 */
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const markdown = new Marked({
  gfm: true,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) =>
      'block' in token && token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text),
    link({ tokens }: Tokens.Link) {
      return this.parser.parseInline(tokens);
    },
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

// Rendered once per distinct body; bounded, since every keystroke in the editors' preview is a new body.
const rendered = new Map<string, string>();
const CACHED_BODIES = 500;

/** The article body as HTML, safe to insert into a page. Rendered once per distinct body. */
export function renderArticleBody(body: string): string {
  let html = rendered.get(body);
  if (html === undefined) {
    html = markdown.parse(body, { async: false });
    if (rendered.size >= CACHED_BODIES) rendered.clear();
    rendered.set(body, html);
  }
  return html;
}
