export const recommendationExample = {
  type: 'recommendation',
  id: 'recommendation',
  bind: {
    items: "[{'name': 'LIX', 'message': 'Din tekst er let at læse.', 'RAG': 'G', 'RAGText': 'Godt'}]",
  },
} as const;
