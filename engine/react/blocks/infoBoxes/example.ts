export const infoBoxesExample = {
  type: 'infoBoxes',
  id: 'info-boxes',
  bind: {
    items: {
      transform: [
        {
          type: 'rows',
          rows: [
            {
              headline: 'LIX',
              progress: 0.34,
              valueText: '34',
              description: 'Let for øvede læsere',
              rag: 'G',
              ragText: 'Godt',
            },
          ],
        },
      ],
    },
  },
} as const;
