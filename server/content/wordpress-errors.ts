/**
 * Errors of the WordPress-compatible routes in WordPress' own shape, `{code, message, data: {status, …}}`, so a
 * client written for WordPress reads them: a bad parameter is rest_invalid_param (with `params` naming each one),
 * a page past the last is rest_post_invalid_page_number. The messages are WordPress' Danish ones.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface WordPressErrorData {
  status: number;
  params?: Record<string, string>;
}

export class WordPressError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: WordPressErrorData,
  ) {
    super(message);
  }
}

const paramMessages: Record<string, string> = {
  per_page: 'per_page skal være mellem 1 (inkl.) og 100 (inkl.)',
  page: 'page skal være større end eller lig med 1',
  categories: 'categories[0] er ikke af typen integer.',
  _embed: '_embed er ikke af typen string.',
  disable_login_redirect: 'disable_login_redirect er ikke af typen boolean.',
  id: 'id er ikke af typen integer.',
};

export function invalidParams(names: string[]): WordPressError {
  const params = Object.fromEntries(names.map((name) => [name, paramMessages[name] ?? `${name} er ikke gyldig.`]));
  return new WordPressError('rest_invalid_param', `Ugyldig(e) parameter(e): ${names.join(', ')}`, {
    status: 400,
    params,
  });
}

export const invalidPageNumber = () =>
  new WordPressError(
    'rest_post_invalid_page_number',
    'Det ønskede sidenummer er større end antallet af tilgængelige sider.',
    { status: 400 },
  );

export const invalidPostId = () => new WordPressError('rest_post_invalid_id', 'Ugyldigt indlægs-ID.', { status: 404 });

/** The parameter a Fastify validation error is about (`/per_page`, or the unknown property's name). */
function paramOf(issue: { instancePath?: string; params?: Record<string, unknown> }): string {
  const fromPath = issue.instancePath?.replace(/^\//u, '').split('/')[0];
  if (fromPath) return fromPath;
  const named = issue.params?.additionalProperty ?? issue.params?.missingProperty;
  return typeof named === 'string' ? named : 'ukendt';
}

/** Fastify's per-route error handler of the WordPress-compatible routes. */
export function wordpressErrorHandler(
  error: FastifyError | WordPressError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let wp: WordPressError;
  if (error instanceof WordPressError) wp = error;
  else if ('validation' in error && error.validation) wp = invalidParams([paramOf(error.validation[0] ?? {})]);
  else {
    request.log.error({ err: error }, 'WordPress-compatible request failed');
    wp = new WordPressError('rest_internal_error', 'Der opstod en fejl på serveren.', { status: 500 });
  }
  return reply.code(wp.data.status).send({ code: wp.code, message: wp.message, data: wp.data });
}
