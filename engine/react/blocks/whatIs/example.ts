export const whatIsExample = {
  type: 'whatIs',
  id: 'what-is',
  bind: { head: '$content.whatIs[report=8].head', text: '$content.whatIs[report=8].text' },
} as const;
