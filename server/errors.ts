/**
 * Every error the API answers with: a constant code, an HTTP status and a Danish message that the app's
 * global error dialog shows after 'Server besked:'. Bodies are `{ code, message }`.
 */
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

export const MAX_UPLOAD_BYTES = 10_000_000;
