export const messageExample = {
  type: 'message',
  id: 'no-cliches',
  props: { text: 'Ingen fundne klichéer', tone: 'empty' },
  when: { effect: 'show', condition: '$count([]) = 0' },
} as const;
