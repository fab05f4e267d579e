import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ArticlesSeed } from './article-files.ts';
import { checkIllustration, copenhagenToUtc, readArticleFolder } from './article-files.ts';
import { bodyWordCount, parseArticle, renderArticleBody } from './article-markdown.ts';
import { articleSummary, plainText, wholeSentences } from './article-summary.ts';
import { seededPosts } from './articles.ts';
import { WordPressError } from './wordpress-errors.ts';

const fixtures = fileURLToPath(new URL('../../tests/fixtures/articles/', import.meta.url));
const categories = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), 101 + i]));
const seed: ArticlesSeed = { reportCategories: categories, posts: readArticleFolder(fixtures, categories) };

describe('article summaries', () => {
  test('tags are stripped and every named and numeric entity decoded', () => {
    expect(
      plainText('<p>Tempo &amp; sp&aelig;nding&nbsp;i &#8220;krimien&#8221; &#8211; &#x2014; [&hellip;]</p>'),
    ).toBe('Tempo & spænding i “krimien” – — […]');
    expect(plainText('<p>&Aring;en &oslash;st &eacute;t &frac12; &euro;</p>')).toBe('Åen øst ét ½ €');
  });
  test('script and style content is dropped, block tags separate words', () => {
    expect(plainText('<p>Et</p><p>to<script>alert(1)</script><style>p{}</style></p>')).toBe('Et to');
  });
  test('the last incomplete sentence is dropped', () => {
    expect(wholeSentences('Første sætning. Anden sætning er skåret af […]')).toBe('Første sætning.');
    expect(wholeSentences('Hel sætning! Og en til?')).toBe('Hel sætning! Og en til?');
    expect(wholeSentences('Han sagde: “Kom.” Og så gik han')).toBe('Han sagde: “Kom.”');
    expect(articleSummary('<p>Sætning &aelig;n. Sætning to &#8230;</p>')).toBe('Sætning æn.');
  });
  test('a text of one unfinished sentence is kept', () => {
    expect(wholeSentences('Kun en begyndelse [&hellip;]'.replace('&hellip;', '…'))).toBe('Kun en begyndelse');
  });
});

describe('Markdown articles', () => {
  test('raw HTML is shown as text, links keep only their text, images only their alternative text', () => {
    const html = renderArticleBody(
      'Hej <b>x</b>\n\n<script>alert(1)</script>\n\n[her](javascript:alert(1)) ![alt](http://x/y.png)',
    );
    expect(html).not.toMatch(/<b>|<script|<a |<img|javascript:/u);
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('her');
  });
  test('subheadings, lists, bold and italic render; a top-level heading becomes a subheading', () => {
    const html = renderArticleBody('# Top\n\n## Under\n\n- en\n- to\n\n**fed** og *kursiv*');
    expect(html).toContain('<h2>Top</h2>');
    expect(html).toContain('<h2>Under</h2>');
    expect(html).toContain('<li>en</li>');
    expect(html).toContain('<strong>fed</strong> og <em>kursiv</em>');
  });
  test('a malformed front matter is refused with the file name', () => {
    expect(() => parseArticle('Ingen front matter', 'r1-1-x.md')).toThrow(/r1-1-x\.md/u);
    expect(() => parseArticle('---\ntitle: T\nreport: 21\ndate: 2026-01-01\n---\nTekst', 'f.md')).toThrow(/report/u);
    expect(() => parseArticle('---\ntitle: T\nreport: 2\ndate: 1. maj\n---\nTekst', 'f.md')).toThrow(/date/u);
  });
  test('words are counted without the Markdown marks', () => {
    expect(bodyWordCount('## Et emne\n\n- **to** ord\n- *tre*')).toBe(5);
  });
  test('illustrations: scripts, handlers and outside references are refused; the title is the alternative text', () => {
    const ok =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><title>En bog</title><rect fill="url(#g)"/></svg>';
    expect(checkIllustration(ok, 'a.svg')).toBe('En bog');
    expect(checkIllustration(ok.replace('<title>En bog', '<title id="t">En bog &amp; et bord'), 'a.svg')).toBe(
      'En bog & et bord',
    );
    expect(() => checkIllustration(ok.replace('<rect', '<script>x</script><rect'), 'a.svg')).toThrow(/scripts/u);
    expect(() => checkIllustration(ok.replace('<rect', '<rect onload="x()"'), 'a.svg')).toThrow(/event/u);
    expect(() => checkIllustration(ok.replace('<rect', '<image href="https://x/y.png"/><rect'), 'a.svg')).toThrow(
      /outside/u,
    );
    expect(() => checkIllustration(ok.replace('<title>En bog</title>', ''), 'a.svg')).toThrow(/title/u);
  });
  test('WordPress dates: date in Copenhagen time, date_gmt in UTC', () => {
    expect(copenhagenToUtc('2026-01-05')).toBe('2026-01-05T08:00:00');
    expect(copenhagenToUtc('2026-07-01')).toBe('2026-07-01T07:00:00');
  });
});

describe('seeded posts in the WordPress shape', () => {
  test('every field WordPress gives, the body rendered and escaped title', () => {
    const [post] = seededPosts(seed, { categories: '108', per_page: 1, page: 1 }).posts;
    expect(post).toMatchObject({
      id: 85,
      date: '2026-07-01T09:00:00',
      date_gmt: '2026-07-01T07:00:00',
      slug: 'script-i-titlen',
      link: '/artikler/85',
      featured_media: 1085,
      categories: [108],
    });
    expect(post?.title.rendered).not.toContain('<script>');
    expect(plainText(post?.title.rendered ?? '')).toBe('<script>alert(1)</script> & <b>fed</b> titel');
    expect(post?.content?.rendered).toContain('<h2>Hvad måler vi?</h2>');
    expect(post?.excerpt.rendered).toMatch(/^<p>Når du skriver .* \[&hellip;\]<\/p>\n$/u);
  });
  test('filtered by category, newest first, paged, with totals', () => {
    const first = seededPosts(seed, { categories: '108', per_page: 2, page: 1 });
    expect(first.posts.map((p) => p.id)).toEqual([85, 84]);
    expect(first).toMatchObject({ total: 5, totalPages: 3 });
    expect(seededPosts(seed, { categories: '108', per_page: 2, page: 3 }).posts.map((p) => p.id)).toEqual([81]);
    expect(seededPosts(seed, { categories: '101,108', per_page: 100, page: 1 }).total).toBe(6);
  });
  test('a page past the last is WordPress’ rest_post_invalid_page_number; an empty category has no pages', () => {
    expect(() => seededPosts(seed, { categories: '108', per_page: 2, page: 4 })).toThrow(WordPressError);
    expect(seededPosts(seed, { categories: '999', per_page: 10, page: 1 })).toEqual({
      posts: [],
      total: 0,
      totalPages: 0,
    });
  });
  test('_embed adds the featured media with source_url, alt_text and media_details', () => {
    expect(seededPosts(seed, { per_page: 1, page: 1 }).posts[0]).not.toHaveProperty('_embedded');
    const media = seededPosts(seed, { per_page: 1, page: 1, _embed: '' }).posts[0]?._embedded?.['wp:featuredmedia'];
    expect(media?.[0]).toMatchObject({
      id: 1085,
      source_url: '/api/article-images/1085.svg',
      alt_text: 'Illustration: scriptalert(1)/script og bfed/b titel',
      media_details: { width: 800, height: 450 },
    });
  });
});
