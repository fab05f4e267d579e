/**
 * Chapters: the main measures of every chapter the import found (analysis/text/chapters.ts), computed with the
 * same functions the whole-book models use, on the chapter's paragraphs; the book's own figures, which a chapter is
 * compared with, are the chapters' counts summed (no second pass). Adverbs are the ShowingTelling pass's own counts
 * per paragraph (adverbsIn), clichés and characters are read from the Cliches and Scenes results of the same analysis (matched back to their sentences and words), so the chapter
 * view adds no second cliché or name search. A chapter that deviates strongly from the book is flagged with a
 * Danish explanation (chapter-deviations.ts).
 */
import type { ChaptersChapters, ChaptersGlobal } from '../../schemas/models/chapters.ts';
import type { ClichesGlobal } from '../../schemas/models/cliches.ts';
import type { ScenesCharacters } from '../../schemas/models/scenes.ts';
import { honorifics } from '../lexicons/names.ts';
import { type Chapter, type ChapterList, MAX_CHAPTERS } from '../text/chapters.ts';
import type { ManuscriptText, Paragraph } from '../text/document.ts';
import { isWomansTitle, looseTitles } from '../text/names-titles.ts';
import type { ModelAnalyser } from './analyser.ts';
import { chapterDeviations } from './chapter-deviations.ts';
import { legibilityOf } from './legibility.ts';
import { sentenceMood } from './mood.ts';
import { countPersons } from './perspective.ts';
import { percent, perTenThousandWords } from './shares.ts';
import { adverbsIn } from './showing-telling.ts';
import { isFastParagraph } from './tempo.ts';
import { countTenses } from './tense.ts';

/** Characters of the book looked for in each chapter (the most mentioned first). */
export const castLooked = 40;
export const charactersPerChapter = 5;

type ChapterMeasures = ChaptersChapters[number];

export function chapterListOf(text: ManuscriptText): ChapterList {
  return (
    text.chapterList ?? {
      chapters: [{ title: '', startParagraph: 0, endParagraph: text.paragraphs.length, words: text.wordCount }],
      headings: 0,
      capped: false,
    }
  );
}

export const chaptersAnalyser: ModelAnalyser = {
  model: 'Chapters',
  analyse: ({ text, earlier }) => {
    const list = chapterListOf(text);
    const cliches = clicheCounts(earlier?.('Cliches', 'global') as ClichesGlobal | undefined);
    const cast = castForms(earlier?.('Scenes', 'characters') as ScenesCharacters | undefined);
    let wordsBefore = 0;
    const measured = list.chapters.map((chapter, index) => {
      const paragraphs = text.paragraphs.slice(chapter.startParagraph, chapter.endParagraph);
      const position = text.wordCount > 0 ? Math.min(100, percent(wordsBefore, text.wordCount)) : 0;
      wordsBefore += chapter.words;
      return measureChapter(chapter, index, position, paragraphs, { cliches, cast });
    });
    const book = bookMeasures(measured.map((chapter) => chapter.counts));
    const chapters = measured.map(({ measures }) => ({ ...measures, deviations: chapterDeviations(measures, book) }));
    const global: ChaptersGlobal = {
      number_of_chapters: chapters.length,
      number_of_headings: list.headings,
      chapter_cap: MAX_CHAPTERS,
      capped: list.capped,
      number_of_flagged_chapters: chapters.filter((chapter) => chapter.deviations.length > 0).length,
    };
    return [
      { section: 'global', content: global },
      { section: 'chapters', content: chapters },
    ];
  },
};

interface Sources {
  /** Cliché matches by sentence text, taken (set to 0) by the first chapter that has the sentence. */
  cliches: Map<string, number>;
  /** A name form (as written) → the character's name. */
  cast: Map<string, string>;
}

/** What a chapter's shares are made of, summed for the book's own shares (no second pass over the book). */
interface Counts {
  words: number;
  sentences: number;
  longWords: number;
  dialogue: number;
  past: number;
  present: number;
  first: number;
  pronouns: number;
}

const noCounts: Counts = {
  words: 0,
  sentences: 0,
  longWords: 0,
  dialogue: 0,
  past: 0,
  present: 0,
  first: 0,
  pronouns: 0,
};

