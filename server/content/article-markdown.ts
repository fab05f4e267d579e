/**
 * The articles of the built-in content site are Markdown files (articles/r<report>-<n>-<slug>.md) with a front
 * matter block (title, report, date) and an SVG illustration beside each. Their restricted Markdown is rendered by
 * engine/article-markdown.ts (the article page here, the editors' preview in the browser).
 */
export { renderArticleBody } from '../../engine/article-markdown.ts';

export interface ArticleFrontMatter {
  title: string;
  report: number;
  /** YYYY-MM-DD. */
  date: string;
}

/** Splits a Markdown article into its front matter and body; a malformed front matter is an error naming `file`. */
export function parseArticle(text: string, file: string): { front: ArticleFrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/u.exec(text.replace(/^\uFEFF/u, ''));
  if (!match) throw new Error(`${file}: the article must start with a front matter block between '---' lines`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/u)) {
    const field = /^([a-z_]+):\s*(.*?)\s*$/u.exec(line);
    if (field) fields.set(field[1]!, field[2]!.replace(/^(["'])(.*)\1$/u, '$2'));
  }
  const title = fields.get('title') ?? '';
  const report = Number(fields.get('report'));
  const date = fields.get('date') ?? '';
  if (!title.trim()) throw new Error(`${file}: the front matter needs a title`);
  if (!Number.isInteger(report) || report < 1 || report > 20) throw new Error(`${file}: report must be 1..20`);
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(date) || Number.isNaN(Date.parse(date))) {
    throw new Error(`${file}: date must be YYYY-MM-DD`);
  }
  return { front: { title: title.trim(), report, date }, body: match[2]!.trim() };
}

/** Words of an article body as a reader counts them (Markdown marks left out). */
export function bodyWordCount(body: string): number {
  return body
    .replace(/^#+\s|^\s*[-*]\s|[*_`]/gmu, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
