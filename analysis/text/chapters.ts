/**
 * The book's chapters, as the import found them: every heading opens a chapter (title, the paragraphs it spans,
 * its words). Text before the first heading is a chapter without a title; a book without headings is one chapter.
 * A heading with no text after it (a part title, or an empty chapter) is kept as a chapter of 0 words, never
 * dropped. An epub spine document opens a chapter titled by the book's table of contents or by its own first
 * heading; a spine document with neither title nor text (a cover picture) is no chapter. At most MAX_CHAPTERS
 * chapters are kept: a text of thousands of one-line "chapters" ends in one chapter holding the rest, and
 * `headings` tells how many the text had, so the page can say so.
 */

export const MAX_CHAPTERS = 500;

export interface Chapter {
  /** The heading as written; '' for the text before the first heading. */
  title: string;
  /** Index of the chapter's first paragraph in ManuscriptText.paragraphs. */
  startParagraph: number;
  /** Index after its last paragraph (= startParagraph for a chapter without text). */
  endParagraph: number;
  words: number;
}

export interface ChapterList {
  chapters: Chapter[];
  /** Headings the text has (every chapter mark found, also those past the cap). */
  headings: number;
  /** True when the text had more chapters than MAX_CHAPTERS: the last one kept holds the rest. */
  capped: boolean;
}

/** Collects the chapters while segmentation walks the blocks, in one pass. */
export class ChapterTracker {
  private readonly chapters: (Chapter & { documentStart: boolean })[] = [];
  private headings = 0;
  private dropped = 0;
  private paragraphs = 0;

  constructor(private readonly limit = MAX_CHAPTERS) {}

  /** A heading block: `documentStart` marks the start of an epub spine document (its title from the TOC or ''). */
  heading(title: string, documentStart = false): void {
    const current = this.chapters.at(-1);
    const openDocument = current?.documentStart === true && current.words === 0;
    if (!documentStart && title !== '' && openDocument && current.endParagraph === this.paragraphs) {
      // The spine document's own first heading: it names the chapter the document opened.
      if (current.title === '') {
        current.title = title;
        this.headings++;
      }
      current.documentStart = false;
      return;
    }
    if (title !== '') this.headings++;
    if (documentStart && openDocument && current.title === '') {
      // An untitled document without text (a cover, a title page): the next document replaces it.
      this.chapters.pop();
    }
    if (this.chapters.length >= this.limit) {
      this.dropped++;
      return;
    }
    this.chapters.push({
      title,
      startParagraph: this.paragraphs,
      endParagraph: this.paragraphs,
      words: 0,
      documentStart,
    });
  }

  /** A paragraph that segmentation kept (it has words). */
  paragraph(words: number): void {
    if (this.chapters.length === 0) this.heading('');
    const current = this.chapters.at(-1)!;
    this.paragraphs++;
    current.endParagraph = this.paragraphs;
    current.words += words;
  }

  finish(): ChapterList {
    const chapters = this.chapters
      .filter((chapter) => chapter.title !== '' || chapter.words > 0)
      .map(({ title, startParagraph, endParagraph, words }) => ({ title, startParagraph, endParagraph, words }));
    if (chapters.length === 0) chapters.push({ title: '', startParagraph: 0, endParagraph: this.paragraphs, words: 0 });
    return { chapters, headings: this.headings, capped: this.dropped > 0 };
  }
}
