export const articlesExample = {
  type: 'articles',
  id: 'articles',
  bind: { items: '$content.articles' },
} as const;
