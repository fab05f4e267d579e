export const keyValueExample = {
  type: 'keyValue',
  id: 'measures',
  bind: {
    items: {
      transform: [
        {
          type: 'rows',
          rows: [
            { label: 'Antal ord', value: { field: 'legibility.number_of_words' }, format: { style: 'integer' } },
            {
              label: 'Gennemsnitlig sætningslængde',
              value: { field: 'legibility.average_sentence_length' },
              format: { decimals: 2, unit: 'ord' },
            },
          ],
        },
      ],
    },
  },
} as const;
