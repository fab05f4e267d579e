export const tableExample = {
  type: 'table',
  id: 'topics',
  props: {
    variant: 'sortable',
    caption: 'Emner',
    columns: [
      { key: 'name', label: 'Emne' },
      { key: 'score', label: 'Score', format: { style: 'fraction' } },
    ],
  },
  bind: { rows: "[{'name': 'Hav', 'score': 0.4}, {'name': 'Skov', 'score': 0.7}, {'name': 'By', 'score': 0.1}]" },
} as const;
