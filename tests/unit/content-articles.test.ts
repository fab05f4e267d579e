/**
 * The built-in content site's articles (server/content/articles/), read as the server seeds them: every report
 * page 1-20 has at least three articles of 400-900 words, each with its illustration (checked: a title, no
 * scripts, no outside references). Issue 14, point 3.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { articlesDir, readArticleFolder } from '../../server/content/article-files.ts';
import { bodyWordCount } from '../../server/content/article-markdown.ts';

const { payload } = JSON.parse(
  readFileSync(new URL('../../server/content/seed/articles.json', import.meta.url), 'utf8'),
) as { payload: { reportCategories: Record<string, number> } };
const articles = readArticleFolder(articlesDir, payload.reportCategories);

describe('the built-in articles', () => {
  test.each(Array.from({ length: 20 }, (_, i) => i + 1))('report %i has at least 3 articles', (report) => {
    expect(articles.filter((article) => article.report === report).length).toBeGreaterThanOrEqual(3);
  });

  test('every article has 400-900 words, a title, no placeholder, and an illustration with a title', () => {
    const wrong = articles.flatMap((article) => {
      const words = bodyWordCount(article.body);
      const problems = [
        words < 400 || words > 900 ? `${words} words` : '',
        /Tekst følger|Lorem|TODO|xxx|\?\?\?/iu.test(article.body + article.title) ? 'placeholder' : '',
        article.image.alt.length < 3 ? 'no alternative text' : '',
        /viewBox="0 0 800 450"/u.test(article.image.svg) ? '' : 'viewBox is not 0 0 800 450',
      ].filter(Boolean);
      return problems.length > 0 ? [`${article.slug}: ${problems.join(', ')}`] : [];
    });
    expect(articles.length).toBeGreaterThanOrEqual(60);
    expect(wrong).toEqual([]);
  });

  test('no two articles share a slug or a title', () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });
});
