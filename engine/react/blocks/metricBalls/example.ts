export const metricBallsExample = {
  type: 'metricBalls',
  id: 'balls',
  bind: {
    items: {
      transform: [
        {
          type: 'rows',
          rows: [
            { label: 'Adverbier', value: 4.2, format: { style: 'percent', decimals: 1 }, rag: 'G' },
            { label: 'Tillægsord', value: 6.1, format: { style: 'percent', decimals: 1 }, rag: 'A' },
          ],
        },
      ],
    },
  },
} as const;
