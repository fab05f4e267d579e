export const storyShapeExample = {
  type: 'storyShape',
  id: 'archetype-picture',
  props: { type: 5, name: 'Askepot' },
} as const;
