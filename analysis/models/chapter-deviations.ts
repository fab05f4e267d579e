/**
 * When a chapter deviates strongly from the book, in Danish, for the 'Kapitler' page: a tense shift, a shift of the
 * narrator's person, a much harder or easier LIX, no dialogue in a book with much of it. Only chapters of at least
 * `minimumWords` are judged: a short chapter's shares swing too much to say anything.
 */
import type { ChaptersChapters } from '../../schemas/models/chapters.ts';

type Measures = ChaptersChapters[number];
/** The book's figures a chapter is compared with. */
export type BookFigures = Pick<
  Measures,
  | 'number_of_words'
  | 'lix'
  | 'percentage_dialogue'
  | 'percentage_past'
  | 'percentage_present'
  | 'percentage_first_person'
>;

export const minimumWords = 300;
/** A tense or person is the book's when it has at least this share; the chapter shifts when it has at most 100 - it. */
export const dominantShare = 70;
export const lixDifference = 10;
export const dialogueBook = 20;
export const dialogueChapter = 2;
export const firstPersonBook = 20;
export const firstPersonShifted = 10;

const whole = (value: number) => Math.round(value).toLocaleString('da-DK');

export function chapterDeviations(chapter: Measures, book: BookFigures): string[] {
  if (chapter.number_of_words < minimumWords) return [];
  return [tenseShift, personShift, lixShift, missingDialogue]
    .map((rule) => rule(chapter, book))
    .filter((text): text is string => text !== undefined);
}

function tenseShift(chapter: Measures, book: BookFigures): string | undefined {
  const [past, present] = [chapter.percentage_past, chapter.percentage_present];
  if (past === null || present === null || book.percentage_past === null || book.percentage_present === null) {
    return undefined;
  }
  if (book.percentage_past >= dominantShare && present > 100 - dominantShare && present > past) {
    return `Kapitlet er mest skrevet i nutid (${whole(present)} % af verberne), men bogen ellers i datid (${whole(book.percentage_past)} %). Er tidsskiftet med vilje?`;
  }
  if (book.percentage_present >= dominantShare && past > 100 - dominantShare && past > present) {
    return `Kapitlet er mest skrevet i datid (${whole(past)} % af verberne), men bogen ellers i nutid (${whole(book.percentage_present)} %). Er tidsskiftet med vilje?`;
  }
  return undefined;
}

function personShift(chapter: Measures, book: BookFigures): string | undefined {
  const [first, bookFirst] = [chapter.percentage_first_person, book.percentage_first_person];
  if (first === null || bookFirst === null) return undefined;
  if (bookFirst >= firstPersonBook && first < firstPersonShifted) {
    return `Kapitlet fortælles i 3. person (kun ${whole(first)} % af fortællerens stedord er 1. person), men bogen ellers i 1. person. Skifter synsvinklen med vilje?`;
  }
  if (bookFirst < firstPersonShifted && first >= firstPersonBook + firstPersonShifted) {
    return `Kapitlet fortælles i 1. person (${whole(first)} % af fortællerens stedord), men bogen ellers i 3. person. Skifter synsvinklen med vilje?`;
  }
  return undefined;
}

function lixShift(chapter: Measures, book: BookFigures): string | undefined {
  if (chapter.lix === null || book.lix === null) return undefined;
  if (chapter.lix >= book.lix + lixDifference) {
    return `LIX er ${whole(chapter.lix)} i kapitlet mod ${whole(book.lix)} i hele bogen: kapitlet er markant tungere at læse.`;
  }
  if (chapter.lix <= book.lix - lixDifference) {
    return `LIX er ${whole(chapter.lix)} i kapitlet mod ${whole(book.lix)} i hele bogen: kapitlet er markant lettere at læse.`;
  }
  return undefined;
}

function missingDialogue(chapter: Measures, book: BookFigures): string | undefined {
  if (chapter.percentage_dialogue === null || book.percentage_dialogue === null) return undefined;
  if (book.percentage_dialogue >= dialogueBook && chapter.percentage_dialogue < dialogueChapter) {
    return `Kapitlet har næsten ingen dialog (${whole(chapter.percentage_dialogue)} % af ordene), mens bogen ellers har ${whole(book.percentage_dialogue)} % dialog.`;
  }
  return undefined;
}
