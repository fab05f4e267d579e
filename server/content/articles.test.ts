import { describe, expect, test } from 'vitest';
import { plainText, seededPosts, wholeSentences } from './articles.ts';

describe('article texts', () => {
  test('tags and entities are stripped', () => {
    expect(plainText('<p>Tempo &amp; spænding&nbsp;i &#8220;krimien&#8221; [&hellip;]</p>')).toBe(
      'Tempo & spænding i “krimien” […]',
    );
  });
  test('the last incomplete sentence of a summary is dropped', () => {
    expect(wholeSentences('Første sætning. Anden sætning er skåret af […]')).toBe('Første sætning.');
    expect(wholeSentences('Hel sætning!')).toBe('Hel sætning!');
  });
});

describe('seeded posts in the WordPress shape', () => {
  const seed = {
    reportCategories: { '8': 108 },
    posts: [1, 2, 3, 4, 5].map((id) => ({
      id,
      title: `T${id}`,
      excerpt: `<p>E${id}.</p>`,
      link: `/artikler/${id}`,
      image: `/img/${id}.svg`,
      categories: [id <= 3 ? 108 : 101],
      date: `2026-01-0${id}T00:00:00`,
    })),
  };
  test('filtered by category, newest first, paged, with totals', () => {
    const page = seededPosts(seed, { categories: '108', per_page: 2, page: 1 });
    expect(page.posts.map((p) => p.id)).toEqual([3, 2]);
    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(seededPosts(seed, { categories: '108', per_page: 2, page: 2 }).posts.map((p) => p.id)).toEqual([1]);
  });
  test('_embed adds the featured media', () => {
    expect(seededPosts(seed, { per_page: 1, page: 1 }).posts[0]).not.toHaveProperty('_embedded');
    expect(
      seededPosts(seed, { per_page: 1, page: 1, _embed: '' }).posts[0]?._embedded?.['wp:featuredmedia']?.[0],
    ).toEqual({
      source_url: '/img/5.svg',
    });
  });
});
