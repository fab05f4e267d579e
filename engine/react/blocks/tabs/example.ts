export const tabsExample = {
  type: 'tabs',
  id: 'charts',
  props: { heading: 'Grafer' },
  tabs: [
    { label: 'Første', blocks: [{ type: 'message', id: 'first', props: { text: 'Første fane' } }] },
    { label: 'Anden', blocks: [{ type: 'message', id: 'second', props: { text: 'Anden fane' } }] },
  ],
} as const;
