import { describe, expect, it } from 'vitest';
import { fixtureContent, propsOf, sectionOf, withSection } from './bind-page.ts';

const global = sectionOf<Record<string, number>>('Legibility', 'global');
const withLix = (lix: number) => withSection('Legibility', 'global', { ...global, lix });
const noBandTexts = { ...fixtureContent, lix: undefined };

describe('Læsbarhed page', () => {
  it('floors LIX (never rounds it up)', async () => {
    expect((await propsOf('readability', 'lix', { data: withLix(44.99) })).value).toBe(44);
  });

  it.each([
    [24.9, 'Let for alle læsere'],
    [25, 'Let for øvede læsere'],
    [34.9, 'Let for øvede læsere'],
    [35, 'Middel'],
    [44.5, 'Middel'],
    [45, 'Svær'],
    [54.99, 'Svær'],
    [55, 'Meget svær'],
    [130, 'Meget svær'],
  ])('LIX %s falls in the band %s (built-in bands)', async (lix, headline) => {
    const props = await propsOf('readability', 'lix', { data: withLix(lix), content: noBandTexts });
    expect((props.band as { headline: string }).headline).toBe(headline);
  });

  it('takes the bands from the lix texts when they are there', async () => {
    const content = { ...fixtureContent, lix: [{ min: 30, max: 39, headline: 'Fra indholdet', text: 'a; b' }] };
    const props = await propsOf('readability', 'lix', { data: withLix(33.2), content });
    expect(props.band).toEqual({ min: 30, max: 39, headline: 'Fra indholdet', text: 'a; b' });
  });

  it('places the scale marker at LIX, clamped to 0..100', async () => {
    expect((await propsOf('readability', 'lix-scale', { data: withLix(33.99) })).value).toBe(33.99);
    expect((await propsOf('readability', 'lix-scale', { data: withLix(140) })).value).toBe(100);
  });

  it('shows average sentence length with 2 decimals and the unit ord, share of complex words as a percent', async () => {
    const items = (await propsOf('readability', 'measures')).items as { label: string; format?: object }[];
    expect(items.map((i) => i.label)).toEqual([
      'Antal sætninger',
      'Antal ord',
      'Andel lange ord',
      'Gennemsnitlig sætningslængde',
      'Ordforråd (forskellige ord)',
    ]);
    expect(items[3]?.format).toEqual({ decimals: 2, unit: 'ord' });
    expect(items[2]?.format).toEqual({ style: 'percent', decimals: 1 });
  });

  it("lists the similar books' LIX, floored", async () => {
    const items = (await propsOf('readability', 'similar-lix')).items as { label: string; detail: string }[];
    expect(items[0]).toEqual({ label: 'Havets lys (Anna Berg)', detail: 'LIX 31' });
  });

  it('charts LIX and average sentence length for every part, and marks where each chapter after the first begins', async () => {
    const values = (await propsOf('readability', 'lix-per-part')).values as Record<string, number | string>[];
    const parts = values.filter((value) => 'part' in value);
    expect(parts).toHaveLength(sectionOf<unknown[]>('Legibility', 'parts').length);
    expect(Object.keys(parts[0] ?? {})).toEqual(['part', 'LIX', 'Sætningslængde']);
    const chapters = sectionOf<{ position: number; title: string }[]>('Chapters', 'chapters');
    expect(values.filter((value) => 'Kapitelstart' in value)).toEqual(
      chapters.filter((c) => c.position > 0).map((c) => ({ Kapitelstart: c.position, Kapitel: c.title })),
    );
  });
});
