/** The six story shapes (archetypes) and the name the page gives each (docs/REPORTS.md, archetype). */

/** The shapes in type order, each with its model name and its course at 0, 25, 50, 75 and 100 % (mood −1..1). */
export const storyShapes = [
  { type: 1, name: 'Rags to Riches', points: [-1, -0.5, 0, 0.5, 1] },
  { type: 2, name: 'Tragedy', points: [1, 0.5, 0, -0.5, -1] },
  { type: 3, name: 'Icarus', points: [-1, 0.2, 1, 0.2, -1] },
  { type: 4, name: 'Man in a Hole', points: [1, -0.2, -1, -0.2, 1] },
  { type: 5, name: 'Cinderella', points: [-1, 0.6, -0.4, 0.3, 1] },
  { type: 6, name: 'Oedipus', points: [1, -0.6, 0.4, -0.3, -1] },
] as const;

/** The archetype's name as the page shows it: the content's `typeName` for the type, else the model's name. */
export function archetypeTitle(texts: unknown, type: number | undefined, name: string | undefined): string | undefined {
  const list = (Array.isArray(texts) ? texts : texts ? [texts] : []) as { type?: number; typeName?: string }[];
  return list.find((entry) => entry.type === type)?.typeName ?? name;
}
