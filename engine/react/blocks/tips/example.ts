export const tipsExample = {
  type: 'tips',
  id: 'tips',
  props: { title: 'Tips' },
  bind: { items: "['Skriv korte sætninger.', 'Brug almindelige ord.']" },
} as const;
