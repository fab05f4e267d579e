import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { countDescription } from './showing-telling.ts';

const counted = (text: string) => {
  const counts = countDescription([segmentParagraph(text)]);
  return {
    adjectives: [...counts.adjectives.keys()],
    adverbs: [...counts.adverbs.keys()],
    filling: [...counts.filling.keys()],
  };
};

describe('word classes in context (Show/Tell, Tillægsord)', () => {
  it("reads a past participle after 'have', 'være' or 'blive' as a verb, a copula's adjective as an adjective", () => {
    expect(counted('Han havde lukket døren, og brevet blev glemt.').adjectives).toEqual([]);
    expect(counted('Hun var træt og glad.').adjectives).toEqual(expect.arrayContaining(['træt', 'glad']));
  });

  it("counts an adjective in '-t' after a finite verb as an adverb, before a noun as an adjective", () => {
    expect(counted('Han løb hurtigt hjem.')).toMatchObject({ adverbs: ['hurtigt'], adjectives: [] });
    expect(counted('Det var et hurtigt svar.').adjectives).toContain('hurtigt');
    expect(counted('Hun kom snart, og det var en stille aften.')).toMatchObject({
      adverbs: ['snart'],
      adjectives: ['stille'],
    });
    expect(counted('Han havde taget hatten og lagt den.')).toMatchObject({ adverbs: [], adjectives: [] });
  });

  it('never counts pronouns, determiners or quantifiers as adjectives', () => {
    expect(counted('Alle de mange børn fik få gaver, og sådan blev det ved.').adjectives).toEqual([]);
  });

  it('counts a filler word only where it is one, and never as an adverb or adjective as well', () => {
    expect(counted('Det er nok rigtigt.').filling).toContain('nok');
    expect(counted('Det var længe nok.').filling).toEqual([]);
    expect(counted('Hun drak både kaffe og te.').filling).toEqual([]);
    expect(counted('Det var ikke blot koldt, men også vådt.').filling).not.toContain('blot');
    const bare = counted('Han gik bare hjem.');
    expect(bare.filling).toEqual(['bare']);
    expect([...bare.adverbs, ...bare.adjectives]).not.toContain('bare');
  });
});
