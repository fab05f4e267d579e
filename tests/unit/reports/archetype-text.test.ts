/** The Arketype page explains the book's archetype with the text for the level of its Arketype recommendation. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArchetypeTexts } from '../../../schemas/api/content.ts';
import { fixtureContent, propsOf, sectionOf, withSection } from './bind-page.ts';

const archetypes = JSON.parse(readFileSync('server/content/seed/archetypes.json', 'utf8')).payload as ArchetypeTexts;
const global = sectionOf<Record<string, unknown>>('Archetypes', 'global');
const recommendation = (RAGLevel: number, name = 'Arketype') => ({
  name,
  RAGLevel,
  RAG: ['R', 'A', 'G'][RAGLevel - 1],
  RAGText: 'x',
  message: 'x',
  rangeLow: 0,
  rangeHigh: 1,
});
const seeded = (type: number, level: number) => archetypes.find((t) => t.type === type && t.RAGLevel === level)?.text;

describe('Arketype text', () => {
  it.each([
    [1, 1],
    [4, 2],
    [6, 3],
  ])('type %i at RAG level %i shows that text', async (type, level) => {
    const data = withSection('Archetypes', 'global', { ...global, best_archetype_type: type });
    const content = {
      ...fixtureContent,
      archetypes,
      recommendations: [recommendation(3, 'LIX'), recommendation(level)],
    };
    const props = await propsOf('archetype', 'archetype-name', { data, content });
    expect(props.text).toBe(seeded(type, level));
  });

  it('without an Arketype recommendation the first text of the type is shown', async () => {
    const data = withSection('Archetypes', 'global', { ...global, best_archetype_type: 2 });
    const content = { ...fixtureContent, archetypes, recommendations: [] };
    const props = await propsOf('archetype', 'archetype-name', { data, content });
    expect(props.text).toBe(archetypes.find((t) => t.type === 2)?.text);
  });
});
