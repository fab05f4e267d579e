/**
 * The most text the analysis takes from one file, and the count that enforces it while a file is read: a small
 * .docx or .epub can unpack to far more text than a 10,000,000-byte .txt holds, and the work and memory of the
 * import and the analysis grow with the text. Counting as the text is extracted stops a file as soon as it passes
 * the cap, instead of after the whole archive has been parsed.
 */
import { ManuscriptError } from '../errors.ts';

/** In characters: a 10,000,000-byte .txt holds at most this many. */
export const MAX_TEXT_CHARACTERS = 10_000_000;

export class TextBudget {
  private used = 0;

  constructor(private readonly limit = MAX_TEXT_CHARACTERS) {}

  /** Counts extracted text; throws TEXT_TOO_LONG past the cap. */
  spend(characters: number): void {
    this.used += characters;
    if (this.used > this.limit) {
      throw new ManuscriptError('TEXT_TOO_LONG', `more than ${this.limit} characters of text`);
    }
  }
}
