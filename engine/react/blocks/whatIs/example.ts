export const whatIsExample = {
  type: 'whatIs',
  id: 'what-is',
  bind: {
    head: "[{'report': 8, 'head': 'Hvad er læsbarhed?', 'text': 'LIX måler, hvor let en tekst er at læse.'}][report = 8][0].head",
    text: "'LIX måler, hvor let en tekst er at læse.'",
  },
} as const;
