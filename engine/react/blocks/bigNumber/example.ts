export const bigNumberExample = {
  type: 'bigNumber',
  id: 'lix',
  props: { label: 'LIX' },
  bind: {
    value: '$floor(legibility.lix)',
    band: "{'min': 35, 'max': 44, 'headline': 'Middel', 'text': 'Aviser; Fagbøger'}",
  },
} as const;
