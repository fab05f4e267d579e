export const keyValueExample = {
  type: 'keyValue',
  id: 'measures',
  bind: {
    items:
      "[{'label': 'Antal ord', 'value': legibility.number_of_words, 'format': {'style': 'integer'}}, {'label': 'Gennemsnitlig sætningslængde', 'value': legibility.average_sentence_length, 'format': {'decimals': 2, 'unit': 'ord'}}]",
  },
} as const;
