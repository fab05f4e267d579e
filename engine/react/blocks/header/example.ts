export const headerExample = {
  type: 'header',
  id: 'header',
  props: { title: 'Læsbarhed' },
  bind: { subtitle: "'Manuskript: ' & $content.metadata.title" },
} as const;
