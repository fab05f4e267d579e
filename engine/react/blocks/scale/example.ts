export const scaleExample = {
  type: 'scale',
  id: 'lix-scale',
  props: { label: 'LIX på skalaen', ticks: [0, 25, 50, 75, 100] },
  bind: { value: 'legibility.lix' },
} as const;
