export const articlesExample = {
  type: 'articles',
  id: 'articles',
  props: { title: 'Artikler' },
  bind: {
    items: {
      transform: [
        {
          type: 'rows',
          rows: [
            {
              id: 1,
              image: '/img/1.jpg',
              headline: 'Skriv klart',
              summary: 'Om korte sætninger.',
              link: '/artikler/1',
            },
            { id: 2, headline: 'Uden resumé', summary: 'NoText', link: '/artikler/2' },
          ],
        },
      ],
    },
  },
} as const;