function bookMeasures(chapters: readonly Counts[]) {
  const sum = { ...noCounts };
  for (const counts of chapters) for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] += counts[key];
  const sentenceLength = sum.sentences ? sum.words / sum.sentences : 0;
  return {
    number_of_words: sum.words,
    lix: sum.words ? Math.round((sentenceLength + (100 * sum.longWords) / sum.words) * 100) / 100 : null,
    percentage_dialogue: sum.words ? percent(sum.dialogue, sum.words) : null,
    percentage_past: percent(sum.past, sum.past + sum.present),
    percentage_present: percent(sum.present, sum.past + sum.present),
    percentage_first_person: percent(sum.first, sum.pronouns),
  };
}

export type BookMeasures = ReturnType<typeof bookMeasures>;

function measureChapter(
  chapter: Chapter,
  index: number,
  position: number,
  paragraphs: readonly Paragraph[],
  sources: Sources,
): { measures: ChapterMeasures; counts: Counts } {
  const words = chapter.words;
  const base = {
    chapter_id: index,
    title: chapter.title,
    position,
    start_paragraph: chapter.startParagraph,
    end_paragraph: chapter.endParagraph,
    number_of_words: words,
    deviations: [],
  };
  if (words === 0) {
    const measures: ChapterMeasures = {
      ...base,
      lix: null,
      average_sentence_length: null,
      percentage_dialogue: null,
      percentage_fast_paragraphs: null,
      mood: null,
      percentage_past: null,
      percentage_present: null,
      percentage_first_person: null,
      percentage_third_person: null,
      cliches_per_10000_words: null,
      adverbs_per_10000_words: null,
      characters: [],
    };
    return { measures, counts: noCounts };
  }
  const legibility = legibilityOf(paragraphs);
  const tenses = countTenses(paragraphs);
  const persons = countPersons(paragraphs);
  const pronouns = persons.first + persons.second + persons.third;
  let dialogue = 0;
  let moods = 0;
  let sentences = 0;
  let cliches = 0;
  let adverbs = 0;
  const mentions = new Map<string, number>();
  for (const paragraph of paragraphs) {
    dialogue += paragraph.dialogueWords;
    adverbs += adverbsIn(paragraph);
    for (const sentence of paragraph.sentences) {
      sentences++;
      moods += sentenceMood(sentence);
      const found = sources.cliches.get(sentence.text);
      if (found) {
        cliches += found;
        sources.cliches.set(sentence.text, 0);
      }
      for (const word of sentence.words) {
        const name = sources.cast.get(word.text);
        if (name) mentions.set(name, (mentions.get(name) ?? 0) + 1);
      }
    }
  }
  const measures: ChapterMeasures = {
    ...base,
    lix: legibility.lix,
    average_sentence_length: legibility.average_sentence_length,
    percentage_dialogue: percent(dialogue, words),
    percentage_fast_paragraphs: percent(paragraphs.filter(isFastParagraph).length, paragraphs.length),
    mood: Math.round(Math.max(-1, Math.min(1, sentences ? moods / sentences : 0)) * 10_000) / 10_000 || 0,
    percentage_past: percent(tenses.Past, tenses.Past + tenses.Pres),
    percentage_present: percent(tenses.Pres, tenses.Past + tenses.Pres),
    percentage_first_person: percent(persons.first, pronouns),
    percentage_third_person: percent(persons.third, pronouns),
    cliches_per_10000_words: perTenThousandWords(cliches, words),
    adverbs_per_10000_words: perTenThousandWords(adverbs, words),
    characters: [...mentions]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'da'))
      .slice(0, charactersPerChapter)
      .map(([name, count]) => ({ name, mentions: count })),
  };
  const counts: Counts = {
    words: legibility.number_of_words,
    sentences: legibility.number_of_sentences,
    longWords: legibility.number_of_complex_words,
    dialogue,
    past: tenses.Past,
    present: tenses.Pres,
    first: persons.first,
    pronouns,
  };
  return { measures, counts };
}

function clicheCounts(cliches: ClichesGlobal | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of cliches?.groups ?? [])
    for (const { sentence } of group.sentences) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return counts;
}

/**
 * The words a character's name is written with ('Claude Zoret' → 'Claude', 'Zoret'; never a title such as 'Fru'),
 * for the top of the cast; a word two characters share counts for the more mentioned one.
 */
function castForms(characters: ScenesCharacters | undefined): Map<string, string> {
  const forms = new Map<string, string>();
  for (const { name } of (characters ?? []).slice(0, castLooked)) {
    for (const part of name.split(/\s+/u)) {
      const key = part.toLowerCase().replace(/\.$/u, '');
      const title = honorifics().has(key) || isWomansTitle(key) || looseTitles.has(key);
      if (part.length >= 3 && /^\p{Lu}/u.test(part) && !title && !forms.has(part)) forms.set(part, name);
    }
  }
  return forms;
}
