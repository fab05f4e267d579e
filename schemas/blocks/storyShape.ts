import type { FromSchema } from 'json-schema-to-ts';

export const storyShapePropsSchema = {
  $id: 'blocks/storyShape',
  description:
    'The picture of a story shape (archetype types 1-6): a road over a landscape following the shape\'s course, a walker where the story ends, drawn by the team as SVG (engine/react/blocks/storyShape/story-shape-art.ts), with a Danish text naming the shape (`role="img"`, `aria-label`, `<title>`). An unknown type draws nothing.',
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'integer', description: 'Archetype type 1-6 (Rags to Riches … Oedipus).' },
    name: { type: 'string', description: "The archetype's name as the page shows it, for the picture's text." },
  },
} as const;

export type StoryShapeProps = FromSchema<typeof storyShapePropsSchema>;
