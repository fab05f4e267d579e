export const classificationExample = {
  type: 'classification',
  id: 'genre',
  props: { heading: 'Genre', matchText: 'Din bog passer til genren.', noMatchText: 'Din bog ligner en anden genre.' },
  bind: {
    classes: "[{'class': 'Spaending', 'score': 0.62}]",
    given: "'Spænding'",
    analysed: "'Spaending'",
  },
} as const;
