/**
 * Every error the API answers with, in one catalogue (as Fastify keeps its FST_ERR_… errors): a constant code, an
 * HTTP status and a Danish message that the app's global error dialog shows after 'Server besked:'. Bodies are
 * `{ code, message }`. The general errors are in apiErrors, the errors of one part of the product in its own group
 * below; no error is made elsewhere.
 */
import { type AnnotationCategory, annotationCategories } from '../schemas/api/annotated-manuscript.ts';
import type { DocumentKind } from '../schemas/api/editor.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    /** What is wrong where (JSON pointer), for a definition or text an editor saves. */
    readonly issues?: readonly { pointer: string; message: string }[],
    /** Headers of the answer (Retry-After of a 503). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The upload limit as the upload dialog writes it (2 decimals, spec §8). */
const MAX_UPLOAD_TEXT = '10,00 MB';

export const apiErrors = {
  unauthenticated: () => new ApiError('UNAUTHENTICATED', 401, 'Du er ikke logget ind, eller dit login er udløbet.'),
  forbidden: () => new ApiError('FORBIDDEN', 403, 'Du har ikke adgang til denne side.'),
  subscriptionRequired: () =>
    new ApiError('SUBSCRIPTION_REQUIRED', 403, 'Det kræver et abonnement (STANDARD eller PREMIUM).'),
  notFound: (what = 'Siden') => new ApiError('NOT_FOUND', 404, `${what} findes ikke.`),
  validation: (detail: string) => new ApiError('VALIDATION', 400, `Ugyldig forespørgsel: ${detail}`),
  fileTooLarge: (fileName: string) =>
    new ApiError(
      'FILE_TOO_LARGE',
      413,
      `${fileName}: Ugyldig filstørrelse, filstørrelsen skal være mindre end ${MAX_UPLOAD_TEXT}`,
    ),
  unsupportedFileType: () =>
    new ApiError('UNSUPPORTED_FILE_TYPE', 415, 'Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.'),
  invalidFile: (message: string) => new ApiError('INVALID_FILE', 422, message),
  missingFile: () => new ApiError('MISSING_FILE', 400, 'Vælg en fil at uploade.'),
  incompleteForm: () => new ApiError('INCOMPLETE_FORM', 400, 'Udfyld venligst felterne ovenover'),
  noUploadsLeft: () =>
    new ApiError(
      'NO_UPLOADS_LEFT',
      403,
      'Du har ikke flere uploads tilbage. Køb flere uploads eller opgrader dit abonnement.',
    ),
  tooManySettings: (max: number) =>
    new ApiError('TOO_MANY_SETTINGS', 400, `Du kan højst gemme ${max} indstillinger. Slet nogle, før du gemmer flere.`),
  unknownCheckout: () =>
    new ApiError('UNKNOWN_CHECKOUT', 404, 'Vi kan ikke finde betalingen. Kontakt os, hvis du har betalt.'),
  /** A token of the right provider that Lektør is not set up to take (audience, typ): the operator must act. */
  tokenNotAccepted: () =>
    new ApiError(
      'TOKEN_NOT_ACCEPTED',
      401,
      'Lektør er ikke sat op til at tage imod login fra login-tjenesten. Kontakt Lektørs administrator.',
    ),
  identityProviderUnavailable: (retryAfterSeconds = 30) =>
    new ApiError(
      'IDENTITY_PROVIDER_UNAVAILABLE',
      503,
      'Login-tjenesten svarer ikke lige nu, så vi kan ikke se, hvem du er. Prøv igen om lidt.',
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  internal: () =>
    new ApiError('INTERNAL', 500, 'Der opstod en uventet fejl på serveren. Vent et par minutter og prøv igen.'),
} as const;

/** Requests Fastify refuses before a handler runs (server/http/error-handler.ts). */
export const requestErrors = {
  malformedJson: () => new ApiError('MALFORMED_JSON', 400, 'Forespørgslen indeholder ugyldig JSON.'),
  bodyTooLarge: () => new ApiError('BODY_TOO_LARGE', 413, 'Forespørgslen er for stor.'),
  unsupportedMediaType: () =>
    new ApiError('UNSUPPORTED_MEDIA_TYPE', 415, 'Forespørgslens indholdstype understøttes ikke.'),
  rateLimited: () => new ApiError('RATE_LIMITED', 429, 'For mange forespørgsler. Vent lidt og prøv igen.'),
  badRequest: (statusCode: number) => new ApiError('BAD_REQUEST', statusCode, 'Forespørgslen kunne ikke behandles.'),
} as const;

/** Signing in with the provider's claims (server/auth/sign-in.ts) and signing out. */
export const signInErrors = {
  invalidEmail: (value: string) =>
    new ApiError(
      'INVALID_EMAIL_CLAIM',
      400,
      `Login-tjenesten sendte »${value.slice(0, 100)}« som din e-mailadresse, og det er ikke en e-mailadresse. Bed din administrator rette din konto hos login-tjenesten.`,
    ),
  missingEmail: () =>
    new ApiError(
      'EMAIL_MISSING',
      403,
      'Login-tjenesten sendte ingen e-mailadresse for din konto, og Lektør skal bruge den. Bed din administrator give Lektør adgang til din e-mailadresse (scope »email«).',
    ),
  notVerified: (email: string) =>
    new ApiError(
      'EMAIL_NOT_VERIFIED',
      409,
      `Der findes allerede en konto i Lektør med ${email}, men login-tjenesten har ikke bekræftet, at adressen er din. Bekræft adressen hos login-tjenesten, og log ind igen.`,
    ),
  linkRefused: (email: string) =>
    new ApiError(
      'ACCOUNT_NOT_LINKED',
      409,
      `Der findes allerede en konto i Lektør med ${email}. Lektørs administrator skal forbinde den med dit login, før du kan logge ind.`,
    ),
  emailTaken: () =>
    new ApiError('ACCOUNT_CONFLICT', 409, 'Din konto kunne ikke oprettes, fordi e-mailadressen allerede er i brug.'),
  noSession: () => new ApiError('NO_SESSION', 400, 'Dit login kan ikke afmeldes her; det udløber af sig selv.'),
} as const;

/**
 * Refusals on the built-in identity provider's own pages (server/auth/identity-provider.ts, account-routes.ts):
 * they answer HTML, not JSON, so the page shows the message and the answer carries the status.
 */
export const accountPageErrors = {
  sessionExpired: () => new ApiError('LOGIN_SESSION_EXPIRED', 400, 'Login-sessionen er udløbet. Prøv igen.'),
  /** Too many failed attempts from the address or on the account (server/auth/login-limits.ts says how long). */
  locked: (message: string) => new ApiError('LOGIN_LOCKED', 429, message),
  wrongPassword: () => new ApiError('WRONG_PASSWORD', 401, 'Forkert e-mail eller adgangskode.'),
  notVerified: () =>
    new ApiError(
      'LOGIN_EMAIL_NOT_VERIFIED',
      403,
      'Din e-mail er ikke bekræftet endnu. Åbn linket i den mail, vi sendte dig, og log så ind. Har du ikke mailen, så brug "Glemt adgangskode?".',
    ),
  /** Sign-up or a reset mail refused by self-service (server/auth/self-service.ts): its message and status. */
  refused: (outcome: { message: string; status?: number }) =>
    new ApiError('ACCOUNT_REFUSED', outcome.status ?? 400, outcome.message),
  /** A mailed verification or reset link that is unknown, used or expired. */
  linkInvalid: (message: string) => new ApiError('LINK_INVALID', 400, message),
  /** A new password self-service does not take (too weak). */
  passwordRefused: (message: string) => new ApiError('PASSWORD_REFUSED', 400, message),
} as const;

/** The admin's changes to accounts. */
export const adminErrors = {
  ownRole: () => new ApiError('OWN_ROLE', 409, 'Du kan ikke ændre din egen rolle. Bed en anden administrator om det.'),
  developerRole: () => new ApiError('DEVELOPER_ROLE', 409, 'En udviklers rolle ændres kun i databasen.'),
} as const;

/** Subscriptions, the payment provider and its webhook. */
export const billingErrors = {
  alreadyCancelled: () => new ApiError('ALREADY_CANCELLED', 409, 'Dit abonnement er allerede opsagt.'),
  subscriptionExists: () => new ApiError('SUBSCRIPTION_EXISTS', 409, 'Forfatteren har allerede et aktivt abonnement.'),
  paymentProviderFailed: () =>
    new ApiError(
      'PAYMENT_PROVIDER_FAILED',
      502,
      'Betalingen kunne ikke startes lige nu. Prøv igen om et par minutter.',
    ),
  badSignature: () =>
    new ApiError('BAD_SIGNATURE', 400, 'Betalingshændelsen har ikke en gyldig signatur og er afvist. Intet er ændret.'),
} as const;

/** A book shorter than this is not a book the library can compare manuscripts with. */
export const MIN_BOOK_WORDS = 1_000;

/** The similar-books library's uploads (server/library/library-upload.ts). */
export const libraryErrors = {
  exists: () => new ApiError('BOOK_EXISTS', 409, 'Bogen findes allerede i biblioteket.'),
  tooShort: (words: number) =>
    new ApiError(
      'NOT_A_BOOK',
      422,
      `Filen ligner ikke en bog: den har kun ${words.toLocaleString('da-DK')} ord (mindst ${MIN_BOOK_WORDS.toLocaleString('da-DK')}).`,
    ),
  notComparable: (message: string) => new ApiError('NOT_COMPARABLE', 422, message),
  analysisFailed: () =>
    new ApiError('ANALYSIS_FAILED', 422, 'Bogen kunne ikke analyseres. Kontrollér filen, og prøv igen.'),
} as const;

/** The passages behind a figure (server/manuscripts/passages.ts). */
export const passageErrors = {
  notAnalysed: () =>
    new ApiError(
      'ANALYSIS_NOT_DONE',
      409,
      'Analysen af denne version er ikke færdig endnu. Passagerne kan ses, når rapporten er klar.',
    ),
  analysisFailed: () =>
    new ApiError('ANALYSIS_FAILED', 409, 'Analysen af denne version fejlede, så der er ingen passager at vise.'),
  pageBeyondEnd: (page: number, pages: number) =>
    new ApiError(
      'PAGE_BEYOND_END',
      400,
      pages === 0
        ? `Side ${page} findes ikke: der er ingen passager at vise.`
        : `Side ${page} findes ikke: der er ${pages} ${pages === 1 ? 'side' : 'sider'} med passager.`,
    ),
} as const;

/** Report definitions and content texts in 'Redaktion' (server/editor/, server/routes/editor-handlers.ts). */
export const editorErrors = {
  changedMeanwhile: () =>
    new ApiError(
      'CHANGED_MEANWHILE',
      409,
      'Siden er ændret, siden du åbnede den: en anden har udgivet en nyere version. Din tekst er ikke gemt; ' +
        'kopiér den, åbn den nye version og indsæt dine ændringer.',
    ),
  unknownVersion: () => new ApiError('NOT_FOUND', 404, 'Versionen findes ikke.'),
  unknownDocument: () => new ApiError('NOT_FOUND', 404, 'Definitionen eller teksten findes ikke.'),
  /** A new report page that cannot be made (key taken or malformed, title, models): the first problem, all as issues. */
  pageInvalid: (problems: readonly { pointer: string; message: string }[]) => {
    const more = problems.length > 1 ? ` (og ${problems.length - 1} fejl mere)` : '';
    return new ApiError('PAGE_INVALID', 400, `Siden kan ikke oprettes: ${problems[0]!.message}${more}`, problems);
  },
  /** A definition or content text that cannot be saved: the first problem in the message, up to 50 as issues. */
  refused: (kind: DocumentKind, problems: readonly { pointer: string; message: string }[]) => {
    const first = problems[0]!;
    const what = kind === 'report' ? 'Definitionen' : 'Teksten';
    const more = problems.length > 1 ? ` (og ${problems.length - 1} fejl mere)` : '';
    return new ApiError(
      kind === 'report' ? 'DEFINITION_INVALID' : 'CONTENT_INVALID',
      400,
      `${what} kan ikke gemmes: ${first.pointer || '/'}: ${first.message}${more}`,
      problems.slice(0, 50),
    );
  },
};

/** A block that showed the error panel in the print view: its page, its id and (when known) what was wrong. */
export interface FailedBlock {
  reportId: string;
  blockId: string;
  problem?: string;
}

/** The print view still had failed blocks after the retry: no PDF, a Danish error, the blocks for the log. */
export class PrintIncompleteError extends ApiError {
  constructor(readonly failed: readonly FailedBlock[]) {
    const parts = failed.length === 1 ? 'én del' : `${failed.length} dele`;
    super(
      'PDF_INCOMPLETE',
      502,
      `PDF-filen blev ikke lavet, fordi ${parts} af rapporten ikke kunne vises. Prøv igen om lidt; sker det igen, så kontakt os.`,
    );
  }
}

/** Making a report's PDF (server/print/pdf-render.ts). */
export const pdfErrors = {
  unavailable: () =>
    new ApiError('PDF_UNAVAILABLE', 501, 'Serveren kan ikke lave PDF-filer. Brug Udskriv og vælg Gem som PDF.'),
  busyForAuthor: () =>
    new ApiError('PDF_IN_PROGRESS', 429, 'Din PDF er ved at blive lavet. Vent, til den er færdig, og prøv igen.'),
  busy: () => new ApiError('PDF_BUSY', 503, 'Serveren laver mange PDF-filer lige nu. Prøv igen om et øjeblik.'),
  timedOut: () => new ApiError('PDF_TIMEOUT', 504, 'PDF-filen kunne ikke laves i tide. Prøv igen, eller brug Udskriv.'),
  incomplete: (failed: readonly FailedBlock[]) => new PrintIncompleteError(failed),
};

export const MAX_UPLOAD_BYTES = 10_000_000;

/** The kinds of finding the annotated manuscript comments on, as the author reads them. */
const categoryLabels: Record<AnnotationCategory, string> = {
  klicheer: 'klichéer',
  'staerke-ord': 'stærke ord',
  tillaegsord: 'tillægsord',
  replikverber: 'replikverber',
};

/** 'Hent kommenteret manuskript' (server/manuscripts/annotated-manuscript.ts). */
export const annotationErrors = {
  unknownCategory: (given: string) =>
    new ApiError(
      'UNKNOWN_CATEGORY',
      400,
      given === ''
        ? 'Vælg mindst én slags fund, der skal med som kommentarer.'
        : `»${given}« er ikke en slags fund, Lektør kan kommentere. Vælg blandt: ${annotationCategories
            .map((c) => `${c} (${categoryLabels[c]})`)
            .join(', ')}.`,
    ),
  noPassages: () =>
    new ApiError(
      'NO_PASSAGES',
      409,
      'Fundene blev ikke gemt for denne version, fordi den blev analyseret, før Lektør gemte dem. En ny upload af manuskriptet gemmer dem.',
    ),
  tooLarge: (bytes: number, max: number) =>
    new ApiError(
      'ANNOTATED_TOO_LARGE',
      422,
      `Det kommenterede manuskript ville fylde ${megabytes(bytes)} MB, mere end de ${megabytes(max)} MB, Lektør sender. Vælg færre slags fund.`,
    ),
  notInTime: () =>
    new ApiError(
      'ANNOTATION_UNAVAILABLE',
      503,
      'Det kommenterede manuskript kunne ikke laves lige nu. Prøv igen om lidt.',
    ),
} as const;

/** The manuscript view (docs/MANUSCRIPT-VIEW.md). */
export const manuscriptViewErrors = {
  chapterOutside: (chapter: number, chapters: number) =>
    new ApiError(
      'CHAPTER_NOT_FOUND',
      400,
      `Kapitel ${chapter} findes ikke: manuskriptet har ${chapters} ${chapters === 1 ? 'kapitel' : 'kapitler'}.`,
    ),
  rangeOutside: (from: number, paragraphs: number) =>
    new ApiError('RANGE_NOT_FOUND', 400, `Afsnit ${from + 1} findes ikke: manuskriptet har ${paragraphs} afsnit.`),
  rangeInvalid: (detail: string) => new ApiError('RANGE_INVALID', 400, `Ugyldigt udsnit af teksten: ${detail}`),
  chapterAndRange: () =>
    new ApiError(
      'RANGE_INVALID',
      400,
      'Ugyldigt udsnit af teksten: angiv enten et kapitel eller et udsnit af afsnit, ikke begge.',
    ),
  notInTime: () =>
    new ApiError('TEXT_UNAVAILABLE', 503, 'Teksten kunne ikke hentes lige nu. Prøv igen om lidt.', undefined, {
      'retry-after': '5',
    }),
} as const;

/** The print view's charts drawn on the server (docs/REPORTS.md, Charts); the print view draws them itself instead. */
/** GET /api/reports/chart-runtimes: the screen charts compiled ahead (server/editor/compiled-charts.ts). */
export const compiledChartErrors = {
  /** Not compiled in time, or the thread's queue is full: the app compiles its charts itself meanwhile. */
  notInTime: () =>
    new ApiError(
      'CHARTS_NOT_COMPILED',
      503,
      'Diagrammerne kunne ikke gøres klar lige nu. Prøv igen om lidt.',
      undefined,
      {
        'retry-after': '5',
      },
    ),
} as const;

export const printChartErrors = {
  notAnalysed: () =>
    new ApiError(
      'ANALYSIS_NOT_DONE',
      409,
      'Analysen af denne version er ikke færdig endnu. Diagrammerne kan tegnes, når rapporten er klar.',
    ),
  analysisFailed: () =>
    new ApiError('ANALYSIS_FAILED', 409, 'Analysen af denne version fejlede, så der er ingen diagrammer at tegne.'),
  notInTime: () =>
    new ApiError(
      'PRINT_CHARTS_UNAVAILABLE',
      503,
      'Diagrammerne kunne ikke tegnes lige nu. Prøv igen om lidt.',
      undefined,
      {
        'retry-after': '5',
      },
    ),
  /** A page of the print document could not be rendered whole on the server: the print view renders them all. */
  documentUnavailable: () =>
    new ApiError('PRINT_DOCUMENT_UNAVAILABLE', 503, 'Udskriften kunne ikke gøres klar på serveren. Prøv igen om lidt.'),
} as const;

const megabytes = (bytes: number) => (bytes / 1_000_000).toLocaleString('da-DK', { maximumFractionDigits: 1 });
