export const sourceToggleExample = {
  type: 'sourceToggle',
  id: 'source',
  props: { settingName: 'analysedOrGiven' },
  bind: {
    value: "$content.settings[name = 'analysedOrGiven'][0].value = 'analysed' ? 'analysed' : 'given'",
    locked: '$context.isSimilarBook',
  },
} as const;
