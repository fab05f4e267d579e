export const scoreRingExample = {
  type: 'scoreRing',
  id: 'score',
  props: { label: 'Samlet score', rag: 'A' },
  bind: { value: '$clamp(1.4, 0, 1)', text: "'72'" },
} as const;
