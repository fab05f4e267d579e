import { describe, expect, it } from 'vitest';
import type { ChaptersChapters, ChaptersGlobal } from '../../schemas/models/chapters.ts';
import { validate } from '../../schemas/validate.ts';
import { textToBlocks } from '../import/txt.ts';
import { analyseText } from '../index.ts';
import { segmentManuscript } from '../text/document.ts';
import { chapterDeviations, minimumWords } from './chapter-deviations.ts';

const past = 'Marie gik ned til havnen, og Jens fulgte efter hende. Vinden var kold, og bådene lå stille.';
const present = 'Marie går ned til havnen, og Jens følger efter hende. Vinden er kold, og bådene ligger stille.';
const talk = '– Kommer du med ud på molen? spurgte Marie. – Ja, sagde Jens, hvis du venter på mig.';

function chaptersOf(source: string) {
  const text = segmentManuscript(textToBlocks(source));
  const items = analyseText(text, { models: ['Cliches', 'Scenes', 'Chapters'] });
  const content = (section: string) => items.find((i) => i.model === 'Chapters' && i.section === section)?.content;
  return { global: content('global') as ChaptersGlobal, chapters: content('chapters') as ChaptersChapters };
}

const repeat = (paragraph: string, n: number) => Array.from({ length: n }, () => paragraph).join('\n\n');

describe('the Chapters model', () => {
  it('measures each chapter, keeps an empty one with no measures, and flags a chapter without dialogue in Danish', () => {
    const source = [
      'Kapitel 1',
      repeat(`${past}\n\n${talk}`, 20),
      'Kapitel 2',
      'Kapitel 3',
      repeat(present, 30),
      'Kapitel 4',
      repeat(`${past}\n\n${talk}`, 20),
    ].join('\n\n');
    const { global, chapters } = chaptersOf(source);
    expect(validate('models/Chapters/global', global).ok).toBe(true);
    expect(validate('models/Chapters/chapters', chapters).ok).toBe(true);
    expect(global).toMatchObject({ number_of_chapters: 4, number_of_headings: 4, capped: false });
    expect(chapters.map((c) => c.title)).toEqual(['Kapitel 1', 'Kapitel 2', 'Kapitel 3', 'Kapitel 4']);
    expect(chapters[1]).toMatchObject({ number_of_words: 0, lix: null, percentage_dialogue: null, deviations: [] });
    expect(chapters[0]!.percentage_past).toBeGreaterThan(60);
    expect(chapters[2]!.percentage_present).toBeGreaterThan(90);
    expect(chapters[0]!.percentage_dialogue).toBeGreaterThan(30);
    expect(chapters[0]!.characters.map((c) => c.name)).toEqual(expect.arrayContaining(['Marie', 'Jens']));
    expect(chapters[2]!.number_of_words).toBeGreaterThan(minimumWords);
    expect(chapters[2]!.deviations).toContainEqual(expect.stringMatching(/^Kapitlet har næsten ingen dialog \(0 %/u));
    expect(chapters[0]!.deviations).toEqual([]);
  });

  it("counts each chapter's adverbs from the ShowingTelling pass, the same with or without it", () => {
    const slow = 'Hun gik langsomt og forsigtigt hjem, og han svarede pludselig meget venligt.';
    const plain = 'Marie gik ned til havnen, og Jens fulgte efter hende.';
    const source = ['Kapitel 1', repeat(slow, 10), 'Kapitel 2', repeat(plain, 10)].join('\n\n');
    const text = segmentManuscript(textToBlocks(source));
    const items = analyseText(text, { models: ['Cliches', 'Scenes', 'ShowingTelling', 'Chapters'] });
    const chapters = items.find((i) => i.model === 'Chapters' && i.section === 'chapters')?.content as ChaptersChapters;
    const global = items.find((i) => i.model === 'ShowingTelling' && i.section === 'global')?.content as {
      number_of_adverbs: number;
    };
    const adverbs = chapters.map((c) => Math.round(((c.adverbs_per_10000_words ?? 0) * c.number_of_words) / 10_000));
    expect(adverbs[0]).toBeGreaterThanOrEqual(10);
    expect(adverbs[1]).toBeLessThan(adverbs[0]!);
    expect(adverbs[0]! + adverbs[1]!).toBe(global.number_of_adverbs);
    const alone = chaptersOf(source).chapters.map((c) => c.adverbs_per_10000_words);
    expect(alone).toEqual(chapters.map((c) => c.adverbs_per_10000_words));
  });

  it('makes a book without headings one untitled chapter', () => {
    const { global, chapters } = chaptersOf(repeat(past, 10));
    expect(global.number_of_chapters).toBe(1);
    expect(chapters[0]).toMatchObject({ title: '', start_paragraph: 0, end_paragraph: 10, deviations: [] });
  });
});

describe('chapterDeviations', () => {
  const book = {
    chapter_id: 0,
    title: '',
    position: 0,
    start_paragraph: 0,
    end_paragraph: 100,
    number_of_words: 50_000,
    lix: 35,
    average_sentence_length: 13,
    percentage_dialogue: 30,
    percentage_fast_paragraphs: 40,
    mood: 0,
    percentage_past: 90,
    percentage_present: 10,
    percentage_first_person: 2,
    percentage_third_person: 98,
    cliches_per_10000_words: 1,
    characters: [],
    deviations: [],
  } satisfies ChaptersChapters[number];

  it('says nothing about a chapter like the book', () => {
    expect(chapterDeviations({ ...book, number_of_words: 3_000 }, book)).toEqual([]);
  });

  it('explains a tense shift, a person shift, a much harder LIX and missing dialogue', () => {
    const chapter = {
      ...book,
      number_of_words: 3_000,
      percentage_past: 35,
      percentage_present: 65,
      percentage_first_person: 60,
      percentage_third_person: 40,
      lix: 47.6,
      percentage_dialogue: 0.5,
    };
    expect(chapterDeviations(chapter, book)).toEqual([
      'Kapitlet er mest skrevet i nutid (65 % af verberne), men bogen ellers i datid (90 %). Er tidsskiftet med vilje?',
      'Kapitlet fortælles i 1. person (60 % af fortællerens stedord), men bogen ellers i 3. person. Skifter synsvinklen med vilje?',
      'LIX er 48 i kapitlet mod 35 i hele bogen: kapitlet er markant tungere at læse.',
      'Kapitlet har næsten ingen dialog (1 % af ordene), mens bogen ellers har 30 % dialog.',
    ]);
  });

  it('does not judge a short chapter', () => {
    expect(chapterDeviations({ ...book, number_of_words: minimumWords - 1, lix: 80 }, book)).toEqual([]);
  });
});
