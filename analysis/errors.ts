/**
 * The one error an author can get from the analysis: a code for the server and a Danish message for the author.
 * The server answers 415 for UNSUPPORTED_TYPE and 422 for every other code, with `message` as the text.
 */
export type ManuscriptErrorCode =
  | 'EMPTY_TEXT'
  | 'NO_SENTENCES'
  | 'NOT_DANISH'
  | 'UNSUPPORTED_TYPE'
  | 'CORRUPT_FILE'
  | 'NOT_TEXT'
  | 'TOO_LARGE_UNCOMPRESSED'
  | 'MISSING_CONTENT';

const messages: Record<ManuscriptErrorCode, string> = {
  EMPTY_TEXT: 'Manuskriptet er tomt: vi fandt ingen tekst i filen.',
  NO_SENTENCES: 'Manuskriptet indeholder ingen sætninger, vi kan analysere.',
  NOT_DANISH: 'Manuskriptet ser ikke ud til at være skrevet på dansk. Lektør analyserer kun danske tekster.',
  UNSUPPORTED_TYPE: 'Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.',
  CORRUPT_FILE: 'Filen er beskadiget eller ufuldstændig og kan ikke læses. Gem den igen, og prøv en ny upload.',
  NOT_TEXT: 'Filen indeholder ikke læsbar tekst. Kontrollér, at det er en tekstfil (.txt).',
  TOO_LARGE_UNCOMPRESSED: 'Filen fylder for meget, når den pakkes ud, og kan derfor ikke analyseres.',
  MISSING_CONTENT: 'Filen mangler sit tekstindhold (dokumentet eller bogens kapitler) og kan ikke analyseres.',
};

export class ManuscriptError extends Error {
  readonly code: ManuscriptErrorCode;

  constructor(code: ManuscriptErrorCode, detail?: string) {
    super(messages[code]);
    this.name = 'ManuscriptError';
    this.code = code;
    if (detail) this.detail = detail;
  }

  /** A technical detail for logs, never shown to the author. */
  detail?: string;
}

export function isManuscriptError(error: unknown): error is ManuscriptError {
  return error instanceof ManuscriptError;
}
