export const infoButtonsExample = {
  type: 'infoButtons',
  id: 'info',
  props: { items: [{ label: 'Hvad betyder LIX?', text: 'LIX er et mål for, hvor let en tekst er at læse.' }] },
} as const;
