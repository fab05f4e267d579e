export const groupExample = {
  type: 'group',
  id: 'metrics',
  props: { heading: 'Nøgletal', layout: 'columns' },
  blocks: [{ type: 'message', id: 'inside', props: { text: 'Indhold' } }],
} as const;
