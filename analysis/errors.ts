/**
 * The one error an author can get from the analysis: a code for the server and a Danish message for the author.
 * The server answers 415 for UNSUPPORTED_TYPE and 422 for every other code, with `message` as the text.
 * ANALYSIS_TIMEOUT and ANALYSIS_OUT_OF_MEMORY are not thrown here: the server gives them when it stops an analysis
 * that broke its budget (server/jobs/budgeted-pool.ts); their texts are here so that every reason is in one place.
 */
export type ManuscriptErrorCode =
  | 'EMPTY_TEXT'
  | 'NO_SENTENCES'
  | 'NOT_DANISH'
  | 'NOT_PROSE'
  | 'UNSUPPORTED_TYPE'
  | 'CORRUPT_FILE'
  | 'NOT_TEXT'
  | 'TOO_LARGE_UNCOMPRESSED'
  | 'TEXT_TOO_LONG'
  | 'MISSING_CONTENT'
  | 'ANALYSIS_TIMEOUT'
  | 'ANALYSIS_OUT_OF_MEMORY';

const messages: Record<ManuscriptErrorCode, string> = {
  EMPTY_TEXT: 'Manuskriptet er tomt: vi fandt ingen tekst i filen.',
  NO_SENTENCES: 'Manuskriptet indeholder ingen sætninger, vi kan analysere.',
  NOT_DANISH: 'Manuskriptet ser ikke ud til at være skrevet på dansk. Lektør analyserer kun danske tekster.',
  NOT_PROSE:
    'Filen ser ikke ud til at indeholde et manuskript: teksten har for få ord og sætninger i forhold til sin længde (eller meget lange ord uden mellemrum). Tjek, at det er den rigtige fil.',
  UNSUPPORTED_TYPE: 'Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.',
  CORRUPT_FILE: 'Filen er beskadiget eller ufuldstændig og kan ikke læses. Gem den igen, og prøv en ny upload.',
  NOT_TEXT: 'Filen indeholder ikke læsbar tekst. Kontrollér, at det er en tekstfil (.txt).',
  TOO_LARGE_UNCOMPRESSED: 'Filen fylder for meget, når den pakkes ud, og kan derfor ikke analyseres.',
  TEXT_TOO_LONG:
    'Teksten i filen er for lang: Lektør analyserer højst 10.000.000 tegn (omkring 1,5 millioner ord). Del manuskriptet op, og upload delene hver for sig.',
  MISSING_CONTENT: 'Filen mangler sit tekstindhold (dokumentet eller bogens kapitler) og kan ikke analyseres.',
  ANALYSIS_TIMEOUT:
    'Analysen tog for lang tid og blev stoppet. Del manuskriptet op, og upload delene hver for sig, eller kontakt support.',
  ANALYSIS_OUT_OF_MEMORY:
    'Manuskriptet krævede for meget hukommelse til at blive analyseret. Del det op, og upload delene hver for sig, eller kontakt support.',
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
